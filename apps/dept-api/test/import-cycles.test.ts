import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runtimeSpecifiers } from '../../../scripts/lib/module-specifiers.ts';
import { findCycles } from '../../../scripts/lib/import-cycles.ts';

/**
 * No module of dept-api imports itself back through others (at run time: `import type` is erased and cannot make
 * a cycle). A cycle makes what a module sees at load time depend on which module happened to load first.
 */
const sourceRoot = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function runtimeImports(file: string): string[] {
  return runtimeSpecifiers(file)
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
    .map((specifier) => resolve(dirname(file), specifier));
}

describe('dept-api’s modules', () => {
  const files = sourceFiles(sourceRoot);
  const graph = new Map(files.map((file) => [file, runtimeImports(file)]));

  it('are read (the walk finds the app)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get(join(sourceRoot, 'routes/page-routes.ts'))).toContain(
      join(sourceRoot, 'content/page-repository.ts'),
    );
  });

  it('import one another without a cycle', () => {
    const cycles = findCycles(graph).map((cycle) =>
      cycle.map((file) => relative(sourceRoot, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });
});
