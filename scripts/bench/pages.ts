// The pages the bench measures, and what each travels as from the website (its compressed size and content type,
// which its static baseline copies).

import { BROWSER_ACCEPT_ENCODING } from './load.ts';
import { get, HOST_HEADER } from './http-get.ts';

export interface BenchPage {
  label: string;
  path: string;
  /** A free-text search URL, kept by a page cache of its own once asked again (decision 0134). */
  search?: true;
}

/** A page as the website sends it to a browser. */
export interface ServedPage extends BenchPage {
  bytes: number;
  contentType: string;
}

const NEWS_SECTION = '/th/press-releases';
const NEWS_ITEM = 'news item';

/**
 * Every page the bench can measure (`--pages` picks some). The news item's path is the newest of the list, found
 * when the website is up. The search is for a Thai word of the demo content that finds items of several types.
 */
export const BENCH_PAGES: readonly BenchPage[] = [
  { label: 'home', path: '/th/main' },
  { label: 'news list', path: NEWS_SECTION },
  { label: NEWS_ITEM, path: '' },
  { label: 'search', path: `/th/search?q=${encodeURIComponent('คุมประพฤติ')}`, search: true },
];

/** The pages with their paths, sizes and types, asked of the website on `port` as a browser asks (decision 0270). */
export async function servedPages(pages: readonly BenchPage[], port: number): Promise<ServedPage[]> {
  const served: ServedPage[] = [];
  for (const page of pages) {
    const path = page.label === NEWS_ITEM ? await newestNewsPath(port) : page.path;
    const answer = await get(port, path, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    const contentType = String(answer.headers['content-type']);
    console.log(`GET ${path} (Host: ${HOST_HEADER}): ${answer.body.length} bytes, ${contentType}`);
    served.push({ ...page, path, bytes: answer.body.length, contentType });
  }
  return served;
}

/** The path of the first news item the list page links to. */
async function newestNewsPath(port: number): Promise<string> {
  const listHtml = (await get(port, NEWS_SECTION)).body.toString('utf8');
  const match = new RegExp(`href="(${NEWS_SECTION}/[A-Za-z0-9-]+)"`).exec(listHtml);
  if (!match) throw new Error(`no news item linked from ${NEWS_SECTION}`);
  return match[1]!;
}
