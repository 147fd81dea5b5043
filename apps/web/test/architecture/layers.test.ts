import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, sourceRoot } from './module-graph.ts';

/**
 * The website's layers by where their code runs (docs/decisions/0622), each importing only what is below it:
 *
 *   server (Node) ── page kinds (Node) ──┐
 *   render entry (server bundle) ── views ──┼── components (React: server bundle and islands) ── shared
 *   browser (the page script) ─────────────┘
 *
 * A view may name its kind's content type (`import type` from the kind's .ts files): the kind makes the content,
 * the view draws it, and nothing of the kind runs in the view.
 */
type Layer = 'shared' | 'components' | 'views' | 'pageKinds' | 'render' | 'browser' | 'server';

const renderEntry = new Set(['client/entry-server.tsx', 'client/App.tsx', 'client/page-views.ts']);

function layerOf(file: string): Layer {
  const path = relative(sourceRoot, file);
  if (path.startsWith('shared/')) return 'shared';
  if (path.startsWith('components/')) return 'components';
  if (path.startsWith('pages/')) return path.endsWith('.tsx') ? 'views' : 'pageKinds';
  if (renderEntry.has(path)) return 'render';
  if (path.startsWith('client/')) return 'browser';
  if (path.startsWith('server/')) return 'server';
  throw new Error(`${path} is in no layer: place it in one of src/{shared,components,pages,client,server}`);
}

/** What each layer may import when it runs, and what it may name for types only. */
const allowed: Record<Layer, { runs: Layer[]; types: Layer[] }> = {
  shared: { runs: ['shared'], types: [] },
  components: { runs: ['components', 'shared'], types: [] },
  views: { runs: ['views', 'components', 'shared'], types: ['pageKinds'] },
  pageKinds: { runs: ['pageKinds', 'server', 'shared'], types: [] },
  render: { runs: ['render', 'views', 'components', 'shared'], types: ['pageKinds'] },
  browser: { runs: ['browser', 'components', 'shared'], types: [] },
  server: { runs: ['server', 'pageKinds', 'shared'], types: [] },
};

/** Each relative import of a module, whether it is for types only, and the file it names. */
function importsOf(file: string): Array<{ target: string; typeOnly: boolean }> {
  const source = readFileSync(file, 'utf8');
  const statements = [...source.matchAll(/^(import|export)(\s+type)?\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)];
  const dynamic = [...source.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)];
  return [
    ...statements.map((match) => ({ specifier: match[3]!, typeOnly: match[2] !== undefined })),
    ...dynamic.map((match) => ({ specifier: match[1]!, typeOnly: false })),
  ]
    .map(({ specifier, typeOnly }) => ({ target: resolve(dirname(file), specifier), typeOnly }))
    .filter(({ target }) => /\.tsx?$/.test(target));
}

describe('the website’s layers', () => {
  const files = sourceFiles();

  it('place every module in one layer', () => {
    expect(files.map(layerOf)).not.toContain(undefined);
    expect(new Set(files.map(layerOf))).toEqual(
      new Set(['shared', 'components', 'views', 'pageKinds', 'render', 'browser', 'server']),
    );
  });

  it('import only what is below them', () => {
    const upward = files.flatMap((file) => {
      const from = layerOf(file);
      return importsOf(file)
        .filter(({ target, typeOnly }) => {
          const to = layerOf(target);
          return !allowed[from].runs.includes(to) && !(typeOnly && allowed[from].types.includes(to));
        })
        .map(({ target }) => `${relative(sourceRoot, file)} → ${relative(sourceRoot, target)}`);
    });
    expect(upward).toEqual([]);
  });
});
