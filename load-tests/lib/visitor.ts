import { check, sleep } from 'k6';
import http from 'k6/http';
import { BASE_URL, type SiteLinks } from './sites.ts';

const pick = <T>(values: readonly T[]): T | undefined => values[Math.floor(Math.random() * values.length)];

/**
 * One page view of a visitor: home 30 %, a list 25 %, an item 30 %, an image 10 %, a feed 5 %, on a random site
 * and language. Requests are tagged by kind, so the summary and thresholds can tell pages from media.
 */
export function viewOnePage(sites: readonly SiteLinks[]): void {
  const site = pick(sites)!;
  const roll = Math.random();
  let kind: string;
  let path: string | undefined;
  if (roll < 0.3) [kind, path] = ['home', `/${site.lang}/main`];
  else if (roll < 0.55) [kind, path] = ['list', pick(site.lists)];
  else if (roll < 0.85) [kind, path] = ['item', pick(site.items)];
  else if (roll < 0.95) [kind, path] = ['media', pick(site.media)];
  else [kind, path] = ['feed', `/${site.lang}/rss.xml`];
  if (!path) [kind, path] = ['home', `/${site.lang}/main`];

  const response = http.get(`${BASE_URL}${path}`, {
    headers: { Host: site.host },
    tags: { name: kind, kind },
  });
  check(response, {
    'answers 200': (r) => r.status === 200,
    'has content': (r) =>
      kind === 'media'
        ? Number(r.headers['Content-Length'] ?? r.body?.toString().length ?? 0) > 0
        : kind === 'feed'
          ? String(r.body).includes('<rss')
          : String(r.body).includes('</html>') && String(r.body).includes(`<html lang="${site.lang}`),
  });
}

/** A visitor's session: a few pages with reading time between them. */
export function browse(sites: readonly SiteLinks[], thinkSeconds = 3): void {
  const pages = 2 + Math.floor(Math.random() * 4);
  for (let page = 0; page < pages; page++) {
    viewOnePage(sites);
    sleep(thinkSeconds * (0.5 + Math.random()));
  }
}
