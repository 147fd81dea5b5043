import { describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestApp, useFakeDeptApi } from './support/test-app.ts';

/** Sections and news through the gateway (issue 3): pass-through, cache keys, batching, sanitising, validation. */

const LIST = `query ($page: Int, $pageSize: Int, $category: String, $year: Int, $month: Int, $section: String, $lang: Language!) {
  currentSite { news(lang: $lang, page: $page, pageSize: $pageSize, category: $category, year: $year, month: $month, section: $section) {
    total page pageSize pageCount items { id section title category { id } publishedAt contentLang }
  } }
}`;
const ITEM = `query ($id: ID!, $lang: Language!) { currentSite { newsItem(id: $id, lang: $lang) {
  id title contentLang bodyHtml gallery { url width height } attachments { url name mimeType size pages }
} } }`;

describe.each(STORE_KINDS)('news in the gateway (%s store)', (store) => {
  const api = useFakeDeptApi();
  const newsRequests = () => api.fake.requests.filter((request) => request.route === 'news');

  it('passes pagination and filters through, and answers the page count', async () => {
    api.server = await startTestApp(api.fake, {}, { store });
    const response = await api.server.graphql(LIST, {
      variables: { lang: 'en', page: 2, pageSize: 5, category: 'activities', year: 2026, month: 3 },
    });
    expect(response.statusCode).toBe(200);
    const [request] = newsRequests();
    const url = new URL(request!.url, 'http://fake');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      page: '2',
      page_size: '5',
      category: 'activities',
      year: '2026',
      month: '3',
    });
    const all = await api.server.graphql(LIST, { variables: { lang: 'th', pageSize: 12, page: 3 } });
    expect(all.json().data.currentSite.news).toMatchObject({
      total: 30,
      page: 3,
      pageSize: 12,
      pageCount: 3,
    });
    expect(all.json().data.currentSite.news.items).toHaveLength(6);
  });

  it('caches by site, language and arguments', async () => {
    api.server = await startTestApp(api.fake, {}, { store });
    await api.server.graphql(LIST, { variables: { lang: 'th', page: 1 } });
    expect(api.fake.calls.news).toBe(1);
    await api.server.graphql(LIST, { variables: { lang: 'th', page: 1 } });
    expect(api.fake.calls.news).toBe(1);
    await api.server.graphql(LIST, { variables: { lang: 'th', page: 2 } });
    expect(api.fake.calls.news).toBe(2);
    await api.server.graphql(LIST, { variables: { lang: 'en', page: 1 } });
    expect(api.fake.calls.news).toBe(3);
    await api.server.graphql(LIST, { variables: { lang: 'th', page: 1, category: 'activities' } });
    expect(api.fake.calls.news).toBe(4);
    const other = await api.server.graphql(LIST, {
      variables: { lang: 'th', page: 1 },
      host: 'chiangmai.localhost',
    });
    expect(api.fake.calls.news).toBe(5);
    expect(other.json().data.currentSite.news.total).toBe(3);
  });

  it('batches news by id into one upstream call per request, then serves them from the cache', async () => {
    api.server = await startTestApp(api.fake, {}, { store });
    const query = `{ currentSite {
      a: newsItem(id: "n-0001", lang: th) { title }
      b: newsItem(id: "n-0002", lang: th) { title }
      c: newsItem(id: "n-0003", lang: th) { title }
      d: newsItem(id: "nope", lang: th) { title }
    } }`;
    const response = await api.server.graphql(query);
    expect(response.json().data.currentSite).toEqual({
      a: { title: 'ข่าวประชาสัมพันธ์ ฉบับที่ 1' },
      b: { title: 'ข่าวประชาสัมพันธ์ ฉบับที่ 2' },
      c: { title: 'ข่าวประชาสัมพันธ์ ฉบับที่ 3' },
      d: null,
    });
    expect(api.fake.calls.news).toBe(1);
    expect(new URL(newsRequests()[0]!.url, 'http://fake').searchParams.get('ids')).toBe(
      'n-0001,n-0002,n-0003,nope',
    );
    await api.server.graphql(query);
    expect(api.fake.calls.news).toBe(1);
    expect(api.fake.calls.newsItem).toBe(0);
  });

  it('gives one item with body, gallery and attachments; null for an unknown id', async () => {
    api.server = await startTestApp(api.fake, {}, { store });
    const item = await api.server.graphql(ITEM, { variables: { id: 'n-0002', lang: 'en' } });
    expect(item.json().data.currentSite.newsItem).toEqual({
      id: 'n-0002',
      title: 'ข่าวประชาสัมพันธ์ ฉบับที่ 2',
      contentLang: 'th',
      bodyHtml: '<p>เนื้อหาข่าว ฉบับที่ 2</p>',
      gallery: [{ url: '/media/news/n-0002-1.svg', width: 800, height: 600 }],
      attachments: [
        {
          url: '/media/files/n-0002.pdf',
          name: 'n-0002.pdf',
          mimeType: 'application/pdf',
          size: 123456,
          pages: 2,
        },
      ],
    });
    expect(api.fake.calls.newsItem).toBe(1);
    const unknown = await api.server.graphql(ITEM, { variables: { id: 'missing', lang: 'en' } });
    expect(unknown.json()).toEqual({ data: { currentSite: { newsItem: null } } });
    const otherSite = await api.server.graphql(ITEM, {
      variables: { id: 'n-0001', lang: 'th' },
      host: 'chiangmai.localhost',
    });
    expect(otherSite.json().data.currentSite.newsItem).toBeNull();
  });

  it('sanitises the body: no script, event attribute, javascript: link, style or iframe', async () => {
    api.server = await startTestApp(api.fake, {}, { store });
    const response = await api.server.graphql(ITEM, { variables: { id: 'n-evil', lang: 'th' } });
    const body: string = response.json().data.currentSite.newsItem.bodyHtml;
    expect(body).toContain('<p>ข่าวที่มีสคริปต์</p>');
    expect(body).not.toMatch(/<script|onerror|javascript:|style=|<iframe|alert/i);
    expect(body).toContain('<a href="https://example.org/page" rel="noopener noreferrer">external</a>');
    expect(body).toContain('<img src="/media/x.png" alt="x" loading="lazy" />');
  });

  it('gives sections, one section by urlname (null when unknown) and the categories with counts', async () => {
    api.server = await startTestApp(api.fake, {}, { store });
    const response = await api.server.graphql(`{ currentSite {
      sections(lang: en) { id urlname type title parent }
      section(urlname: "press-releases", lang: th) { type title }
      missing: section(urlname: "nothing", lang: th) { type }
      newsCategories(lang: en) { id label count }
    } }`);
    const site = response.json().data.currentSite;
    expect(site.sections[1]).toEqual({
      id: 'press-releases',
      urlname: 'press-releases',
      type: 'news',
      title: 'Press releases',
      parent: null,
    });
    expect(site.section).toEqual({ type: 'news', title: 'ข่าวประชาสัมพันธ์' });
    expect(site.missing).toBeNull();
    expect(site.newsCategories).toEqual([
      { id: 'activities', label: 'Activities', count: 15 },
      { id: 'announcements', label: 'Announcements', count: 15 },
    ]);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 51 }, 'pageSize'],
    [{ page: 100_001 }, 'page'],
    [{ category: 'Activities!' }, 'category'],
    [{ section: '../news' }, 'section'],
    [{ month: 13, year: 2026 }, 'month'],
    [{ month: 0, year: 2026 }, 'month'],
    [{ month: 5 }, 'month'],
    [{ year: 12 }, 'year'],
  ])('refuses %j with a clear BAD_REQUEST error naming %s', async (variables, argument) => {
    api.server = await startTestApp(api.fake, {}, { store });
    const response = await api.server.graphql(LIST, { variables: { lang: 'th', ...variables } });
    const [error] = response.json().errors;
    expect(error.extensions.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(`"${argument}"`);
    expect(api.fake.calls.news).toBe(0);
  });
});
