import { languageTags, languages } from '@probation/i18n';
import type { PageState } from '../../shared/page-state.ts';

import { articleHeadTags } from './article-head.ts';
import { escapeHtml } from './escape-html.ts';
import { siteHeadTags, websiteHeadTags } from './site-head.ts';

export { escapeHtml };

export interface HeadInput {
  state: PageState;
  title: string;
  /** scheme://host[:port] of this request, for absolute canonical and alternate URLs. */
  origin: string;
}

/**
 * The document head a page needs beyond the built assets: title, description, canonical, hreflang, icons, the
 * news feed, OpenGraph / Twitter card tags and JSON-LD.
 */
export function headTags({ state, title, origin }: HeadInput): string {
  const tags = [`<title>${escapeHtml(title)}</title>`];
  const layout = state.site?.layout;
  if (layout) {
    tags.push(`<meta name="theme-color" content="${escapeHtml(layout.theme.primary)}">`);
    if (layout.logo) tags.push(`<link rel="icon" href="${escapeHtml(layout.logo.url)}">`);
    tags.push(`<meta property="og:site_name" content="${escapeHtml(layout.siteName)}">`);
  }
  tags.push(`<meta property="og:title" content="${escapeHtml(title)}">`);
  const article = articleHeadTags(state, origin);
  tags.push(...article);
  if (layout && state.status < 400) {
    tags.push(...siteHeadTags(state, origin, layout));
    if (article.length === 0) tags.push(...websiteHeadTags(state, origin, layout));
  }
  if (state.status >= 400) {
    tags.push('<meta name="robots" content="noindex">');
    return tags.join('');
  }
  if (state.alternates) {
    tags.push(`<link rel="canonical" href="${escapeHtml(origin + state.alternates[state.lang])}">`);
    for (const lang of languages) {
      tags.push(
        `<link rel="alternate" hreflang="${languageTags[lang]}" href="${escapeHtml(origin + state.alternates[lang])}">`,
      );
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + state.alternates.th)}">`,
    );
  }
  return tags.join('');
}
