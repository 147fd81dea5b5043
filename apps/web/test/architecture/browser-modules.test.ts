import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeSpecifiers } from '../../../../scripts/lib/module-specifiers.ts';
import { reachableFrom, sourceRoot } from './module-graph.ts';

/**
 * What the browser loads (the page script and every island, form script and behaviour it imports, lazily or not)
 * never reaches the server's modules, whose configuration, secrets and upstream calls must not travel to a
 * visitor, nor a Node built-in, which no browser has (Vite would ship a stub that fails at run time). The client
 * build also refuses a built-in anywhere in the browser's code, workspace packages and dependencies included
 * (vite.config.ts, decision 0436); this walk names our module that imports it before anything is built.
 */
const browserEntry = join(sourceRoot, 'client/entry-client.tsx');
const serverFolder = join(sourceRoot, 'server') + sep;
const nodeBuiltins = new Set(builtinModules);

function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || nodeBuiltins.has(specifier.split('/')[0]!);
}

describe('the modules the browser loads', () => {
  const browserFiles = reachableFrom(browserEntry);
  const named = (files: string[]) => files.map((file) => relative(sourceRoot, file));

  it('are found (the walk follows lazy imports to the islands and the form scripts)', () => {
    expect(named(browserFiles)).toEqual(
      expect.arrayContaining(['client/islands/hydrate-islands.tsx', 'client/forms/public-form.ts']),
    );
  });

  it('import none of the server’s modules', () => {
    expect(named(browserFiles.filter((file) => file.startsWith(serverFolder)))).toEqual([]);
  });

  it('import no Node built-in', () => {
    const offending = browserFiles.flatMap((file) =>
      runtimeSpecifiers(file)
        .filter(isNodeBuiltin)
        .map((specifier) => `${relative(sourceRoot, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
