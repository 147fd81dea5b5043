import { describe, expect, it } from 'vitest';
import { rssXml, type FeedItem } from '../../src/server/discovery/rss-feed.ts';

/** The feed's order and build date: a news list puts pinned items first, a feed does not. */

function item(id: string, publishedAt: string): FeedItem {
  return {
    title: id,
    url: `https://dept.example/en/press-releases/${id}`,
    summary: id,
    publishedAt,
    category: null,
  };
}

describe('RSS feed', () => {
  it('lists the items newest first and was last built when its newest item was published', () => {
    const xml = rssXml({
      lang: 'en',
      title: 'News',
      description: 'News of the site',
      siteUrl: 'https://dept.example/en/more-news',
      selfUrl: 'https://dept.example/en/rss.xml',
      // As the news list answers them: the pinned (old) item first, then the others newest first.
      items: [
        item('pinned-old', '2024-03-01T02:00:00.000Z'),
        item('newest', '2026-11-20T02:00:00.000Z'),
        item('middle', '2025-06-15T02:00:00.000Z'),
      ],
    });
    const titles = [...xml.matchAll(/<item><title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual(['newest', 'middle', 'pinned-old']);
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 02:00:00 +0000</lastBuildDate>');
  });

  it('has no build date when it has no items', () => {
    const xml = rssXml({
      lang: 'th',
      title: 'ข่าว',
      description: 'ข่าว',
      siteUrl: 'https://dept.example/th/more-news',
      selfUrl: 'https://dept.example/th/rss.xml',
      items: [],
    });
    expect(xml).not.toContain('<lastBuildDate>');
    expect(xml).not.toContain('<item>');
  });
});
