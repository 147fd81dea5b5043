import { describe, expect, it } from 'vitest';
import { cacheKey } from '../../src/server/cache/swr-cache.ts';
import { startDeptApiUnderTest } from './support/dept-api-under-test.ts';
import { demoSite } from './support/demo-seed.ts';
import { STORE_KINDS, eventually, sleep, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** The upstream cache as a caller sees it, against each store (Redis when TEST_REDIS_URL is set). */

const LAYOUT_QUERY = '{ currentSite { id name(lang: en) layout(lang: th) { siteName } } }';
const dept = demoSite('dept');

describe.each(STORE_KINDS)('upstream cache (%s store)', (store) => {
  const api = useDeptApiUnderTest();

  const upstreamDataCalls = () =>
    api.deptApi.calls.domain + api.deptApi.calls.details + api.deptApi.calls.layout;
  const startWithOneSecondTtl = () =>
    startTestApp(api.deptApi, { CACHE_TTL_SECONDS: '1', CACHE_STALE_SECONDS: '60' }, { store });
  /** The outage: every call for site data fails. */
  const failSiteData = () => {
    for (const route of ['domain', 'details', 'layout'] as const) api.deptApi.failWith(route, 503);
  };

  it('answers a second request without any upstream call', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const first = await api.server.graphql(LAYOUT_QUERY);
    expect(first.statusCode).toBe(200);
    expect(upstreamDataCalls()).toBe(3);
    const second = await api.server.graphql(LAYOUT_QUERY);
    expect(second.json()).toEqual(first.json());
    expect(upstreamDataCalls()).toBe(3);
  });

  it('keys the layout by site and language', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    await api.server.graphql('{ currentSite { layout(lang: th) { siteName } } }');
    await api.server.graphql('{ currentSite { layout(lang: en) { siteName } } }');
    await api.server.graphql('{ currentSite { layout(lang: en) { siteName } } }', {
      host: 'chiangmai.localhost',
    });
    expect(api.deptApi.calls.layout).toBe(3);
    await api.server.graphql('{ currentSite { layout(lang: en) { siteName } } }');
    expect(api.deptApi.calls.layout).toBe(3);
  });

  it('makes one upstream call for many concurrent misses of a key', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    api.deptApi.delay('layout', 100);
    const answers = await Promise.all(Array.from({ length: 25 }, () => api.server!.graphql(LAYOUT_QUERY)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(api.deptApi.calls.domain).toBe(1);
    expect(api.deptApi.calls.details).toBe(1);
    expect(api.deptApi.calls.layout).toBe(1);
  });

  it('serves the stale value while revalidating, with one revalidation for concurrent requests', async () => {
    api.server = await startTestApp(api.deptApi, { CACHE_TTL_SECONDS: '1' }, { store });
    await api.server.graphql(LAYOUT_QUERY);
    await sleep(1100);
    api.deptApi.delay('layout', 200);
    const startedAt = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.server!.graphql(LAYOUT_QUERY)));
    expect(Date.now() - startedAt).toBeLessThan(200);
    expect(answers.every((answer) => answer.json().data.currentSite.layout.siteName === dept.name.th)).toBe(
      true,
    );
    await eventually(() => api.deptApi.calls.layout === 2);
    await sleep(300);
    expect(api.deptApi.calls.layout).toBe(2);
  });

  it('keeps serving the stale value, without an error, while the upstream fails', async () => {
    api.server = await startWithOneSecondTtl();
    const fresh = await api.server.graphql(LAYOUT_QUERY);
    await sleep(1100);
    failSiteData();
    for (let round = 0; round < 3; round++) {
      const stale = await api.server.graphql(LAYOUT_QUERY);
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(fresh.json());
      await sleep(50);
    }
    expect(api.server.logs.some((line) => line.msg === 'revalidation failed; serving the stale value')).toBe(
      true,
    );
  });

  it.skipIf(store !== 'redis')('shares entries between app instances on the same store', async () => {
    const prefix = `shared-test:${Date.now()}:`;
    api.server = await startTestApp(api.deptApi, {}, { store, redisKeyPrefix: prefix });
    await api.server.graphql(LAYOUT_QUERY);
    await api.server.close();
    const calls = upstreamDataCalls();
    api.server = await startTestApp(api.deptApi, {}, { store, redisKeyPrefix: prefix });
    const answer = await api.server.graphql(LAYOUT_QUERY);
    expect(answer.statusCode).toBe(200);
    expect(upstreamDataCalls()).toBe(calls);
  });

  it('keeps the site entries an outage needs, however many caller-keyed entries arrive', async () => {
    api.server = await startWithOneSecondTtl();
    const fresh = await api.server.graphql(LAYOUT_QUERY);
    // More content entries (news pages, ids, urlnames) than the content tier holds.
    for (let index = 0; index < 6000; index++) {
      await api.server.app.upstreamCache.get(`site:${dept.id}:th:news:page:${index}`, async () => ({
        index,
      }));
    }
    await sleep(1100);
    failSiteData();
    const during = await api.server.graphql(LAYOUT_QUERY);
    expect(during.statusCode).toBe(200);
    expect(during.json()).toEqual(fresh.json());
  });

  it('keeps "not found" answers only briefly: each made-up key reaches the upstream once per window', async () => {
    api.server = await startTestApp(api.deptApi, { NEGATIVE_CACHE_SECONDS: '1' }, { store });
    const page = (urlname: string) =>
      api.server!.graphql(`{ currentSite { page(urlname: "${urlname}", lang: th) { title } } }`);
    for (let round = 0; round < 3; round++) {
      expect((await page('no-such-page')).json().data.currentSite.page).toBeNull();
      expect((await api.server.graphql(LAYOUT_QUERY, { host: 'nowhere.example' })).statusCode).toBe(404);
    }
    expect(api.deptApi.calls.page).toBe(1);
    expect(api.deptApi.calls.domain).toBe(2); // localhost (for the page) and nowhere.example
    await sleep(1100);
    await page('no-such-page');
    await api.server.graphql(LAYOUT_QUERY, { host: 'nowhere.example' });
    expect(api.deptApi.calls.page).toBe(2);
    expect(api.deptApi.calls.domain).toBe(3);
  });

  it('keeps real entries while a flood of unknown ids passes through', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const page = () => api.server!.graphql('{ currentSite { page(urlname: "about", lang: th) { title } } }');
    expect((await page()).json().data.currentSite.page.title).toBeTruthy();
    for (let index = 0; index < 12_000; index++) {
      await api.server.app.upstreamCache.get(`site:${dept.id}:th:page:made-up-${index}`, async () => null);
    }
    await page();
    expect(api.deptApi.calls.page).toBe(1);
  });

  it('answers the error when there is nothing stale to serve', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    api.deptApi.failWith('domain', 503);
    const response = await api.server.graphql(LAYOUT_QUERY);
    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('upstream cache when Redis is unreachable', () => {
  it('still answers from the upstream', async () => {
    const deptApi = await startDeptApiUnderTest();
    const server = await startTestApp(deptApi, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await server.graphql(LAYOUT_QUERY);
      expect(response.statusCode).toBe(200);
      expect(server.logs.some((line) => line.msg === 'cache read failed; treating it as a miss')).toBe(true);
    } finally {
      await server.close();
      await deptApi.close();
    }
  });
});

describe('cache keys', () => {
  it('keep their parts apart, readable when short and a digest when long, whatever a caller sends', () => {
    expect(cacheKey('site', 'abc', 'th', 'page', 'about')).toBe('site:abc:th:page:about');
    expect(cacheKey('a:b', 'c')).not.toBe(cacheKey('a', 'b:c'));
    const made = (fill: string) => cacheKey('site', 'abc', 'th', 'page', fill.repeat(30_000));
    expect(made('a')).toMatch(/^site:abc:th:page:#[\w-]{43}$/);
    expect(made('a')).toBe(made('a'));
    expect(made('a')).not.toBe(made('b'));
    // A long search in Thai (200 characters, 1800 once encoded) too.
    expect(cacheKey('q', 'ค'.repeat(200)).length).toBeLessThan(50);
  });
});
