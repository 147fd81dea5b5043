import { found, type PageKind } from '../page-kind.ts';

/**
 * The site map for people (`/{lang}/sitemap`): every page of the menu, in its order and nesting, and the pages
 * the footer links. It needs nothing beyond the site shell (the layout's menu and footer).
 */
export const sitemapPage: PageKind<undefined> = {
  load: ({ t, site }) =>
    found({
      content: undefined,
      title: t('sitemap.title'),
      description: t('sitemap.description', { siteName: site.layout.siteName }),
    }),
};
