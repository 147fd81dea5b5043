import type { TestProject } from 'vitest/node';
import { startProduct } from './servers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    webPort: number;
  }
}

export default async function setup(project: TestProject) {
  const product = await startProduct();
  project.provide('webPort', product.webPort);
  return () => product.stop();
}
