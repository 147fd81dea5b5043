import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) builds. Node, and so Mercurius, loads the CJS one; Vite would
    // pick the ESM one for our files, and graphql refuses types from "another module or realm". One copy only.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'test/pages/**', 'test/process/**', '**/node_modules/**'],
    // dept-api's seeded database, made once per run by the first test file that starts dept-api.
    globalSetup: ['test/server/support/seeded-database-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
