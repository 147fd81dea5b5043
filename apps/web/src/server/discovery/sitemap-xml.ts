import { languages, languageTags, type Language } from '@probation/i18n';
import { escapeHtml as escapeXml } from '../render/escape-html.ts';

/** One public page of a site, in both languages. */
export interface SitemapEntry {
  paths: Record<Language, string>;
  /** ISO 8601 date-time of the last change, when the content knows it. */
  lastModified?: string;
}

/** At most this many URLs in one sitemap (the sitemaps.org limit). */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * A sitemaps.org urlset with one <url> per page and language, each naming its twin in the other language
 * (xhtml:link hreflang, and x-default → Thai, like the pages' own head).
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = [
      ...languages.map((lang) => alternateLink(languageTags[lang], origin + entry.paths[lang])),
      alternateLink('x-default', origin + entry.paths.th),
    ].join('');
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    for (const lang of languages) {
      urls.push(`<url><loc>${escapeXml(origin + entry.paths[lang])}</loc>${lastmod}${alternates}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.slice(0, SITEMAP_URL_LIMIT),
    '</urlset>',
    '',
  ].join('\n');
}

function alternateLink(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
}
