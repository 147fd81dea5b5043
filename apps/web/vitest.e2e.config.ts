import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * Tests that need the website's production build, in three projects, one after the other:
 * - `pages`: the pages through app.inject (in front of the real dept-api behind its fault proxy,
 *   test/server/support/dept-api-under-test.ts), two files at a time, each with its own website and dept-api;
 * - `browser`: the real product (dept-api + the website, started once by the global setup) in Debian's Chromium,
 *   one file at a time (its files share that product: its rate limits, its mail);
 * - `process`: the server as a real process (graceful shutdown, what it loads, the drills under load), one file at
 *   a time, alone on the machine.
 * A run that names only page files (`npx vitest run --config vitest.e2e.config.ts test/pages/x.test.ts`) queues no
 * browser test, so the product is not started for it. Module resolution is the unit tests' own.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pages',
          include: ['test/pages/**/*.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          globalSetup: ['test/server/support/seeded-database-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          fileParallelism: false,
          // The read-only crawls (axe, layout stability, first-load JavaScript) run their pages three at a time
          // (describe.concurrent): each page mostly waits (network idle, the 500 ms a layout shift is watched).
          maxConcurrency: 3,
          sequence: { groupOrder: 1 },
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['test/process/**/*.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          globalSetup: ['test/server/support/seeded-database-setup.ts'],
        },
      },
    ],
  },
});
