import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { startDeptApiUnderTest, type DeptApiUnderTest } from '../../server/support/dept-api-under-test.ts';
import type { Upstream } from '../../server/support/test-app.ts';

/** The whole website (pages included, production build) in front of the department API. */
export async function startPageApp(
  upstream: Upstream,
  env: Record<string, string> = {},
  logStream?: Writable,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEPT_API_URL: upstream.url,
    DEPT_API_CLIENT_SECRET: upstream.clientSecret,
    UPSTREAM_TIMEOUT_MS: '2000',
    // Every suite answers its questions in words from one address; a suite that tests the limit sets its own.
    CAPTCHA_WORD_ANSWERS_PER_HOUR: '100000',
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
  /** The department API under test (its switches are reset and its call counters start at zero for each test). */
  readonly deptApi: DeptApiUnderTest;
  /** The website itself (its page cache, or to listen on a port). */
  readonly app: FastifyInstance;
  /** GET a page as a browser would (Accept: text/html) on a host. */
  get(url: string, host?: string): Promise<LightMyRequestResponse>;
}

/** What the page helpers need of a suite: the website, and a GET as a browser would. */
export type PageClient = Pick<PageSuite, 'app' | 'get'>;

/** One website and one department API under test for the whole suite, closed after it (`env`: its settings). */
export function usePageApp(env: Record<string, string> = {}): PageSuite {
  let deptApi: DeptApiUnderTest;
  let app: FastifyInstance;
  beforeAll(async () => {
    deptApi = await startDeptApiUnderTest();
    app = await startPageApp(deptApi, env);
  });
  afterAll(async () => {
    await app?.close();
    await deptApi?.close();
  });
  beforeEach(() => deptApi.reset());
  return suiteOf(
    () => deptApi,
    () => app,
  );
}

function suiteOf(deptApi: () => DeptApiUnderTest, app: () => FastifyInstance): PageSuite {
  return {
    get deptApi() {
      return deptApi();
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
  let deptApi: DeptApiUnderTest;
  let app: FastifyInstance;
  beforeAll(async () => {
    deptApi = await startDeptApiUnderTest();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await startPageApp(deptApi, { LOG_LEVEL: 'debug', RATE_LIMIT_STRICT_MAX: '200' }, logStream);
  });
  afterAll(async () => {
    await app?.close();
    await deptApi?.close();
  });
  return {
    lines,
    suite: suiteOf(
      () => deptApi,
      () => app,
    ),
  };
}
