import { languageTags, type Language } from '@probation/i18n';
import { escapeHtml as escapeXml } from '../render/escape-html.ts';

export interface FeedItem {
  title: string;
  /** Absolute URL of the item's page; also its permanent guid. */
  url: string;
  summary: string;
  /** ISO 8601 date-time. */
  publishedAt: string;
  category: string | null;
}

export interface Feed {
  lang: Language;
  title: string;
  description: string;
  /** Absolute URL of the site's page the feed follows (the news list). */
  siteUrl: string;
  /** Absolute URL of the feed itself. */
  selfUrl: string;
  items: readonly FeedItem[];
}

/**
 * An RSS 2.0 channel (with atom:link rel="self", as feed validators ask). Dates in RFC 822 form, UTC. Newest
 * first whatever order the items came in (a list puts its pinned items first; a feed has no pinning), and the
 * channel was last built when its newest item was published.
 */
export function rssXml(feed: Feed): string {
  const items = [...feed.items].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  const newest = items[0]?.publishedAt;
  const channel = [
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.siteUrl)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${languageTags[feed.lang].toLowerCase()}</language>`,
    `<atom:link href="${escapeXml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items.map(itemXml),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    `<channel>${channel.join('\n')}</channel>`,
    '</rss>',
    '',
  ].join('\n');
}

function itemXml(item: FeedItem): string {
  return [
    '<item>',
    `<title>${escapeXml(item.title)}</title>`,
    `<link>${escapeXml(item.url)}</link>`,
    `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
    `<description>${escapeXml(item.summary)}</description>`,
    `<pubDate>${rfc822(item.publishedAt)}</pubDate>`,
    ...(item.category ? [`<category>${escapeXml(item.category)}</category>`] : []),
    '</item>',
  ].join('');
}

function rfc822(iso: string): string {
  return new Date(iso).toUTCString().replace('GMT', '+0000');
}
