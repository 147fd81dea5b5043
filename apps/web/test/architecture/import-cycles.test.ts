import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allImports, sourceFiles, sourceRoot } from './module-graph.ts';
import { findCycles } from '../../../../scripts/lib/import-cycles.ts';

/**
 * No module of the web app imports itself back through others, for its types either. A cycle at run time makes
 * what a module sees at load time depend on which module happened to load first; one through types ties modules of
 * different runtimes into one knot that can only be read, and changed, as a whole (docs/decisions/0622).
 */
describe('the web app’s modules', () => {
  const files = sourceFiles();
  const graph = new Map(files.map((file) => [file, allImports(file)]));

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
