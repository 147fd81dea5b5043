import { resolve } from 'node:path';

/**
 * The website's folder (apps/web), from which the server finds its build (dist/) and its GraphQL schema. This
 * file and the built server (dist/node/main.js, build-server.ts) sit two folders below it, so the one expression
 * holds whether the server runs from its TypeScript sources or from the build.
 */
export const webRoot = resolve(import.meta.dirname, '../..');
