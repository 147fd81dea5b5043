import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeImports, sourceFiles, sourceRoot } from './module-graph.ts';

/**
 * No module of the web app imports itself back through others (at run time: `import type` is erased and cannot
 * make a cycle). A cycle makes what a module sees at load time depend on which module happened to load first.
 */
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
  const files = sourceFiles();
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
