import { languageTags, languages } from '@probation/i18n';
import type { PageState } from '../../shared/page-state.ts';
import { i18nFor } from '../../shared/texts/i18n.ts';
import type { PageHead } from '../../pages/page-kind.ts';
import { escapeHtml } from './escape-html.ts';
import { siteHeadTags, websiteHeadTags } from './site-head.ts';

export { escapeHtml };

export interface HeadInput {
  state: PageState;
  /** What the page says of itself: its title, description and head tags. */
  head: PageHead;
  /** The site's public origin (scheme://host[:port]), for absolute canonical and alternate URLs. */
  origin: string;
}

/** The document `<title>`: the page's own title, then the site's name. */
export function pageTitle(state: PageState, head: PageHead): string {
  const { t } = i18nFor(state.lang);
  return [head.title, state.site?.layout.siteName].filter(Boolean).join(t('meta.titleSeparator'));
}

/**
 * The document head a page needs beyond the built assets: title, description, canonical, hreflang, icons, the
 * news feed, OpenGraph / Twitter card tags and JSON-LD. A page kind's own head tags describe its content; a
 * page without them is described as a page of the website. Every page has a description.
 */
export function headTags({ state, head, origin }: HeadInput): string {
  const title = pageTitle(state, head);
  const tags = [`<title>${escapeHtml(title)}</title>`];
  const layout = state.site?.layout;
  if (layout) {
    tags.push(`<meta name="theme-color" content="${escapeHtml(layout.theme.primary)}">`);
    if (layout.logo) tags.push(`<link rel="icon" href="${escapeHtml(layout.logo.url)}">`);
    tags.push(`<meta property="og:site_name" content="${escapeHtml(layout.siteName)}">`);
  }
  tags.push(`<meta property="og:title" content="${escapeHtml(title)}">`);
  if (state.status >= 400) {
    tags.push('<meta name="robots" content="noindex">');
    return tags.join('');
  }
  const own = head.head ?? [];
  if (layout) {
    tags.push(...siteHeadTags(state, origin, layout));
    if (own.length === 0) tags.push(...websiteHeadTags(state, origin, layout));
    const description = head.description ?? i18nFor(state.lang).t('home.lead', { siteName: layout.siteName });
    tags.push(
      `<meta name="description" content="${escapeHtml(description)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
    );
  }
  tags.push(...own);
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
