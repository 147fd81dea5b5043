import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { CLIENT_SECRET, startFakeDeptApi, type FakeDeptApi } from '../../server/support/fake-dept-api.ts';

/** The whole website (pages included, production build) in front of the fake department API. */
export async function startPageApp(
  fake: FakeDeptApi,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEPT_API_URL: fake.url,
    DEPT_API_CLIENT_SECRET: CLIENT_SECRET,
    UPSTREAM_TIMEOUT_MS: '2000',
    ...env,
  });
  const app = await buildApp(config, { upstreamRetryDelayMs: 5, buildId: 'test-build' });
  await app.ready();
  return app;
}

export interface PageSuite {
  /** The fake department API (its call counters start at zero for each test). */
  readonly fake: FakeDeptApi;
  /** The website itself (its page cache, or to listen on a port). */
  readonly app: FastifyInstance;
  /** GET a page as a browser would (Accept: text/html) on a host. */
  get(url: string, host?: string): Promise<LightMyRequestResponse>;
}

/** One website and one fake department API for the whole suite, closed after it (`env`: its settings). */
export function usePageApp(env: Record<string, string> = {}): PageSuite {
  let fake: FakeDeptApi;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await startFakeDeptApi();
    app = await startPageApp(fake, env);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => {
    for (const route of Object.keys(fake.calls) as (keyof FakeDeptApi['calls'])[]) fake.calls[route] = 0;
  });
  return {
    get fake() {
      return fake;
    },
    get app() {
      return app;
    },
    get: (url, host = 'localhost:3000') =>
      app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } }),
  };
}
