import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { TextsProvider } from './runtime/texts-context.tsx';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@probation/i18n';
import type { LayoutData } from '../shared/page-state.ts';
import { BoundedMap } from '../server/cache/bounded-map.ts';
import { BrandContent, type HeaderPartsHtml } from '../components/layout/SiteHeader.tsx';
import { MainNavContent } from '../components/layout/MainNav.tsx';
import { SiteFooterContent } from '../components/layout/SiteFooter.tsx';

/** The parts of every page that depend on the site's layout and the page's language only, as HTML. */
export interface LayoutPartsHtml extends HeaderPartsHtml {
  /** SiteFooterContent's HTML. */
  footer: string;
}

/**
 * The department and its provincial offices (about a hundred sites) in two languages, a few kilobytes each; past
 * this the memo starts again. An edited layout is a new key, and old versions go when it does.
 */
const MAX_LAYOUTS = 256;
const renderedLayouts = new BoundedMap<string, LayoutPartsHtml>(MAX_LAYOUTS);

/**
 * The brand, the menu and the footer of a site in a language: a third of a page's markup, rendered by React once
 * per version of the layout instead of on every page (decision 0422). The key is the layout's `version`, a digest
 * of the site's layout as dept-api answered it (made once per answer, when it is mapped): an edited menu or footer
 * is a new version, shown on the next page rendered. The layout comes from the site's data, never the request.
 */
export function layoutPartsOf(layout: LayoutData, lang: Language, i18n: I18n): LayoutPartsHtml {
  const key = `${lang} ${layout.version}`;
  let parts = renderedLayouts.get(key);
  if (!parts) {
    const render = (element: ReactNode) =>
      renderToString(<TextsProvider i18n={i18n}>{element}</TextsProvider>);
    parts = {
      brand: render(<BrandContent layout={layout} lang={lang} />),
      menu: render(<MainNavContent menu={layout.menu} />),
      footer: render(<SiteFooterContent layout={layout} lang={lang} />),
    };
    renderedLayouts.set(key, parts);
  }
  return parts;
}
