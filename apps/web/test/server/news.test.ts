import { beforeAll, describe, expect, it } from 'vitest';
import type { News, NewsPage, CategoryList } from '@probation/contract';
import { DEMO_SITE_IDS } from './support/demo-seed.ts';
import { createNewsFixtures } from './support/content-fixtures.ts';
import { STORE_KINDS, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** Sections and news through the gateway: pass-through, cache keys, batching, sanitising, validation. */

const LIST = `query ($page: Int, $pageSize: Int, $category: String, $year: Int, $month: Int, $section: String, $lang: Language!) {
  currentSite { news(lang: $lang, page: $page, pageSize: $pageSize, category: $category, year: $year, month: $month, section: $section) {
    total page pageSize pageCount items { id section title category { id } publishedAt contentLang }
  } }
}`;
const ITEM = `query ($id: ID!, $lang: Language!) { currentSite { newsItem(id: $id, lang: $lang) {
  id title contentLang bodyHtml gallery { url width height } attachments { url name mimeType size pages }
} } }`;
const DEPT = `/site/${DEMO_SITE_IDS.dept}`;

describe.each(STORE_KINDS)('news in the gateway (%s store)', (store) => {
  const api = useDeptApiUnderTest();
  const newsRequests = () => api.deptApi.requests.filter((request) => request.route === 'news');
  /**
   * A Thai-only item with a gallery and an attachment, and one whose body carries scripts (created as the editor).
   */
  let thaiOnly: News;
  let malicious: News;

  beforeAll(async () => {
    thaiOnly = await api.deptApi.create<News>(`${DEPT}/news`, {
      section: 'press-releases',
      title: { th: 'ข่าวภาษาไทยเท่านั้น' },
      summary: { th: 'สรุปข่าวภาษาไทย' },
      body_html: { th: '<p>เนื้อหาข่าวภาษาไทย</p>' },
      category: 'activities',
      published_at: '2024-03-01T09:00:00+07:00',
      gallery: [{ url: '/media/news/gallery-1.svg', alt: 'ภาพกิจกรรม', width: 800, height: 600 }],
      attachments: [
        {
          url: '/media/files/report.pdf',
          name: 'report.pdf',
          mime_type: 'application/pdf',
          size: 123_456,
          pages: 2,
        },
      ],
    });
    ({ malicious } = await createNewsFixtures(api.deptApi));
  });

  it('passes pagination and filters through, and answers the page count', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(LIST, {
      variables: { lang: 'en', page: 2, pageSize: 5, category: 'activities', year: 2026, month: 3 },
    });
    expect(response.statusCode).toBe(200);
    const [request] = newsRequests();
    const url = new URL(request!.url, 'http://upstream');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      page: '2',
      page_size: '5',
      category: 'activities',
      year: '2026',
      month: '3',
    });
    const { total } = await api.deptApi.read<NewsPage>(`${DEPT}/news?lang=th&page_size=12`);
    expect(total).toBeGreaterThan(24);
    const all = await api.server.graphql(LIST, { variables: { lang: 'th', pageSize: 12, page: 3 } });
    expect(all.json().data.currentSite.news).toMatchObject({
      total,
      page: 3,
      pageSize: 12,
      pageCount: Math.ceil(total / 12),
    });
    expect(all.json().data.currentSite.news.items).toHaveLength(Math.min(12, total - 24));
  });

  it('caches by site, language and arguments', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    await api.server.graphql(LIST, { variables: { lang: 'th', page: 1 } });
    expect(api.deptApi.calls.news).toBe(1);
    await api.server.graphql(LIST, { variables: { lang: 'th', page: 1 } });
    expect(api.deptApi.calls.news).toBe(1);
    await api.server.graphql(LIST, { variables: { lang: 'th', page: 2 } });
    expect(api.deptApi.calls.news).toBe(2);
    await api.server.graphql(LIST, { variables: { lang: 'en', page: 1 } });
    expect(api.deptApi.calls.news).toBe(3);
    await api.server.graphql(LIST, { variables: { lang: 'th', page: 1, category: 'activities' } });
    expect(api.deptApi.calls.news).toBe(4);
    const other = await api.server.graphql(LIST, {
      variables: { lang: 'th', page: 1 },
      host: 'chiangmai.localhost',
    });
    expect(api.deptApi.calls.news).toBe(5);
    const chiangmai = await api.deptApi.read<NewsPage>(`/site/${DEMO_SITE_IDS.chiangmai}/news?lang=th`);
    expect(other.json().data.currentSite.news.total).toBe(chiangmai.total);
    expect(chiangmai.total).not.toBe((await api.deptApi.read<NewsPage>(`${DEPT}/news?lang=th`)).total);
  });

  it('batches news by id into one upstream call per request, then serves them from the cache', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const ids = ['dept-0001', 'dept-0002', 'dept-0003'];
    const titles = await Promise.all(
      ids.map(async (id) => (await api.deptApi.read<News>(`${DEPT}/news/${id}?lang=th`)).title),
    );
    const query = `{ currentSite {
      a: newsItem(id: "${ids[0]}", lang: th) { title }
      b: newsItem(id: "${ids[1]}", lang: th) { title }
      c: newsItem(id: "${ids[2]}", lang: th) { title }
      d: newsItem(id: "nope", lang: th) { title }
    } }`;
    const response = await api.server.graphql(query);
    expect(response.json().data.currentSite).toEqual({
      a: { title: titles[0] },
      b: { title: titles[1] },
      c: { title: titles[2] },
      d: null,
    });
    expect(api.deptApi.calls.news).toBe(1);
    expect(new URL(newsRequests()[0]!.url, 'http://upstream').searchParams.get('ids')).toBe(
      [...ids, 'nope'].join(','),
    );
    await api.server.graphql(query);
    expect(api.deptApi.calls.news).toBe(1);
    expect(api.deptApi.calls.newsItem).toBe(0);
  });

  it('gives one item with body, gallery and attachments; null for an unknown id', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const item = await api.server.graphql(ITEM, { variables: { id: thaiOnly.id, lang: 'en' } });
    expect(item.json().data.currentSite.newsItem).toEqual({
      id: thaiOnly.id,
      title: 'ข่าวภาษาไทยเท่านั้น',
      contentLang: 'th',
      bodyHtml: '<p>เนื้อหาข่าวภาษาไทย</p>',
      gallery: [{ url: '/media/news/gallery-1.svg', width: 800, height: 600 }],
      attachments: [
        {
          url: '/media/files/report.pdf',
          name: 'report.pdf',
          mimeType: 'application/pdf',
          size: 123456,
          pages: 2,
        },
      ],
    });
    expect(api.deptApi.calls.newsItem).toBe(1);
    const unknown = await api.server.graphql(ITEM, { variables: { id: 'missing', lang: 'en' } });
    expect(unknown.json()).toEqual({ data: { currentSite: { newsItem: null } } });
    const otherSite = await api.server.graphql(ITEM, {
      variables: { id: 'dept-0001', lang: 'th' },
      host: 'chiangmai.localhost',
    });
    expect(otherSite.json().data.currentSite.newsItem).toBeNull();
  });

  it('sanitises the body: no script, event attribute, javascript: link, style or iframe', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const stored = await api.deptApi.read<News>(`${DEPT}/news/${malicious.id}?lang=th`);
    expect(stored.body_html).toMatch(/<script|onerror|javascript:/);
    const response = await api.server.graphql(ITEM, { variables: { id: malicious.id, lang: 'th' } });
    const body: string = response.json().data.currentSite.newsItem.bodyHtml;
    expect(body).toContain('<p>ข่าวที่มีสคริปต์</p>');
    expect(body).not.toMatch(/<script|onerror|javascript:|style=|<iframe|alert/i);
    expect(body).toContain('<a href="https://example.org/page" rel="noopener noreferrer">external</a>');
    expect(body).toContain('<img src="/media/x.png" alt="x" loading="lazy" />');
  });

  it('gives sections, one section by urlname (null when unknown) and the categories with counts', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(`{ currentSite {
      sections(lang: en) { id urlname type title parent }
      section(urlname: "press-releases", lang: th) { type title }
      missing: section(urlname: "nothing", lang: th) { type }
      newsCategories(lang: en) { id label count }
    } }`);
    const site = response.json().data.currentSite;
    expect(site.sections).toContainEqual({
      id: 'press-releases',
      urlname: 'press-releases',
      type: 'news',
      title: 'Press releases',
      parent: 'news',
    });
    expect(site.section).toEqual({ type: 'news', title: 'ข่าวประชาสัมพันธ์' });
    expect(site.missing).toBeNull();
    const categories = await api.deptApi.read<CategoryList>(`${DEPT}/news-categories?lang=en`);
    expect(site.newsCategories).toEqual(
      categories.items.map(({ id, label, count }) => ({ id, label, count })),
    );
    expect(site.newsCategories).toContainEqual({
      id: 'activities',
      label: 'Activities',
      count: expect.any(Number),
    });
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
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(LIST, { variables: { lang: 'th', ...variables } });
    const [error] = response.json().errors;
    expect(error.extensions.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(`"${argument}"`);
    expect(api.deptApi.calls.news).toBe(0);
  });
});
