import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH } from '@probation/contract/rules';
import { startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** Site.search through the gateway (issue 11): pass-through, the answer's shape, checks first, a brief cache. */

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
    const response = await api.server.graphql(SEARCH, {
      variables: { q: '  bracelet\u200b  ', lang: 'en', type: 'news', year: 2026, page: 1, pageSize: 5 },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(searchRequests()[0]!.url, 'http://fake');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      q: 'bracelet',
      type: 'news',
      year: '2026',
      page: '1',
      page_size: '5',
    });
    const result = response.json().data.currentSite.search;
    expect(result).toMatchObject({ total: 1, page: 1, pageSize: 5, pageCount: 1 });
    expect(result.items[0]).toEqual({
      type: 'news',
      id: 'sn-bracelet',
      section: 'news',
      title: 'Electronic monitoring bracelets for offenders',
      titleParts: [
        { text: 'Electronic monitoring ', match: false },
        { text: 'bracelets', match: true },
        { text: ' for offenders', match: false },
      ],
      date: '2026-08-14T02:00:00.000Z',
      snippet: [
        { text: 'The department fitted 120 ', match: false },
        { text: 'bracelets', match: true },
        { text: ' in the northern provinces.', match: false },
      ],
      contentLang: 'en',
    });
    // Types counted under the year (not the type), years under the type (not the year).
    expect(result.facets).toEqual({
      types: [
        { type: 'news', count: 1 },
        { type: 'page', count: 1 },
      ],
      years: [{ year: 2026, count: 1 }],
    });
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
