import { languageTags } from '@probation/i18n';
import type { PageContent, PageState } from '../../shared/page-state.ts';
import { scriptSafeJson } from '../../shared/page-state-json.ts';
import { albumHeadTags } from './album-head.ts';
import { documentHeadTags } from './document-head.ts';
import { escapeHtml } from './escape-html.ts';
import { eventHeadTags } from '../calendar/event-head.ts';
import { videoHeadTags } from './video-head.ts';

type NewsDetail = Extract<PageContent, { kind: 'newsDetail' }>;

/**
 * The head tags of a news item or a static page. A news item: OpenGraph (article, image, dates), a summary description, and a NewsArticle in
 * JSON-LD — data, not code (CSP stays script-src 'self'), written so nothing in it can close its script tag.
 */
export function articleHeadTags(state: PageState, origin: string): string[] {
  if (state.content?.kind === 'page') return staticPageHeadTags(state.content);
  if (state.content?.kind === 'albumDetail') return albumHeadTags(state.content, origin);
  if (state.content?.kind === 'eventDetail') return eventHeadTags(state, state.content, origin);
  if (state.content?.kind === 'videoDetail') return videoHeadTags(state, state.content, origin);
  if (state.content?.kind === 'documentDetail') return documentHeadTags(state.content);
  if (state.content?.kind !== 'newsDetail') return [];
  const { item, url } = state.content;
  const image = item.cover ? new URL(item.cover.url, origin).href : null;
  const tags = [
    `<meta name="description" content="${escapeHtml(item.summary)}">`,
    '<meta property="og:type" content="article">',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:description" content="${escapeHtml(item.summary)}">`,
    `<meta property="article:published_time" content="${escapeHtml(item.publishedAt)}">`,
    `<meta property="article:modified_time" content="${escapeHtml(item.updatedAt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
  ];
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
  tags.push(
    `<script type="application/ld+json">${scriptSafeJson(newsArticle(state, state.content, image))}</script>`,
  );
  return tags;
}

/** A static page: OpenGraph (website, URL, modified time) and its summary as the description. */
function staticPageHeadTags({ page, url }: Extract<PageContent, { kind: 'page' }>): string[] {
  const description = page.summary
    ? [
        `<meta name="description" content="${escapeHtml(page.summary)}">`,
        `<meta property="og:description" content="${escapeHtml(page.summary)}">`,
      ]
    : [];
  return [
    ...description,
    '<meta property="og:type" content="website">',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:updated_time" content="${escapeHtml(page.updatedAt)}">`,
    '<meta name="twitter:card" content="summary">',
  ];
}

function newsArticle(state: PageState, { item, url }: NewsDetail, image: string | null) {
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
    publisher: { '@type': 'GovernmentOrganization', name: state.site?.layout.siteName ?? '' },
  };
}
