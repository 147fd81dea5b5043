// The server's production build (part of `npm run build`, docs/decisions/0402): src/server/main.ts and the
// workspace packages it imports bundled into one ES module, dist/node/main.js, which production runs. Node then
// never strips TypeScript types at start-up: the type stripper (a WebAssembly module) and the per-file source
// handling stayed resident, about 24 MB of every pod's memory. Packages from npm stay outside the bundle, loaded
// from node_modules as before. No minifying: stack traces, logs and CPU profiles keep their names, and the
// source map points them back to the TypeScript.
//
// main.js itself only imports two files in turn: v8-flags.js, then start.js (the bundle). An ES module's imports
// are evaluated in order, each with all it imports, before the module's body; in one bundle the imports of every
// package would come first. So the V8 flags hold before any package's code runs (src/server/main.ts, v8-flags.ts).

import { build } from 'esbuild';

const FIRST_PARTY = '@probation/';

/** The files main.ts imports, in src/server, each built as a file of its own beside main.js. */
const ENTRY_IMPORTS = ['v8-flags', 'start'];

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    ...Object.fromEntries(ENTRY_IMPORTS.map((name) => [name, `src/server/${name}.ts`])),
  },
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
      name: 'entry-imports-and-npm-packages-outside',
      setup(builder) {
        builder.onResolve({ filter: /^\.\/[\w-]+\.ts$/ }, ({ path, importer }) => {
          const name = path.slice('./'.length, -'.ts'.length);
          return importer.endsWith('/src/server/main.ts') && ENTRY_IMPORTS.includes(name)
            ? { path: `./${name}.js`, external: true }
            : undefined;
        });
        builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith(FIRST_PARTY) ? undefined : { external: true },
        );
      },
    },
  ],
});
