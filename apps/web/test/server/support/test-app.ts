import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { startDeptApiUnderTest, type DeptApiUnderTest } from './dept-api-under-test.ts';

export type StoreKind = 'memory' | 'redis';

/** The cache stores the cache tests run against: memory always, Redis when TEST_REDIS_URL is set (CI). */
export const STORE_KINDS: StoreKind[] = process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  siteId?: string;
  [key: string]: unknown;
}

export interface TestApp {
  app: FastifyInstance;
  logs: LogLine[];
  /** POST /graphql with a JSON body, as a browser's urql would. */
  graphql(
    query: string,
    options?: { host?: string; variables?: Record<string, unknown>; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** What the website is configured with: the department API's URL and the gateway's secret there. */
export type Upstream = Pick<DeptApiUnderTest, 'url' | 'clientSecret'>;

export async function startTestApp(
  upstream: Upstream,
  env: Record<string, string> = {},
  options: { store?: StoreKind; redisKeyPrefix?: string; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const store = options.store ?? 'memory';
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    DEPT_API_URL: upstream.url,
    DEPT_API_CLIENT_SECRET: upstream.clientSecret,
    UPSTREAM_TIMEOUT_MS: '2000',
    ...(store === 'redis' ? { REDIS_URL: process.env.TEST_REDIS_URL ?? '' } : {}),
    ...env,
  });
  const logs: LogLine[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const app = await buildApp(config, {
    pages: false,
    logStream,
    redisKeyPrefix: options.redisKeyPrefix ?? `probation-web-test:${randomUUID()}:`,
    upstreamRetryDelayMs: 10,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    logs,
    graphql(query, requestOptions = {}) {
      return app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          host: requestOptions.host ?? 'localhost:3000',
          'content-type': 'application/json',
          ...requestOptions.headers,
        },
        payload: JSON.stringify({ query, variables: requestOptions.variables }),
      });
    },
    close: () => app.close(),
  };
}

export interface DeptApiHarness {
  /** The department API under test (dept-api-under-test.ts), started once for the enclosing describe block. */
  readonly deptApi: DeptApiUnderTest;
  /** The test's app: set it with startTestApp(api.deptApi, …); it is closed after each test. */
  server: TestApp | undefined;
}

/**
 * Registers the hooks of a describe block that runs test apps against the real dept-api behind its fault proxy:
 * both start before the block's tests; after each test the app in `server` is closed and the proxy's switches and
 * counters are reset (dept-api's data stays: tests add what they need and find what they look for); both are
 * closed after the block.
 */
export function useDeptApiUnderTest(): DeptApiHarness {
  let deptApi: DeptApiUnderTest | undefined;
  const harness: DeptApiHarness = {
    get deptApi() {
      if (!deptApi)
        throw new Error('the department API is only there inside the tests of its describe block');
      return deptApi;
    },
    server: undefined,
  };
  beforeAll(async () => {
    deptApi = await startDeptApiUnderTest();
  });
  afterEach(async () => {
    await harness.server?.close();
    harness.server = undefined;
    await deptApi?.reset();
  });
  afterAll(async () => {
    await deptApi?.close();
  });
  return harness;
}

/** Waits until `check` holds (polling), failing after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
