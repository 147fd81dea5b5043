import { escapeHtml } from '../../server/render/escape-html.ts';
import type { DocumentDetailContent } from './content.ts';

/** A document's page: OpenGraph (article, URL, dates) and its description as the page's description. */
export function documentHeadTags({ document, url }: DocumentDetailContent): string[] {
  return [
    '<meta property="og:type" content="article">',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="article:published_time" content="${escapeHtml(document.date)}">`,
    `<meta property="article:modified_time" content="${escapeHtml(document.updatedAt)}">`,
    '<meta name="twitter:card" content="summary">',
  ];
}
