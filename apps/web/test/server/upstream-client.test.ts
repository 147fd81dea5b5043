import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FormData } from 'undici';
import { SiteFetchError, UpstreamRefusedInputError } from '../../src/server/errors.ts';
import { DEMO_ITEMS } from './support/demo-items.ts';
import { DEMO_SITE_IDS, tables } from './support/demo-seed.ts';
import { eventually, sleep, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** The upstream client as a caller sees it: GraphQL answers, readiness, log lines and the calls the API got. */

const SITE_QUERY = '{ currentSite { id name(lang: th) } }';

describe('department API client', () => {
  const api = useDeptApiUnderTest();

  describe('client-credentials token', () => {
    it('exchanges client id, secret and scope for a token and sends it as the Bearer token', async () => {
      api.server = await startTestApp(api.deptApi, { DEPT_API_SCOPE: '' });
      const response = await api.server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(200);
      expect(api.deptApi.calls.token).toBe(1);
      const bearer = api.deptApi.requests.find((request) => request.route === 'domain')?.authorization;
      // The token dept-api issued to the gateway (it keeps only its hash).
      const hash = createHash('sha256')
        .update(bearer!.replace(/^Bearer /, ''))
        .digest('hex');
      const [issued] = await api.deptApi.database.db
        .select()
        .from(tables.accessTokens)
        .where(eq(tables.accessTokens.tokenHash, hash));
      expect(issued?.clientId).toBe('web-gateway');
      expect(api.deptApi.unauthorized).toBe(0);
    });

    it('makes one exchange for many concurrent first requests', async () => {
      api.deptApi.delay('token', 150);
      api.server = await startTestApp(api.deptApi);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          api.server!.graphql(SITE_QUERY, { host: index % 2 ? 'localhost' : 'chiangmai.localhost' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      expect(api.deptApi.calls.token).toBe(1);
    });

    it('reports "Error in Client Authorization" with the status when the API refuses the client', async () => {
      api.server = await startTestApp(api.deptApi, { DEPT_API_CLIENT_SECRET: 'wrong-secret' });
      const response = await api.server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(502);
      expect(response.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      const logged = api.server.logs.find(
        (line) =>
          line.level === 50 &&
          (line.err as { message?: string })?.message === 'Error in Client Authorization',
      );
      expect(logged?.err).toMatchObject({ type: 'ClientAuthorizationError', upstreamStatus: 401 });
      expect(logged?.reqId).toBeTruthy();
    });

    it('logs the refusal body in development only', async () => {
      api.server = await startTestApp(api.deptApi, {
        DEPT_API_CLIENT_SECRET: 'wrong-secret',
        NODE_ENV: 'development',
      });
      await api.server.graphql(SITE_QUERY);
      expect(
        api.server.logs.find((line) => line.msg === 'Error in Client Authorization')?.body,
      ).toMatchObject({
        statusCode: 401,
      });
      await api.server.close();
      api.server = await startTestApp(api.deptApi, { DEPT_API_CLIENT_SECRET: 'wrong-secret' });
      await api.server.graphql(SITE_QUERY);
      expect(api.server.logs.some((line) => line.msg === 'Error in Client Authorization')).toBe(false);
    });

    it('reports "Access Token Error ..." when the token call fails on the network', async () => {
      api.deptApi.dropConnections('token');
      api.server = await startTestApp(api.deptApi);
      const response = await api.server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(502);
      const logged = api.server.logs.find(
        (line) =>
          line.level === 50 && /^Access Token Error/.test((line.err as { message?: string })?.message ?? ''),
      );
      expect(logged?.err).toMatchObject({ type: 'AccessTokenError' });
      expect(api.deptApi.calls.token).toBe(1);
    });

    it('never retries the token POST, even on 503', async () => {
      api.deptApi.failWith('token', 503);
      api.server = await startTestApp(api.deptApi);
      await api.server.graphql(SITE_QUERY);
      expect(api.deptApi.calls.token).toBe(1);
    });

    it('renews the token ahead of its expiry (never sends an expired one)', async () => {
      api.deptApi.tokenLifetimeSeconds = 2;
      api.server = await startTestApp(api.deptApi);
      await api.server.graphql(SITE_QUERY);
      expect(api.deptApi.calls.token).toBe(1);
      // 10% of a 2 s lifetime before expiry the held token is still used, while a new one is fetched.
      await sleep(1850);
      const beforeExpiry = await api.server.graphql('{ currentSite { layout(lang: en) { siteName } } }');
      expect(beforeExpiry.statusCode).toBe(200);
      await eventually(() => api.deptApi.calls.token === 2);
      api.deptApi.tokenLifetimeSeconds = 82_800;
      await sleep(300);
      const afterExpiryOfFirst = await api.server.graphql(
        '{ currentSite { layout(lang: th) { siteName } } }',
      );
      expect(afterExpiryOfFirst.statusCode).toBe(200);
      expect(api.deptApi.calls.token).toBe(2);
      expect(api.deptApi.unauthorized).toBe(0);
    });

    it('on a 401 drops the token, exchanges once and sends the call again', async () => {
      api.server = await startTestApp(api.deptApi);
      await api.server.graphql(SITE_QUERY);
      api.deptApi.revokeTokens();
      const response = await api.server.graphql('{ currentSite { layout(lang: en) { siteName } } }');
      expect(response.statusCode).toBe(200);
      expect(api.deptApi.calls.token).toBe(2);
      expect(api.deptApi.unauthorized).toBe(1);
    });
  });

  describe('retries and timeouts', () => {
    it('retries a GET once on 503', async () => {
      api.deptApi.failWith('domain', 503, 1);
      api.server = await startTestApp(api.deptApi);
      const response = await api.server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(200);
      expect(api.deptApi.calls.domain).toBe(2);
    });

    it('retries a GET never more than once', async () => {
      api.deptApi.failWith('domain', 503);
      api.server = await startTestApp(api.deptApi);
      const response = await api.server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(502);
      expect(api.deptApi.calls.domain).toBe(2);
      const logged = api.server.logs.find(
        (line) => line.level === 50 && line.msg === 'GraphQL error UPSTREAM_UNAVAILABLE',
      );
      expect(logged?.err).toMatchObject({ message: 'Error Fetching Site Domains', upstreamStatus: 503 });
    });

    it.each([408, 409, 425, 429, 500, 502, 504])('retries a GET on %i', async (status) => {
      api.deptApi.failWith('details', status, 1);
      api.server = await startTestApp(api.deptApi);
      expect((await api.server.graphql(SITE_QUERY)).statusCode).toBe(200);
      expect(api.deptApi.calls.details).toBe(2);
    });

    it('does not retry a GET on 400 or 404', async () => {
      api.deptApi.failWith('layout', 400, 1);
      api.server = await startTestApp(api.deptApi);
      const response = await api.server.graphql('{ currentSite { layout(lang: th) { siteName } } }');
      expect(response.statusCode).toBe(502);
      expect(api.deptApi.calls.layout).toBe(1);
      const logged = api.server.logs.find(
        (line) => line.level === 50 && line.msg === 'GraphQL error UPSTREAM_UNAVAILABLE',
      );
      expect((logged?.err as { message: string }).message).toMatch(
        /^Error Fetching Layouts: \{"statusCode":400/,
      );
    });

    it('retries a GET once after a network error', async () => {
      api.server = await startTestApp(api.deptApi);
      await api.server.graphql('{ buildId }');
      api.deptApi.dropConnections('domain', 1);
      expect((await api.server.graphql(SITE_QUERY)).statusCode).toBe(200);
      expect(api.deptApi.calls.domain).toBe(2);
    });

    it('gives up after UPSTREAM_TIMEOUT_MS with 504, without waiting for the upstream', async () => {
      api.server = await startTestApp(api.deptApi, { UPSTREAM_TIMEOUT_MS: '200' });
      await api.server.graphql(SITE_QUERY);
      api.deptApi.delay('layout', 3000);
      const startedAt = Date.now();
      const response = await api.server.graphql('{ currentSite { layout(lang: th) { siteName } } }');
      expect(Date.now() - startedAt).toBeLessThan(1500);
      expect(response.statusCode).toBe(504);
      expect(response.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(api.deptApi.calls.layout).toBe(1);
    });

    it('reports "Error Fetching Site" with the upstream status when the details lookup fails', async () => {
      api.deptApi.answerIdsFor('localhost', ['64b0000000000000000000ff']);
      api.server = await startTestApp(api.deptApi);
      const response = await api.server.graphql(SITE_QUERY);
      expect(response.statusCode).toBe(502);
      const logged = api.server.logs.find(
        (line) => line.level === 50 && line.msg === 'GraphQL error UPSTREAM_UNAVAILABLE',
      );
      expect(logged?.err).toMatchObject({ message: 'Error Fetching Site', upstreamStatus: 404 });
    });
  });
  describe('path parameters the contract refuses', () => {
    const siteId = DEMO_SITE_IDS.dept;
    /** The app's own client, and the calls dept-api's proxy gets from now on. */
    async function client() {
      api.server = await startTestApp(api.deptApi);
      const before = api.deptApi.requests.length;
      return { deptApi: api.server.app.deptApi, sent: () => api.deptApi.requests.slice(before) };
    }

    it('find answers null without a request, for ids and urlnames of every shape the contract refuses', async () => {
      const { deptApi, sent } = await client();
      const query = { lang: 'th' } as const;
      for (const videoId of ['', 'a/b', '../x', 'a_b', 'ข่าว', 'x'.repeat(65)]) {
        expect(await deptApi.find('getVideo', { path: { siteId, videoId }, query }), videoId).toBeNull();
      }
      expect(await deptApi.find('getSection', { path: { siteId, urlname: 'Press' }, query })).toBeNull();
      expect(await deptApi.find('getPage', { path: { siteId, urlname: 'a--b' }, query })).toBeNull();
      expect(await deptApi.find('getNews', { path: { siteId: '', newsId: 'x' }, query })).toBeNull();
      expect(await deptApi.streamMedia('a'.repeat(513))).toBeNull();
      expect(sent()).toEqual([]);
      // The same calls with what the contract accepts are sent (the count above would have seen them).
      const video = await deptApi.find('getVideo', { path: { siteId, videoId: DEMO_ITEMS.video.id }, query });
      expect(video?.id).toBe(DEMO_ITEMS.video.id);
      expect(
        await deptApi.find('getVideo', { path: { siteId, videoId: 'no-such-video' }, query }),
      ).toBeNull();
      // The refused calls did not even ask for a token: the first call sent does.
      expect(sent().map((call) => call.route)).toEqual(['token', 'video', 'video']);
    });

    it("call throws what dept-api's 400 would have come to, without a request", async () => {
      const { deptApi, sent } = await client();
      const topics = deptApi.call('listFormTopics', {
        path: { siteId, form: 'members' as 'contact' },
        query: { lang: 'th' },
      });
      await expect(topics).rejects.toBeInstanceOf(UpstreamRefusedInputError);
      await expect(topics).rejects.toMatchObject({ upstreamStatus: 400, code: 'BAD_REQUEST' });
      const details = deptApi.call('getSiteDetails', { path: { siteId: 'x'.repeat(65) } });
      await expect(details).rejects.toBeInstanceOf(SiteFetchError);
      await expect(details).rejects.toMatchObject({ upstreamStatus: 400 });
      expect(sent()).toEqual([]);
    });

    it('send answers a refusal the caller handles (else throws), without a request', async () => {
      const { deptApi, sent } = await client();
      const report = (documentId: string, refusals: number[]) =>
        deptApi.send(
          'reportBrokenFile',
          {
            path: { siteId, documentId },
            body: { file_url: '/media/documents/x.pdf', lang: 'th', reporter_ip: '192.0.2.1' },
          },
          refusals,
        );
      expect(await report('../x', [400, 404, 429])).toEqual({
        ok: false,
        status: 400,
        retryAfterSeconds: null,
      });
      await expect(report('../x', [404])).rejects.toBeInstanceOf(UpstreamRefusedInputError);
      expect(sent()).toEqual([]);
    });

    it('a form or a member call answers 400 and a member file null, without a request', async () => {
      const { deptApi, sent } = await client();
      const form = new FormData();
      form.append('first_name', 'ทดสอบ');
      const posted = await deptApi.postForm('submitContactForm', { path: { siteId: '' }, form });
      expect(posted).toMatchObject({ status: 400, retryAfterSeconds: null });
      const member = await deptApi.member(
        'memberUpdateProfile',
        { path: { id: 'not-a-member-id' }, body: { id: 'not-a-member-id' } as never },
        { siteId, memberToken: 'token' },
      );
      expect(member).toMatchObject({ status: 400, retryAfterSeconds: null });
      const picture = await deptApi.memberFile(
        'memberPicture',
        { path: { id: '../../oauth2' } },
        { siteId, memberToken: 'token' },
      );
      expect(picture).toBeNull();
      expect(sent()).toEqual([]);
    });

    it('logs the call it did not send at debug, naming the parameter, not its value', async () => {
      const { deptApi } = await client();
      await deptApi.find('getEvent', { path: { siteId, eventId: 'secret/value' }, query: { lang: 'th' } });
      const line = api.server!.logs.find(
        (entry) => entry.msg === 'upstream call not sent: its path breaks the contract',
      );
      expect(line).toMatchObject({ level: 20, upstream: { operationId: 'getEvent' } });
      expect(JSON.stringify(line)).toContain('{eventId}');
      expect(JSON.stringify(line)).not.toContain('secret/value');
    });
  });
});
