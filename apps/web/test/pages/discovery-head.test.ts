import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';

/** What pages tell search engines, feed readers and link previews (issue 3, discoverability). */
const { get } = usePageApp();

function jsonLd(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function count(body: string, text: string): number {
  return body.split(text).length - 1;
}

describe('head of the pages', () => {
  it('the home page describes the site as a GovernmentOrganization in JSON-LD', async () => {
    const { body } = await get('/en');
    const [organization] = jsonLd(body);
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
      ['/en/press-releases/n-0001', '/en/rss.xml', 'en_US', 'th_TH'],
    ] as const) {
      const { body } = await get(path);
      expect(body).toMatch(
        new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${feed}">`),
      );
      expect(body).toContain(`<meta property="og:locale" content="${locale}">`);
      expect(body).toContain(`<meta property="og:locale:alternate" content="${alternate}">`);
    }
  });

  it('a page without content of its own is a website with its canonical URL, an image and a Twitter card', async () => {
    const { body } = await get('/th/more-news');
    expect(body).toContain('<meta property="og:type" content="website">');
    expect(body).toContain('<meta property="og:url" content="http://localhost:3000/th/more-news">');
    expect(body).toContain('<meta name="twitter:card" content="summary">');
    expect(body).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/media\/[^"]+">/);
  });

  it('a news item keeps its own article tags, once each', async () => {
    const { body } = await get('/en/press-releases/n-0001');
    expect(count(body, '<meta property="og:type"')).toBe(1);
    expect(body).toContain('<meta property="og:type" content="article">');
    expect(count(body, '<meta property="og:url"')).toBe(1);
    expect(count(body, 'name="twitter:card"')).toBe(1);
    expect(jsonLd(body).map((data) => data['@type'])).toEqual(['NewsArticle']);
  });

  it('news lists show a visible link to the feed; error pages link no feed', async () => {
    const list = await get('/th/press-releases');
    expect(list.body).toContain('<a href="/th/rss.xml" type="application/rss+xml">ติดตามข่าวสารผ่าน RSS</a>');
    const missing = await get('/en/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('application/rss+xml');
  });
});
