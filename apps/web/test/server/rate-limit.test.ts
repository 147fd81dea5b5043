import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventually, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** Rate limits per visitor: 429 + Retry-After in each caller's terms, probes exempt, never a 500. */

/** Longer than the general limit's batches (250 ms, decision 0423): the hits before it have reached the store. */
const FLUSHED_MS = 400;

const SITE = '{ currentSite { id } }';
const REPORT = (alias: string) =>
  `${alias}: reportBrokenFile(input: {documentId: "doc-001", fileUrl: "", lang: th}) { success error }`;

describe('rate limits', () => {
  const api = useDeptApiUnderTest();

  const addEchoRoutes = (app: FastifyInstance) => {
    app.get('/echo-ip', async (request) => ({ ip: request.ip }));
    app.post('/a-form', { config: { strictRateLimit: true } }, async () => ({ ok: true }));
  };

  it('answers 429 with Retry-After past RATE_LIMIT_MAX, as JSON, as a GraphQL error, and never on the probes', async () => {
    api.server = await startTestApp(api.deptApi, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '120' });
    for (let index = 0; index < 3; index += 1) {
      expect((await api.server.graphql(SITE)).statusCode).toBe(200);
    }
    const graphql = await api.server.graphql(SITE);
    expect(graphql.statusCode).toBe(429);
    const retryAfter = Number(graphql.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(100);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(graphql.headers['cache-control']).toBe('no-store');
    expect(graphql.json()).toEqual({
      data: null,
      errors: [
        {
          message: 'Too many requests. Please try again later.',
          extensions: { code: 'RATE_LIMITED', retryAfter },
        },
      ],
    });
    // The same security headers as every answer.
    expect(graphql.headers['x-content-type-options']).toBe('nosniff');

    const media = await api.server.app.inject({ url: '/media/logo.png' });
    expect(media.statusCode).toBe(429);
    expect(media.headers['retry-after']).toBeDefined();
    expect(media.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });

    for (const probe of ['/healthz', '/readyz', '/healthz?x=1']) {
      expect((await api.server.app.inject({ url: probe })).statusCode).not.toBe(429);
    }
    // A forged X-Forwarded-For is another header, not another visitor (TRUST_PROXY is off).
    const forged = await api.server.graphql(SITE, { headers: { 'x-forwarded-for': '198.51.100.77' } });
    expect(forged.statusCode).toBe(429);
  });

  it('counts every aliased mutation of a request against the strict limit', async () => {
    api.server = await startTestApp(api.deptApi, { RATE_LIMIT_STRICT_MAX: '4' });
    const fiveAliases = await api.server.graphql(
      `mutation { ${['a', 'b', 'c', 'd', 'e'].map(REPORT).join(' ')} }`,
    );
    expect(fiveAliases.statusCode).toBe(429);
    expect(fiveAliases.json().errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(fiveAliases.headers['retry-after'])).toBeGreaterThan(0);
    // Queries are not mutations: they pass.
    expect((await api.server.graphql(SITE)).statusCode).toBe(200);
  });

  it('lets four single mutations through and refuses the fifth; aliases inside a fragment count too', async () => {
    api.server = await startTestApp(api.deptApi, { RATE_LIMIT_STRICT_MAX: '4' });
    for (let index = 0; index < 3; index += 1) {
      const response = await api.server.graphql(`mutation { ${REPORT('r')} }`);
      expect(response.statusCode).toBe(200);
    }
    const viaFragment = await api.server.graphql(
      `mutation M { ...F } fragment F on Mutation { ${REPORT('x')} ${REPORT('y')} }`,
    );
    expect(viaFragment.statusCode).toBe(429);
  });

  it('applies the strict limit to a route that opts in with config.strictRateLimit', async () => {
    api.server = await startTestApp(
      api.deptApi,
      { RATE_LIMIT_STRICT_MAX: '2' },
      { beforeReady: addEchoRoutes },
    );
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await api.server.app.inject({ method: 'POST', url: '/a-form' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await api.server.app.inject({ url: '/echo-ip' })).statusCode).toBe(200);
  });

  it('keeps limiting in this pod when Redis is down: no 500, and one log line, not one per request', async () => {
    api.server = await startTestApp(
      api.deptApi,
      { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: '2' },
      { beforeReady: addEchoRoutes },
    );
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await api.server.app.inject({ url: '/echo-ip' })).statusCode);
      await sleep(FLUSHED_MS); // each batch is tried against the store, and fails
    }
    // Nothing shared is counted, but this pod's own count still holds the visitor to the limit.
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    const warnings = api.server.logs.filter((line) => line.msg?.startsWith('rate limits are not counted'));
    expect(warnings).toHaveLength(1);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('counts across pods that share Redis', async () => {
    const shared = { store: 'redis' as const, redisKeyPrefix: `probation-web-test:${randomUUID()}:` };
    const env = { RATE_LIMIT_MAX: '3' };
    api.server = await startTestApp(api.deptApi, env, shared);
    const second = await startTestApp(api.deptApi, env, shared);
    try {
      for (const pod of [api.server, second]) {
        const store = pod.app.upstreamCache.store;
        await eventually(() =>
          store.increment('connected', 1000).then(
            () => true,
            () => false,
          ),
        );
      }
      // Each pod adds its hits to the shared count in batches and reads the total back: a pod sees the other's
      // hits once its own next batch is sent. The first pod's third request is the visitor's fifth: refused,
      // though that pod alone saw only three.
      const statuses = [];
      for (const pod of [api.server, second, api.server, second, api.server]) {
        statuses.push((await pod.graphql(SITE)).statusCode);
        await sleep(FLUSHED_MS);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await second.close();
    }
  });

  it('keeps the rate limits off with RATE_LIMIT=false', async () => {
    api.server = await startTestApp(api.deptApi, { RATE_LIMIT: 'false', RATE_LIMIT_MAX: '1' });
    expect((await api.server.graphql(SITE)).statusCode).toBe(200);
    expect((await api.server.graphql(SITE)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY and the client address', () => {
  const api = useDeptApiUnderTest();
  const echo = (app: FastifyInstance) => {
    app.get('/echo-ip', async (request) => ({
      ip: request.ip,
      protocol: request.protocol,
      host: request.host,
    }));
  };
  const ask = (headers: Record<string, string>, remoteAddress = '10.1.2.3') =>
    api.server!.app.inject({ url: '/echo-ip', headers: { host: 'pod:3000', ...headers }, remoteAddress });

  it('ignores X-Forwarded-* from any peer when TRUST_PROXY is unset', async () => {
    api.server = await startTestApp(api.deptApi, {}, { beforeReady: echo });
    const response = await ask({ 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' });
    expect(response.json()).toEqual({ ip: '10.1.2.3', protocol: 'http', host: 'pod:3000' });
  });

  it('with a hop count of 1 takes the last hop (the one the ingress added), not the first a client wrote', async () => {
    api.server = await startTestApp(api.deptApi, { TRUST_PROXY: '1' }, { beforeReady: echo });
    const response = await ask({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-forwarded-proto': 'https' });
    expect(response.json()).toMatchObject({ ip: '203.0.113.7', protocol: 'https' });
  });

  it('with a list of proxy addresses believes only those peers', async () => {
    api.server = await startTestApp(
      api.deptApi,
      { TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' },
      { beforeReady: echo },
    );
    expect((await ask({ 'x-forwarded-for': '203.0.113.7' })).json().ip).toBe('203.0.113.7');
    const outsider = await ask({ 'x-forwarded-for': '203.0.113.7' }, '198.51.100.50');
    expect(outsider.json().ip).toBe('198.51.100.50');
  });

  it('counts a visitor behind the trusted ingress by its own address', async () => {
    api.server = await startTestApp(
      api.deptApi,
      { TRUST_PROXY: '1', RATE_LIMIT_MAX: '1' },
      { beforeReady: echo },
    );
    expect((await ask({ 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(200);
    expect((await ask({ 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429);
    expect((await ask({ 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
  });
});
