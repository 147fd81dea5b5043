import type { TestProject } from 'vitest/node';
import { startProduct } from '../../../../scripts/lib/product.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    webPort: number;
  }
}

/** The real product for the browser tests: dept-api on a fresh database, the website's production build. */
export default async function setup(project: TestProject) {
  const product = await startProduct({
    apiEnv: { LOG_LEVEL: 'warn' },
    // Every browser test comes from 127.0.0.1: one visitor for the rate limit, so a budget for the whole run.
    webEnv: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' },
  });
  project.provide('webPort', product.webPort);
  return () => product.stop();
}
