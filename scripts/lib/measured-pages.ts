// The pages measured for the front-end budget: one page of each kind, in Thai and English. Lighthouse
// (scripts/lighthouse.ts, decision 0401) scores them; the browser test apps/web/test/e2e/first-load-js.test.ts holds
// each to its first-load JavaScript budget (decision 0415).

/** One page of each kind; items are the first of their list in the demo data (their ids are generated). */
export type PageToMeasure = ({ label: string; path: string } | { label: string; firstItemOf: string }) & {
  /** Only in these languages (default: both). */
  langs?: readonly ('th' | 'en')[];
  /**
   * The page carries `<meta name="robots" content="noindex">` on purpose (search results, docs/decisions/0269):
   * Lighthouse's SEO audit `is-crawlable` fails on it by design, so it is left out of the assertion (and is
   * checked to fail, so the noindex is known to be there); every other SEO audit must still pass.
   */
  noindex?: true;
};
export const MEASURED_PAGES: readonly PageToMeasure[] = [
  { label: 'home', path: '/{lang}/main' },
  { label: 'news list', path: '/{lang}/press-releases' },
  { label: 'news item', firstItemOf: '/{lang}/press-releases' },
  { label: 'document', firstItemOf: '/{lang}/annual-reports' },
  { label: 'album', firstItemOf: '/{lang}/photos' },
  { label: 'calendar', path: '/{lang}/calendar' },
  { label: 'static page', path: '/{lang}/history' },
  { label: 'contact form', path: '/{lang}/forms/contact' },
  // The complaint's confirmation and status pages are answers to POSTs (no URL to measure): their forms are.
  { label: 'complaint form', path: '/{lang}/forms/complaint' },
  // The tip-off's confirmation too is the answer to its POST (decision 0156): its form is measured.
  { label: 'tip-off form', path: '/{lang}/forms/tip-off' },
  { label: 'tracking form', path: '/{lang}/forms/track' },
  // The members area as a guest finds it (a member's pages need a session: the browser tests audit them with axe).
  // robots.txt keeps crawlers out of the members area, so its SEO is judged like search results' (is-crawlable
  // fails).
  { label: 'members login', path: '/{lang}/members/login', noindex: true },
  { label: 'members register', path: '/{lang}/members/register', noindex: true },
  {
    label: 'search results',
    path: `/{lang}/search?q=${encodeURIComponent('กำไลอิเล็กทรอนิกส์')}`,
    langs: ['th'],
    noindex: true,
  },
];

/**
 * The budget (docs/performance.md) for the JavaScript a page loads before the visitor does anything (its island
 * included when it is in view), compressed, in KB of 1024 bytes as Lighthouse prints them: 100 on any page, 50 on a
 * news item.
 */
export const ANY_PAGE_JS_BUDGET_KB = 100;
export function firstLoadJsBudgetKb(label: string): number {
  return label === 'news item' ? 50 : ANY_PAGE_JS_BUDGET_KB;
}

/** The page's path in a language, on the site at `origin` (an item page: the first item its list links to). */
export async function pathOf(page: PageToMeasure, lang: 'th' | 'en', origin: string): Promise<string> {
  if ('path' in page) return page.path.replace('{lang}', lang);
  const list = page.firstItemOf.replace('{lang}', lang);
  const html = await (await fetch(`${origin}${list}`)).text();
  const match = new RegExp(`href="(${list}/[A-Za-z0-9-]+)"`).exec(html);
  if (!match) throw new Error(`No item on ${list}`);
  return match[1]!;
}
