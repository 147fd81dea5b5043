import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * Tests that need the website's production build, in two projects run one file at a time:
 * - `pages`: the pages through app.inject (in front of the real dept-api behind its fault proxy,
 *   test/server/support/dept-api-under-test.ts) and the server as a real process
 *   (graceful shutdown, drills);
 * - `browser`: the real product (dept-api + the website, started once by the global setup) in Debian's Chromium.
 * A run that names only page files (`npx vitest run --config vitest.e2e.config.ts test/pages/x.test.ts`) queues no
 * browser test, so the product is not started for it. Module resolution is the unit tests' own.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'pages',
          include: ['test/pages/**/*.test.ts', 'test/process/**/*.test.ts'],
          globalSetup: ['test/server/support/seeded-database-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
