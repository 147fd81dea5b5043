// The server's production build (part of `npm run build`, docs/decisions/0402): src/server/main.ts and the
// workspace packages it imports bundled into one ES module, dist/node/main.js, which production runs. Node then
// never strips TypeScript types at start-up: the type stripper (a WebAssembly module) and the per-file source
// handling stayed resident, about 24 MB of every pod's memory. Packages from npm stay outside the bundle, loaded
// from node_modules as before, and the build fails on one that is not a production dependency (the image installs
// only those, decision 0437). No minifying: stack traces, logs and CPU profiles keep their names, and the
// source map points them back to the TypeScript.

import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

const FIRST_PARTY = '@probation/';

await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/node',
  absWorkingDir: import.meta.dirname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  minifyWhitespace: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-outside',
      setup(builder) {
        const installed = productionPackages(import.meta.dirname);
        builder.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
          if (path.startsWith(FIRST_PARTY)) return undefined;
          const name = packageName(path);
          if (isBuiltin(path) || installed.has(name)) return { external: true };
          // The image installs production dependencies only: a development one would be missing when the pod starts.
          return {
            errors: [
              {
                text: `${importer} imports ${name}, which is not a production dependency of the website or its packages`,
              },
            ],
          };
        });
      },
    },
  ],
});

/** The npm package an import names: `react` for `react/jsx-runtime`, `@fastify/vite` for `@fastify/vite/x`. */
function packageName(specifier: string): string {
  return specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');
}

/**
 * What `npm install --omit=dev -w @probation/web` installs at the top: the website's dependencies and those of the
 * workspace packages among them, to any depth.
 */
function productionPackages(appDir: string): Set<string> {
  const names = new Set<string>();
  const pending = [join(appDir, 'package.json')];
  while (pending.length > 0) {
    const manifest = JSON.parse(readFileSync(pending.pop()!, 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (names.has(name)) continue;
      names.add(name);
      if (name.startsWith(FIRST_PARTY)) {
        pending.push(join(appDir, '../../packages', name.slice(FIRST_PARTY.length), 'package.json'));
      }
    }
  }
  return names;
}
