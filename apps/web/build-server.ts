// The server's production build (part of `npm run build`, docs/decisions/0402): src/server/main.ts and the
// workspace packages it imports bundled into one ES module, dist/node/main.js, which production runs. Node then
// never strips TypeScript types at start-up: the type stripper (a WebAssembly module) and the per-file source
// handling stayed resident, about 24 MB of every pod's memory. Packages from npm stay outside the bundle, loaded
// from node_modules as before. No minifying: stack traces, logs and CPU profiles keep their names, and the
// source map points them back to the TypeScript.

import { build } from 'esbuild';

const FIRST_PARTY = '@probation/';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/node/main.js',
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
        builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith(FIRST_PARTY) ? undefined : { external: true },
        );
      },
    },
  ],
});
