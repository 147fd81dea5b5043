import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { CLIENT_SECRET, startFakeDeptApi, type FakeDeptApi } from '../../server/support/fake-dept-api.ts';

/** The whole website (pages included, production build) in front of the fake department API. */
export async function startPageApp(
  fake: FakeDeptApi,
  env: Record<string, string> = {},
  logStream?: Writable,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEPT_API_URL: fake.url,
    DEPT_API_CLIENT_SECRET: CLIENT_SECRET,
    UPSTREAM_TIMEOUT_MS: '2000',
    ...env,
  });
  const app = await buildApp(config, {
    upstreamRetryDelayMs: 5,
    buildId: 'test-build',
    ...(logStream ? { logStream } : {}),
  });
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
  return suiteOf(
    () => fake,
    () => app,
  );
}

function suiteOf(fake: () => FakeDeptApi, app: () => FastifyInstance): PageSuite {
  return {
    get fake() {
      return fake();
    },
    get app() {
      return app();
    },
    get: (url, host = 'localhost:3000') =>
      app().inject({ method: 'GET', url, headers: { host, accept: 'text/html' } }),
  };
}

/**
 * One website logging everything (debug) into `lines`, for the tests that nothing a visitor sends is logged; its
 * strict rate limit high enough for a whole suite's forms.
 */
export function useLoggingPageApp(): { suite: PageSuite; lines: string[] } {
  const lines: string[] = [];
  let fake: FakeDeptApi;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await startFakeDeptApi();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await startPageApp(fake, { LOG_LEVEL: 'debug', RATE_LIMIT_STRICT_MAX: '200' }, logStream);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  return {
    lines,
    suite: suiteOf(
      () => fake,
      () => app,
    ),
  };
}
