import { describe, expect, it } from 'vitest';
import { DEMO_ITEMS } from '../server/support/demo-items.ts';
import { usePageApp } from './support/page-app.ts';
import { headAttribute, jsonLdOf, pageAnswer, type PageDom } from './support/page-dom.ts';

/** What pages tell search engines, feed readers and link previews. */
const { get } = usePageApp();
const open = async (path: string) => pageAnswer(await get(path));

/** How many elements of the whole page a selector finds. */
const count = (page: PageDom, selector: string) => page.document.querySelectorAll(selector).length;

describe('head of the pages', () => {
  it('the home page describes the site as a GovernmentOrganization in JSON-LD', async () => {
    const [organization] = jsonLdOf(await open('/en'));
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GovernmentOrganization',
      name: 'Department of Probation',
      url: 'http://localhost:3000/en/main',
    });
    expect(organization).toHaveProperty('address');
    expect(organization).toHaveProperty('telephone');
  });

  it('every page links its language’s news feed and carries OpenGraph locale tags', async () => {
    for (const [path, feed, locale, alternate] of [
      ['/th/main', '/th/rss.xml', 'th_TH', 'en_US'],
      ['/en/history', '/en/rss.xml', 'en_US', 'th_TH'],
      [`/en${DEMO_ITEMS.news.path}`, '/en/rss.xml', 'en_US', 'th_TH'],
    ] as const) {
      const page = await open(path);
      const link = page.document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
      expect(link?.getAttribute('href'), path).toBe(feed);
      expect(link?.getAttribute('title'), path).toMatch(/\S/);
      expect(headAttribute(page, 'meta[property="og:locale"]'), path).toBe(locale);
      expect(headAttribute(page, 'meta[property="og:locale:alternate"]'), path).toBe(alternate);
    }
  });

  it('a page without content of its own is a website with its canonical URL, an image and a Twitter card', async () => {
    const page = await open('/th/more-news');
    expect(headAttribute(page, 'meta[property="og:type"]')).toBe('website');
    expect(headAttribute(page, 'meta[property="og:url"]')).toBe('http://localhost:3000/th/more-news');
    expect(headAttribute(page, 'meta[name="twitter:card"]')).toBe('summary');
    expect(headAttribute(page, 'meta[property="og:image"]')).toMatch(/^http:\/\/localhost:3000\/media\/\S+$/);
  });

  it('a news item keeps its own article tags, once each', async () => {
    const page = await open(`/en${DEMO_ITEMS.news.path}`);
    expect(count(page, 'meta[property="og:type"]')).toBe(1);
    expect(headAttribute(page, 'meta[property="og:type"]')).toBe('article');
    expect(count(page, 'meta[property="og:url"]')).toBe(1);
    expect(count(page, '[name="twitter:card"]')).toBe(1);
    expect(jsonLdOf(page).map((data) => data['@type'])).toEqual(['NewsArticle']);
  });

  it('news lists show a visible link to the feed; error pages link no feed', async () => {
    const list = await open('/th/press-releases');
    const feed = list.getByRole('link', { name: 'ติดตามข่าวสารผ่าน RSS' });
    expect([feed.getAttribute('href'), feed.getAttribute('type')]).toEqual([
      '/th/rss.xml',
      'application/rss+xml',
    ]);
    const missing = await open('/en/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(count(missing, '[type="application/rss+xml"], [href$="/rss.xml"]')).toBe(0);
  });
});
