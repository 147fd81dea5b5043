import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No module of the web app imports itself back through others (at run time: `import type` is erased and cannot
 * make a cycle). A cycle makes what a module sees at load time depend on which module happened to load first.
 */
const sourceRoot = fileURLToPath(new URL('../../src', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The project files a module loads when it runs: relative imports and re-exports that are not type-only. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms);
  const dynamic = source.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g);
  return [...statements, ...dynamic]
    .map((match) => resolve(dirname(file), match[1]!))
    .filter((path) => /\.tsx?$/.test(path));
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the web app’s modules', () => {
  const files = sourceFiles(sourceRoot);
  const graph = new Map(files.map((file) => [file, runtimeImports(file)]));

  it('are read (the walk finds the app)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get(join(sourceRoot, 'shared/list-filters.ts'))).toContain(
      join(sourceRoot, 'shared/query-value.ts'),
    );
  });

  it('import one another without a cycle', () => {
    const cycles = findCycles(graph).map((cycle) =>
      cycle.map((file) => relative(sourceRoot, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });
});
