import { describe, expect, it } from 'vitest';
import { rssXml } from '../../src/server/discovery/rss-feed.ts';
import { sitemapXml } from '../../src/server/discovery/sitemap-xml.ts';

const HOSTILE = 'A & B </title><script>alert("x")</script>';

describe('the XML of feeds and sitemaps', () => {
  it('escapes every text of a feed item, so content cannot break out of its element', () => {
    const xml = rssXml({
      lang: 'en',
      title: HOSTILE,
      description: HOSTILE,
      siteUrl: 'https://example.go.th/en/more-news',
      selfUrl: 'https://example.go.th/en/rss.xml',
      items: [
        {
          title: HOSTILE,
          url: 'https://example.go.th/en/news/n-1?a=1&b=2',
          summary: HOSTILE,
          publishedAt: '2026-11-20T02:00:00.000Z',
          category: HOSTILE,
        },
      ],
    });
    expect(xml).not.toContain('<script>');
    expect(xml).toContain(
      '<title>A &amp; B &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>',
    );
    expect(xml).toContain('<link>https://example.go.th/en/news/n-1?a=1&amp;b=2</link>');
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 02:00:00 +0000</pubDate>');
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 02:00:00 +0000</lastBuildDate>');
  });

  it('writes one <url> per language, each naming both twins and x-default', () => {
    const xml = sitemapXml('https://example.go.th', [
      { paths: { th: '/th/a&b', en: '/en/a&b' }, lastModified: '2026-01-02T03:04:05.000Z' },
    ]);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain('<loc>https://example.go.th/th/a&amp;b</loc>');
    expect(urls[1]).toContain('<loc>https://example.go.th/en/a&amp;b</loc>');
    for (const url of urls) {
      expect(url).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
      expect(url).toContain('hreflang="th-TH" href="https://example.go.th/th/a&amp;b"');
      expect(url).toContain('hreflang="en" href="https://example.go.th/en/a&amp;b"');
      expect(url).toContain('hreflang="x-default" href="https://example.go.th/th/a&amp;b"');
    }
  });
});
