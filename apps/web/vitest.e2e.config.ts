import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * Tests that need the website's production build: the pages through app.inject, the server as a real process
 * (graceful shutdown), and the browser tests (the real product, dept-api + the website, in Debian's
 * Chromium). Module resolution is the unit tests' own.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ['test/pages/**/*.test.ts', 'test/process/**/*.test.ts', 'test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
