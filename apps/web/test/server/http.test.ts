import { describe, expect, it } from 'vitest';
import { ensureSiteCookie, resolveSite, setSiteCookie } from '../../src/server/site/index.ts';
import { eventually, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

describe('HTTP surface of the server core', () => {
  const api = useDeptApiUnderTest();

  const get = (url: string, headers: Record<string, string> = {}) =>
    api.server!.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  describe('probes', () => {
    it('/healthz answers 200 without calling the upstream', async () => {
      api.deptApi.failWith('token', 503);
      api.server = await startTestApp(api.deptApi);
      const calls = api.deptApi.calls.token;
      const response = await get('/healthz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(api.deptApi.calls.token).toBe(calls);
    });

    it('/readyz answers 200 once a token is held', async () => {
      api.server = await startTestApp(api.deptApi);
      await eventually(async () => (await get('/readyz')).statusCode === 200);
      expect((await get('/readyz')).json()).toEqual({ status: 'ready' });
    });

    it('/readyz answers 503 while no token can be had, and turns ready when the upstream recovers', async () => {
      api.deptApi.failWith('token', 503);
      api.server = await startTestApp(api.deptApi);
      const notReady = await get('/readyz');
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 'no-upstream-token' });
      await api.deptApi.reset();
      await eventually(async () => (await get('/readyz')).statusCode === 200);
    });

    it('while shutting down: /readyz 503, requests in flight finish, late ones are answered with Connection: close', async () => {
      api.server = await startTestApp(api.deptApi);
      await eventually(async () => (await get('/readyz')).statusCode === 200);
      api.deptApi.delay('layout', 400);
      const inFlight = api.server.graphql('{ currentSite { layout(lang: th) { siteName } } }');
      await eventually(() => api.deptApi.calls.layout === 1);
      const closing = api.server.app.lifecycle.beginShutdown();
      const readiness = await get('/readyz');
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toEqual({ status: 'shutting-down' });
      const late = await api.server.graphql('{ buildId }');
      expect(late.statusCode).toBe(200);
      expect(late.json()).toEqual({ data: { buildId: expect.any(String) } });
      expect(late.headers.connection).toBe('close');
      expect((await inFlight).statusCode).toBe(200);
      await closing;
      api.server = undefined;
    });
  });

  describe('media', () => {
    it('proxies a media file with its type, length and a long public cache lifetime', async () => {
      api.server = await startTestApp(api.deptApi);
      const response = await get('/media/logos/dept.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
      expect(response.body).toContain('<svg');
      expect(api.deptApi.requests.find((request) => request.route === 'media')?.authorization).toMatch(
        /^Bearer /,
      );
    });

    it('answers 404 for a file the API does not have, a path that climbs out of /media or is too long', async () => {
      api.server = await startTestApp(api.deptApi);
      expect((await get('/media/logos/none.svg')).statusCode).toBe(404);
      expect((await get('/media/..%2f..%2fsite%2fview%2f1')).statusCode).toBe(404);
      // Over the contract's 512 characters: no such file (dept-api would refuse it with 400), not an outage.
      expect((await get(`/media/logos/${'a'.repeat(520)}.svg`)).statusCode).toBe(404);
      expect(api.deptApi.calls.media).toBe(1);
    });

    it('answers a path with a NUL 404 (decision 0603), without asking the API', async () => {
      api.server = await startTestApp(api.deptApi);
      const response = await get('/media/logos/dept.svg%00.png');
      expect(response.statusCode).toBe(404);
      expect(api.deptApi.calls.media).toBe(0);
    });

    it.each([400, 405, 414, 422])(
      'answers the API’s %i for a file it refuses as the same status, not as an outage',
      async (status) => {
        api.deptApi.failWith('media', status);
        api.server = await startTestApp(api.deptApi);
        const response = await get('/media/logos/dept.svg');
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({
          statusCode: status,
          code: 'BAD_REQUEST',
          message: 'Bad request.',
        });
        expect(api.deptApi.calls.media).toBe(1);
      },
    );

    it.each([401, 403, 429])(
      'answers 502 when the API refuses the website itself (%i): not the visitor’s request',
      async (status) => {
        api.deptApi.failWith('media', status);
        api.server = await startTestApp(api.deptApi);
        expect((await get('/media/logos/dept.svg')).statusCode).toBe(502);
      },
    );

    it('answers 502 without upstream details when the API fails', async () => {
      api.deptApi.failWith('media', 500);
      api.server = await startTestApp(api.deptApi);
      const response = await get('/media/logos/dept.svg');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        statusCode: 502,
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again later.',
      });
      expect(api.deptApi.calls.media).toBe(2);
    });
  });

  describe('headers, request ids and logs', () => {
    it('sets the security headers on every answer', async () => {
      api.server = await startTestApp(api.deptApi);
      for (const response of [
        await get('/healthz'),
        await get('/media/logos/dept.svg'),
        await api.server.graphql('{ buildId }'),
      ]) {
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("frame-ancestors 'none'");
        // Video players may be framed from exactly these two origins; hosted videos play from this site.
        expect(csp).toMatch(
          /(^|; )frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/www\.facebook\.com(;|$)/,
        );
        expect(csp).toContain("media-src 'self'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
    });

    it('reuses a sane incoming X-Request-Id and replaces a bad one', async () => {
      api.server = await startTestApp(api.deptApi);
      expect((await get('/healthz', { 'x-request-id': 'lb-1234abcd' })).headers['x-request-id']).toBe(
        'lb-1234abcd',
      );
      const replaced = (await get('/healthz', { 'x-request-id': 'bad id <script>' })).headers['x-request-id'];
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('logs a request with neither its Authorization nor its Cookie header, nor a Set-Cookie', async () => {
      api.server = await startTestApp(api.deptApi);
      await api.server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          host: 'localhost',
          origin: 'http://localhost:3000',
          'content-type': 'application/json',
          authorization: 'Bearer member-token-secret',
          cookie: 'members_access_token=member-token-secret; SiteID=1',
          'x-request-id': 'redaction-test-1',
        },
        payload: JSON.stringify({ query: '{ currentSite { id } }' }),
      });
      const lines = api.server.logs.filter((line) => line.reqId === 'redaction-test-1');
      expect(lines.length).toBeGreaterThan(0);
      const incoming = lines.find((line) => line.msg === 'incoming request') as unknown as {
        req: { headers: Record<string, string> };
      };
      expect(incoming.req.headers.authorization).toBe('[redacted]');
      expect(incoming.req.headers.cookie).toBe('[redacted]');
      const everything = JSON.stringify(api.server.logs);
      expect(everything).not.toContain('member-token-secret');
      expect(everything).not.toContain('test-secret');
      const tokenIssued = api.deptApi.requests
        .find((request) => request.route === 'domain')
        ?.authorization?.slice(7);
      expect(everything).not.toContain(tokenIssued);
    });
  });

  describe('SiteID cookie', () => {
    it('is set with max age 86400, SameSite None, Secure and path /; the host decides the site, not the cookie', async () => {
      api.server = await startTestApp(
        api.deptApi,
        {},
        {
          beforeReady: (app) => {
            app.get('/site-probe', async (request, reply) => {
              const site = await resolveSite(request);
              setSiteCookie(reply, site.id);
              return site;
            });
            app.get('/site-probe-once', async (request, reply) => {
              const site = await resolveSite(request);
              ensureSiteCookie(request, reply, site.id);
              return site;
            });
          },
        },
      );
      const response = await get('/site-probe', { cookie: 'SiteID=64b000000000000000000002' });
      expect(response.json()).toEqual({ id: '64b000000000000000000001', domain: 'localhost' });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toContain('SiteID=64b000000000000000000001');
      expect(cookie).toContain('Max-Age=86400');
      expect(cookie).toContain('SameSite=None');
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/');
      const already = await get('/site-probe-once', { cookie: 'SiteID=64b000000000000000000001' });
      expect(already.headers['set-cookie']).toBeUndefined();
      const other = await get('/site-probe-once', { cookie: 'SiteID=64b000000000000000000002' });
      expect(String(other.headers['set-cookie'])).toContain('SiteID=64b000000000000000000001');
    });

    it('answers an unknown host with 404 SITE_NOT_FOUND on non-GraphQL routes too', async () => {
      api.server = await startTestApp(
        api.deptApi,
        {},
        {
          beforeReady: (app) => app.get('/site-probe', async (request) => resolveSite(request)),
        },
      );
      const response = await get('/site-probe', { host: 'nowhere.example' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'SITE_NOT_FOUND' });
    });
  });
});
