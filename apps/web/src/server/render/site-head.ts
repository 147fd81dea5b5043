import { languages, type Language } from '@probation/i18n';
import { i18nFor } from '../../shared/texts/i18n.ts';
import type { LayoutData, PageState } from '../../shared/page-state.ts';
import { scriptSafeJson } from '../../shared/page-state-json.ts';
import { feedPath, mainPath } from '../../shared/routes.ts';
import { escapeHtml } from './escape-html.ts';
import { shareImageTags } from './share-image.ts';

/** OpenGraph locales (territory form, as og:locale wants). */
const ogLocales: Record<Language, string> = { th: 'th_TH', en: 'en_US' };

/**
 * Head tags every page of a site carries: the news feed of its language, the OpenGraph locale, and on the home
 * page the department as a GovernmentOrganization (JSON-LD: data, not code; CSP stays script-src 'self').
 */
export function siteHeadTags(state: PageState, origin: string, layout: LayoutData): string[] {
  const { t } = i18nFor(state.lang);
  const tags = [
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(t('feed.title', { siteName: layout.siteName }))}" href="${feedPath(state.lang)}">`,
    `<meta property="og:locale" content="${ogLocales[state.lang]}">`,
    ...languages
      .filter((lang) => lang !== state.lang)
      .map((lang) => `<meta property="og:locale:alternate" content="${ogLocales[lang]}">`),
  ];
  if (state.page === 'home') {
    tags.push(
      `<script type="application/ld+json">${scriptSafeJson(governmentOrganization(state.lang, origin, layout))}</script>`,
    );
  }
  return tags;
}

/**
 * OpenGraph and Twitter card tags of a page that has no content of its own to describe (home, lists): a
 * website, its canonical URL and the site's intro image (else its logo).
 */
export function websiteHeadTags(state: PageState, origin: string, layout: LayoutData): string[] {
  const image = layout.intro?.image ?? layout.logo;
  const tags = [
    '<meta property="og:type" content="website">',
    '<meta name="twitter:card" content="summary">',
  ];
  if (state.alternates) {
    tags.push(`<meta property="og:url" content="${escapeHtml(origin + state.alternates[state.lang])}">`);
  }
  if (image) tags.push(...shareImageTags(image, origin));
  return tags;
}

function governmentOrganization(lang: Language, origin: string, layout: LayoutData) {
  const { footer } = layout;
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    name: layout.siteName,
    ...(layout.siteSubtitle
      ? { parentOrganization: { '@type': 'GovernmentOrganization', name: layout.siteSubtitle } }
      : {}),
    url: origin + mainPath(lang),
    ...(layout.logo ? { logo: new URL(layout.logo.url, origin).href } : {}),
    address: footer.address,
    telephone: footer.phone,
    ...(footer.fax ? { faxNumber: footer.fax } : {}),
    email: footer.email,
    ...(footer.social.length > 0 ? { sameAs: footer.social.map((link) => link.url) } : {}),
  };
}
