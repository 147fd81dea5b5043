import { describe, expect, it } from 'vitest';
import type { NewsPage } from '@probation/contract';
import { DEMO_SITE_IDS } from './support/demo-seed.ts';
import { useDeptApiUnderTest, startTestApp } from './support/test-app.ts';

/** robots.txt, sitemap.xml and the RSS feeds: per site, chosen by the host name. */

function get(api: ReturnType<typeof useDeptApiUnderTest>, url: string, host = 'localhost:3000') {
  return api.server!.app.inject({ method: 'GET', url, headers: { host } });
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

describe('discovery files', () => {
  const api = useDeptApiUnderTest();

  it('robots.txt allows the pages, keeps crawlers out of /graphql and the members area, names the sitemap', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get(api, '/robots.txt', 'chiangmai.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toContain('public');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /graphql',
        'Disallow: /th/members',
        'Disallow: /en/members',
        'Sitemap: http://chiangmai.localhost:3000/sitemap.xml',
      ]),
    );
  });

  it('an unknown host has no robots.txt, sitemap or feed', async () => {
    api.server = await startTestApp(api.deptApi);
    for (const url of ['/robots.txt', '/sitemap.xml', '/th/rss.xml']) {
      expect((await get(api, url, 'unknown.example')).statusCode).toBe(404);
    }
  });

  it('the sitemap lists every page of the site in both languages with hreflang twins and last changes', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get(api, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(xml);
    const news = await api.deptApi.read<NewsPage>(`/site/${DEMO_SITE_IDS.dept}/news?page_size=50`);
    const first = news.items.at(-1)!;
    const firstPath = `${first.section}/${first.id}`;
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://localhost:3000/th/main',
        'http://localhost:3000/en/main',
        'http://localhost:3000/th/more-news',
        'http://localhost:3000/en/history',
        'http://localhost:3000/th/press-releases',
        `http://localhost:3000/th/${firstPath}`,
        `http://localhost:3000/en/${firstPath}`,
      ]),
    );
    // Every news item of the department's all-news list, each in two languages, and no page of another site.
    expect(news.total).toBeGreaterThan(50);
    expect(urls.filter((url) => /\/(th|en)\/[a-z-]+\/dept-\d+$/.test(url))).toHaveLength(news.total * 2);
    expect(urls.some((url) => url.includes('/chiangmai-'))).toBe(false);
    // A links section leads elsewhere: Chiang Mai's link to the department's site is no page of its own.
    const chiangmaiUrls = locs((await get(api, '/sitemap.xml', 'chiangmai.localhost:3000')).body);
    expect(chiangmaiUrls).toContain('http://chiangmai.localhost:3000/th/directions');
    expect(chiangmaiUrls.some((url) => url.endsWith('/department'))).toBe(false);
    for (const section of ['documents', 'laws', 'photos', 'videos', 'calendar']) {
      expect(urls).toContain(`http://localhost:3000/th/${section}`);
    }
    // and items of every kind: documents, albums, videos, events
    for (const kind of ['documents', 'albums', 'videos']) {
      const [item] = (await api.deptApi.read<NewsPage>(`/site/${DEMO_SITE_IDS.dept}/${kind}?page_size=1`))
        .items;
      expect(urls).toContain(`http://localhost:3000/en/${item!.section}/${item!.id}`);
    }
    expect(urls.some((url) => url.startsWith('http://localhost:3000/en/calendar/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);

    const item = new RegExp(`<url><loc>http://localhost:3000/en/${firstPath}</loc>.*?</url>`).exec(xml)?.[0];
    expect(item).toContain(`<lastmod>${first.updated_at.slice(0, 10)}`);
    expect(item).toContain(
      `<xhtml:link rel="alternate" hreflang="th-TH" href="http://localhost:3000/th/${firstPath}"/>`,
    );
    expect(item).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/en/${firstPath}"/>`,
    );
    expect(item).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/th/${firstPath}"/>`,
    );
  });

  it('each site has its own sitemap, and one in maintenance answers 503 with Retry-After', async () => {
    api.server = await startTestApp(api.deptApi);
    const chiangmai = await get(api, '/sitemap.xml', 'chiangmai.localhost:3000');
    expect(chiangmai.statusCode).toBe(200);
    const urls = locs(chiangmai.body);
    expect(urls.every((url) => url.startsWith('http://chiangmai.localhost:3000/'))).toBe(true);
    const news = await api.deptApi.read<NewsPage>(`/site/${DEMO_SITE_IDS.chiangmai}/news?page_size=1`);
    expect(urls.filter((url) => /\/[a-z-]+\/chiangmai-\d+$/.test(url))).toHaveLength(news.total * 2);

    const phuket = await get(api, '/sitemap.xml', 'phuket.localhost:3000');
    expect(phuket.statusCode).toBe(503);
    expect(phuket.headers['retry-after']).toBeDefined();
  });

  it('serves the sitemap from the content cache: a second request makes no upstream call', async () => {
    api.server = await startTestApp(api.deptApi);
    await get(api, '/sitemap.xml');
    const calls = { ...api.deptApi.calls };
    await get(api, '/sitemap.xml');
    expect(api.deptApi.calls).toEqual(calls);
  });

  it('the RSS feed of each language lists the latest news with links, guids, dates and categories', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get(api, '/en/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<title>News from the Department of Probation</title>');
    expect(xml).toContain('<link>http://localhost:3000/en/more-news</link>');
    expect(xml).toContain('<language>en</language>');
    expect(xml).toContain(
      '<atom:link href="http://localhost:3000/en/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    const items = [...xml.matchAll(/<item>(.*?)<\/item>/g)].map((match) => match[1]!);
    expect(items).toHaveLength(20);
    // Newest first, whatever the list pins.
    const listed = (await api.deptApi.read<NewsPage>(`/site/${DEMO_SITE_IDS.dept}/news?page_size=20`)).items;
    const newest = listed.toSorted((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))[0]!;
    expect(listed.some((item) => item.pinned)).toBe(true);
    expect(items[0]).toContain(`<link>http://localhost:3000/en/${newest.section}/${newest.id}</link>`);
    expect(items[0]).toMatch(/<guid isPermaLink="true">http:\/\/localhost:3000\/en\//);
    expect(items[0]).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000<\/pubDate>/);

    const thai = await get(api, '/th/rss.xml', 'chiangmai.localhost:3000');
    expect(thai.body).toContain('<title>ข่าวสาร สำนักงานคุมประพฤติจังหวัดเชียงใหม่</title>');
    expect(thai.body).toContain('<language>th-th</language>');
    expect((await get(api, '/xx/rss.xml')).statusCode).toBe(404);
  });
});
