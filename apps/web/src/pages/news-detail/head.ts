import { languageTags } from '@probation/i18n';
import { scriptSafeJson } from '../../shared/page-state-json.ts';
import { escapeHtml } from '../../server/render/escape-html.ts';
import { shareImageTags } from '../../server/render/share-image.ts';
import type { NewsDetailContent } from './content.ts';

/**
 * The head tags of a news item: OpenGraph (article, image, dates), a summary description, and a NewsArticle in
 * JSON-LD — data, not code (CSP stays script-src 'self'), written so nothing in it can close its script tag.
 */
export function newsItemHeadTags(siteName: string, content: NewsDetailContent, origin: string): string[] {
  const { item, url } = content;
  const image = item.cover ? new URL(item.cover.url, origin).href : null;
  const tags = [
    '<meta property="og:type" content="article">',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="article:published_time" content="${escapeHtml(item.publishedAt)}">`,
    `<meta property="article:modified_time" content="${escapeHtml(item.updatedAt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
  ];
  if (item.cover) tags.push(...shareImageTags(item.cover, origin));
  tags.push(
    `<script type="application/ld+json">${scriptSafeJson(newsArticle(siteName, content, image))}</script>`,
  );
  return tags;
}

function newsArticle(siteName: string, { item, url }: NewsDetailContent, image: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.summary,
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    inLanguage: languageTags[item.contentLang],
    mainEntityOfPage: url,
    ...(image ? { image: [image] } : {}),
    ...(item.category ? { articleSection: item.category.label } : {}),
    ...(item.tags.length > 0 ? { keywords: item.tags.join(', ') } : {}),
    publisher: { '@type': 'GovernmentOrganization', name: siteName },
  };
}
