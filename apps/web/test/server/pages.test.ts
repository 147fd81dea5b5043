import { beforeAll, describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import type { Page } from '@probation/contract';
import { DEMO_SITE_IDS } from './support/demo-seed.ts';
import { createPageFixtures } from './support/content-fixtures.ts';
import { STORE_KINDS, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';
import { pageDom } from '../pages/support/page-dom.ts';

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;

/** Static pages through the gateway: cache keys, sanitising, null for unknown. */

const PAGE = `query ($urlname: String!, $lang: Language!) { currentSite { page(urlname: $urlname, lang: $lang) {
  urlname title summary bodyHtml updatedAt contentLang
} } }`;

describe.each(STORE_KINDS)('pages in the gateway (%s store)', (store) => {
  const api = useDeptApiUnderTest();
  const pageRequests = () => api.deptApi.requests.filter((request) => request.route === 'page');

  beforeAll(() => createPageFixtures(api.deptApi));

  it('gives the page of a page section in the language asked for', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(PAGE, { variables: { urlname: 'about', lang: 'en' } });
    expect(response.statusCode).toBe(200);
    const about = await api.deptApi.read<Page>(`${DEPT}/pages/about?lang=en`);
    expect(about.content_lang).toBe('en');
    expect(response.json().data.currentSite.page).toEqual({
      urlname: 'about',
      title: about.title,
      summary: about.summary,
      bodyHtml: about.body_html,
      updatedAt: about.updated_at,
      contentLang: 'en',
    });
    const [request] = pageRequests();
    const url = new URL(request!.url, 'http://upstream');
    expect(url.pathname).toBe('/site/64b000000000000000000001/pages/about');
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('serves the Thai text marked th when the English one is missing', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(PAGE, { variables: { urlname: 'vision', lang: 'en' } });
    expect(response.json().data.currentSite.page).toMatchObject({
      title: 'วิสัยทัศน์และพันธกิจ',
      summary: 'วิสัยทัศน์ของกรม',
      contentLang: 'th',
    });
  });

  it('caches by site, language and urlname', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const ask = (urlname: string, lang: string, host?: string) =>
      api.server!.graphql(PAGE, { variables: { urlname, lang }, ...(host ? { host } : {}) });
    await ask('about', 'th');
    expect(api.deptApi.calls.page).toBe(1);
    await ask('about', 'th');
    expect(api.deptApi.calls.page).toBe(1);
    await ask('about', 'en');
    expect(api.deptApi.calls.page).toBe(2);
    await ask('history', 'th');
    expect(api.deptApi.calls.page).toBe(3);
    await ask('about', 'th', 'chiangmai.localhost');
    expect(api.deptApi.calls.page).toBe(4);
    expect(pageRequests().at(-1)!.url).toContain('/site/64b000000000000000000002/pages/about');
    await ask('about', 'th', 'chiangmai.localhost');
    expect(api.deptApi.calls.page).toBe(4);
  });

  it('sanitises the body: no script, event attribute, javascript: link, frame or style reaches the answer', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(PAGE, { variables: { urlname: 'structure', lang: 'th' } });
    const body: string = response.json().data.currentSite.page.bodyHtml;
    // The table's headers keep their scope: a screen reader names each cell by its column.
    const table = pageDom(`<body>${body}</body>`).getByRole('table');
    const [year] = within(table).getAllByRole('columnheader');
    expect([year?.textContent, year?.getAttribute('scope')]).toEqual(['ปี', 'col']);
    expect(year?.closest('thead')).not.toBeNull();
    expect(body).toContain('<p>ข่าวที่มีสคริปต์</p>');
    expect(body).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i);
    expect(body).toContain('<a href="https://example.org/page" rel="noopener noreferrer">external</a>');
    expect(body).toContain('<img src="/media/x.png" alt="x" loading="lazy" />');
  });

  it('answers null for a urlname the site has no page of, and gives links sections their URL', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(`{ currentSite {
      missing: page(urlname: "no-such-page", lang: th) { title }
      empty: page(urlname: "empty-page", lang: en) { title }
      history: section(urlname: "history", lang: en) { type title parent url }
      egov: section(urlname: "egov", lang: en) { type url }
    } }`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.currentSite).toEqual({
      missing: null,
      empty: null,
      history: { type: 'page', title: 'History', parent: 'about', url: null },
      egov: { type: 'links', url: 'https://www.egov.go.th/' },
    });
  });
});
