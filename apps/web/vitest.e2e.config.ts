import { defineConfig } from 'vitest/config';

/** Browser tests: the real product (dept-api + the website's production build) in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
