import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDeptApi } from './support/fake-dept-api.ts';
import type { FakeDeptApi } from './support/fake-dept-api.ts';
import { eventually, sleep, startTestApp } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

/** The upstream client as a caller sees it: GraphQL answers, readiness, log lines and the calls the API got. */

const SITE_QUERY = '{ currentSite { id name(lang: th) } }';

describe('department API client', () => {
  let fake: FakeDeptApi;
  let server: TestApp | undefined;

  beforeAll(async () => {
    fake = await startFakeDeptApi();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    fake.reset();
  });
  afterAll(async () => {
    await fake.close();
  });

  describe('client-credentials token', () => {
    it('exchanges client id, secret and scope for a token and sends it as the Bearer token', async () => {
      server = await startTestApp(fake, { DEPT_API_SCOPE: '' });
      const response = await server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(200);
      expect(fake.calls.token).toBe(1);
      const bearer = fake.requests.find((request) => request.route === 'domain')?.authorization;
      expect(bearer).toMatch(/^Bearer [0-9a-f-]{36}$/);
      expect(fake.unauthorized).toBe(0);
    });

    it('makes one exchange for many concurrent first requests', async () => {
      fake.delay('token', 150);
      server = await startTestApp(fake);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          server!.graphql(SITE_QUERY, { host: index % 2 ? 'localhost' : 'chiangmai.localhost' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      expect(fake.calls.token).toBe(1);
    });

    it('reports "Error in Client Authorization" with the status when the API refuses the client', async () => {
      server = await startTestApp(fake, { DEPT_API_CLIENT_SECRET: 'wrong-secret' });
      const response = await server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(502);
      expect(response.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      const logged = server.logs.find(
        (line) =>
          line.level === 50 &&
          (line.err as { message?: string })?.message === 'Error in Client Authorization',
      );
      expect(logged?.err).toMatchObject({ type: 'ClientAuthorizationError', upstreamStatus: 401 });
      expect(logged?.reqId).toBeTruthy();
    });

    it('logs the refusal body in development only', async () => {
      server = await startTestApp(fake, { DEPT_API_CLIENT_SECRET: 'wrong-secret', NODE_ENV: 'development' });
      await server.graphql(SITE_QUERY);
      expect(server.logs.find((line) => line.msg === 'Error in Client Authorization')?.body).toMatchObject({
        statusCode: 401,
      });
      await server.close();
      server = await startTestApp(fake, { DEPT_API_CLIENT_SECRET: 'wrong-secret' });
      await server.graphql(SITE_QUERY);
      expect(server.logs.some((line) => line.msg === 'Error in Client Authorization')).toBe(false);
    });

    it('reports "Access Token Error ..." when the token call fails on the network', async () => {
      fake.dropConnections('token');
      server = await startTestApp(fake);
      const response = await server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(502);
      const logged = server.logs.find(
        (line) =>
          line.level === 50 && /^Access Token Error/.test((line.err as { message?: string })?.message ?? ''),
      );
      expect(logged?.err).toMatchObject({ type: 'AccessTokenError' });
      expect(fake.calls.token).toBe(1);
    });

    it('never retries the token POST, even on 503', async () => {
      fake.failWith('token', 503);
      server = await startTestApp(fake);
      await server.graphql(SITE_QUERY);
      expect(fake.calls.token).toBe(1);
    });

    it('renews the token ahead of its expiry (never sends an expired one)', async () => {
      fake.tokenLifetimeSeconds = 2;
      server = await startTestApp(fake);
      await server.graphql(SITE_QUERY);
      expect(fake.calls.token).toBe(1);
      // 10% of a 2 s lifetime before expiry the held token is still used, while a new one is fetched.
      await sleep(1850);
      const beforeExpiry = await server.graphql('{ currentSite { layout(lang: en) { siteName } } }');
      expect(beforeExpiry.statusCode).toBe(200);
      await eventually(() => fake.calls.token === 2);
      fake.tokenLifetimeSeconds = 82_800;
      await sleep(300);
      const afterExpiryOfFirst = await server.graphql('{ currentSite { layout(lang: th) { siteName } } }');
      expect(afterExpiryOfFirst.statusCode).toBe(200);
      expect(fake.calls.token).toBe(2);
      expect(fake.unauthorized).toBe(0);
    });

    it('on a 401 drops the token, exchanges once and sends the call again', async () => {
      server = await startTestApp(fake);
      await server.graphql(SITE_QUERY);
      fake.revokeTokens();
      const response = await server.graphql('{ currentSite { layout(lang: en) { siteName } } }');
      expect(response.statusCode).toBe(200);
      expect(fake.calls.token).toBe(2);
      expect(fake.unauthorized).toBe(1);
    });
  });

  describe('retries and timeouts', () => {
    it('retries a GET once on 503', async () => {
      fake.failWith('domain', 503, 1);
      server = await startTestApp(fake);
      const response = await server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(200);
      expect(fake.calls.domain).toBe(2);
    });

    it('retries a GET never more than once', async () => {
      fake.failWith('domain', 503);
      server = await startTestApp(fake);
      const response = await server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(502);
      expect(fake.calls.domain).toBe(2);
      const logged = server.logs.find(
        (line) => line.level === 50 && line.msg === 'GraphQL error UPSTREAM_UNAVAILABLE',
      );
      expect(logged?.err).toMatchObject({ message: 'Error Fetching Site Domains', upstreamStatus: 503 });
    });

    it.each([408, 409, 425, 429, 500, 502, 504])('retries a GET on %i', async (status) => {
      fake.failWith('details', status, 1);
      server = await startTestApp(fake);
      expect((await server.graphql(SITE_QUERY)).statusCode).toBe(200);
      expect(fake.calls.details).toBe(2);
    });

    it('does not retry a GET on 400 or 404', async () => {
      fake.failWith('layout', 400, 1);
      server = await startTestApp(fake);
      const response = await server.graphql('{ currentSite { layout(lang: th) { siteName } } }');
      expect(response.statusCode).toBe(502);
      expect(fake.calls.layout).toBe(1);
      const logged = server.logs.find(
        (line) => line.level === 50 && line.msg === 'GraphQL error UPSTREAM_UNAVAILABLE',
      );
      expect((logged?.err as { message: string }).message).toMatch(
        /^Error Fetching Layouts: \{"statusCode":400/,
      );
    });

    it('retries a GET once after a network error', async () => {
      server = await startTestApp(fake);
      await server.graphql('{ buildId }');
      fake.dropConnections('domain', 1);
      expect((await server.graphql(SITE_QUERY)).statusCode).toBe(200);
      expect(fake.calls.domain).toBe(2);
    });

    it('gives up after UPSTREAM_TIMEOUT_MS with 504, without waiting for the upstream', async () => {
      server = await startTestApp(fake, { UPSTREAM_TIMEOUT_MS: '200' });
      await server.graphql(SITE_QUERY);
      fake.delay('layout', 3000);
      const startedAt = Date.now();
      const response = await server.graphql('{ currentSite { layout(lang: th) { siteName } } }');
      expect(Date.now() - startedAt).toBeLessThan(1500);
      expect(response.statusCode).toBe(504);
      expect(response.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(fake.calls.layout).toBe(1);
    });

    it('reports "Error Fetching Site" with the upstream status when the details lookup fails', async () => {
      fake.answerIdsFor('localhost', ['64b0000000000000000000ff']);
      server = await startTestApp(fake);
      const response = await server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(502);
      const logged = server.logs.find(
        (line) => line.level === 50 && line.msg === 'GraphQL error UPSTREAM_UNAVAILABLE',
      );
      expect(logged?.err).toMatchObject({ message: 'Error Fetching Site', upstreamStatus: 404 });
    });
  });
});
