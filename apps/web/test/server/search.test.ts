import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@probation/contract';
import { SEARCH_QUERY_MAX_LENGTH } from '@probation/contract/rules';
import { DEMO_SITE_IDS } from './support/demo-seed.ts';
import { startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** Site.search through the gateway: pass-through, the answer's shape, checks first, a brief cache. */

const SEARCH = `query ($q: String!, $lang: Language!, $type: SearchHitType, $year: Int, $category: String,
  $page: Int, $pageSize: Int) {
  currentSite { search(q: $q, lang: $lang, type: $type, year: $year, category: $category, page: $page,
    pageSize: $pageSize) {
    total page pageSize pageCount
    items { type id section title titleParts { text match } date snippet { text match } contentLang }
    facets { types { type count } years { year count } }
  } }
}`;

describe('search in the gateway', () => {
  const api = useDeptApiUnderTest();
  const searchRequests = () => api.deptApi.requests.filter((request) => request.route === 'search');

  it('passes the normalised query and filters through and answers hits with marked parts and facets', async () => {
    api.server = await startTestApp(api.deptApi);
    // A year the demo news fill (they spread over the two years before the seed).
    const year = new Date(api.deptApi.seededAt.getTime() - 90 * 86_400_000).getUTCFullYear();
    const response = await api.server.graphql(SEARCH, {
      variables: { q: '  volunteers\u200b  ', lang: 'en', type: 'news', year, page: 1, pageSize: 5 },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(searchRequests()[0]!.url, 'http://upstream');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      q: 'volunteers',
      type: 'news',
      year: String(year),
      page: '1',
      page_size: '5',
    });
    const upstream = await api.deptApi.read<SearchResult>(
      `/site/${DEMO_SITE_IDS.dept}/search?${url.searchParams}`,
    );
    expect(upstream.total).toBeGreaterThan(0);
    const result = response.json().data.currentSite.search;
    expect(result).toMatchObject({
      total: upstream.total,
      page: 1,
      pageSize: 5,
      pageCount: Math.ceil(upstream.total / 5),
    });
    // The hits in dept-api's order, each in the schema's names (its marked parts passed on as they are).
    expect(result.items.map((hit: { id: string }) => hit.id)).toEqual(upstream.items.map((hit) => hit.id));
    const [first] = upstream.items;
    expect(result.items[0]).toEqual({
      type: first!.type,
      id: first!.id,
      section: first!.section,
      title: first!.title,
      titleParts: first!.title_parts,
      date: first!.date,
      snippet: first!.snippet,
      contentLang: first!.content_lang,
    });
    expect(result.items[0].titleParts.concat(result.items[0].snippet)).toContainEqual({
      text: expect.stringMatching(/^volunteers?$/i),
      match: true,
    });
    // Types counted under the year (not the type), years under the type (not the year).
    expect(result.facets).toEqual(upstream.facets);
    expect(result.facets.years).toContainEqual({ year, count: upstream.total });
  });

  it('caches by site, language and the normalised arguments', async () => {
    api.server = await startTestApp(api.deptApi);
    const run = (variables: Record<string, unknown>, host?: string) =>
      api.server!.graphql(SEARCH, {
        variables: { lang: 'en', q: 'probation', ...variables },
        ...(host ? { host } : {}),
      });
    await run({});
    await run({ q: ' probation ' });
    await run({ q: 'probation', page: 1, pageSize: 10 });
    expect(api.deptApi.calls.search).toBe(1);
    await run({ page: 2 });
    await run({ lang: 'th' });
    await run({ type: 'news' });
    await run({ year: 2025 });
    await run({ category: 'training' });
    await run({ pageSize: 3 });
    await run({ q: 'probation news' });
    expect(api.deptApi.calls.search).toBe(8);
    await run({}, 'chiangmai.localhost');
    expect(api.deptApi.calls.search).toBe(9);
  });

  it('asks dept-api for every search when SEARCH_CACHE_SECONDS is 0', async () => {
    api.server = await startTestApp(api.deptApi, { SEARCH_CACHE_SECONDS: '0' });
    for (let i = 0; i < 3; i++) {
      await api.server.graphql(SEARCH, { variables: { q: 'probation', lang: 'en' } });
    }
    expect(api.deptApi.calls.search).toBe(3);
  });

  it.each([
    [{ q: '' }, 'q'],
    [{ q: '   \u200b ' }, 'q'],
    [{ q: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) }, 'q'],
    [{ page: 0 }, 'page'],
    [{ page: 100_001 }, 'page'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 51 }, 'pageSize'],
    [{ year: 12 }, 'year'],
    [{ category: 'Not A Slug!' }, 'category'],
  ])(
    'refuses %j with a BAD_REQUEST error naming %s, before any upstream call',
    async (variables, argument) => {
      api.server = await startTestApp(api.deptApi);
      const response = await api.server.graphql(SEARCH, { variables: { q: 'a', lang: 'th', ...variables } });
      const [error] = response.json().errors;
      expect(error.extensions.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(`"${argument}"`);
      expect(api.deptApi.calls.search).toBe(0);
    },
  );

  it('refuses an unknown type in validation, before any resolver runs', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await api.server.graphql(SEARCH, {
      variables: { q: 'a', lang: 'th', type: 'nonsense' },
    });
    expect(response.json().errors).toHaveLength(1);
    expect(api.deptApi.calls.search).toBe(0);
  });

  it('accepts exactly 200 characters once spaces are collapsed', async () => {
    api.server = await startTestApp(api.deptApi);
    const q = 'x'.repeat(SEARCH_QUERY_MAX_LENGTH) + '     ';
    const response = await api.server.graphql(SEARCH, { variables: { q, lang: 'th' } });
    expect(response.json().errors).toBeUndefined();
    expect(response.json().data.currentSite.search.total).toBe(0);
  });
});
