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
    webEnv: { LOG_LEVEL: 'warn' },
  });
  project.provide('webPort', product.webPort);
  return () => product.stop();
}
