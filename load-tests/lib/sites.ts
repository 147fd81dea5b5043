import http from 'k6/http';

/** The product under test: `npm run load` sets BASE_URL; k6 sets the Host header to choose the site. */
export const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:3000';
export const SITES = ['localhost', 'chiangmai.localhost', 'khonkaen.localhost'] as const;

/**
 * The Origin a browser sends with a site's forms (the website takes a POST only from its own pages: decision 0601):
 * the product's public origin is http, the site's host, and BASE_URL's port.
 */
export function siteOrigin(host: string): string {
  const port = /^[a-z]+:\/\/[^/]*:(\d+)/.exec(BASE_URL)?.[1];
  return `http://${host}${port ? `:${port}` : ''}`;
}
export const LANGS = ['th', 'en'] as const;

export interface SiteLinks {
  host: string;
  lang: string;
  lists: string[];
  items: string[];
  media: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/** Same-site links of a page: `/th/x` (a section list) and `/th/x/y` (an item), without queries. */
function linksIn(html: string, lang: string): { lists: string[]; items: string[]; media: string[] } {
  const hrefs = [...html.matchAll(/href="(\/[^"?#]*)"/g)].map((match) => match[1]!);
  const ofLang = hrefs.filter((href) => href.startsWith(`/${lang}/`) && !href.endsWith('.xml'));
  const depth = (href: string) => href.split('/').filter(Boolean).length;
  const media = [...html.matchAll(/src="(\/media\/[^"]+)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );
  return {
    lists: unique(
      ofLang.filter((href) => depth(href) === 2 && !/\/(main|Intropage|maintenance)$/.test(href)),
    ),
    items: unique(ofLang.filter((href) => depth(href) === 3)),
    media: unique(media),
  };
}

/**
 * What visitors can browse, found the way a visitor finds it: each site's home page in each language, then the
 * first news list, whose items join those linked from home. Runs once, in k6's setup().
 */
export function discoverSites(): SiteLinks[] {
  const found: SiteLinks[] = [];
  for (const host of SITES) {
    for (const lang of LANGS) {
      const home = http.get(`${BASE_URL}/${lang}/main`, { headers: { Host: host }, tags: { name: 'setup' } });
      if (home.status !== 200) throw new Error(`${host} /${lang}/main answered ${home.status}`);
      const links = linksIn(String(home.body), lang);
      for (const list of links.lists.slice(0, 4)) {
        const page = http.get(`${BASE_URL}${list}`, { headers: { Host: host }, tags: { name: 'setup' } });
        if (page.status === 200) links.items.push(...linksIn(String(page.body), lang).items);
      }
      found.push({
        host,
        lang,
        lists: links.lists,
        items: unique(links.items).slice(0, 40),
        media: links.media,
      });
    }
  }
  return found;
}
