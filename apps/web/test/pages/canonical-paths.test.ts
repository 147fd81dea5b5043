import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pool } from 'undici';
import { usePageApp } from './support/page-app.ts';
import { headAttribute, pageDom } from './support/page-dom.ts';

/**
 * One spelling of every path (decision 0602): every path has one spelling. Another spelling of a page is sent to it
 * (308, the query as it came); a path that cannot be spelled (broken escapes, `%00`, `%2F`) is the 404 page. Neither
 * is ever a page cache entry, and canonical and og:url always carry the one spelling. The requests go over a socket
 * as written: app.inject (and a URL object) would tidy the path before the website sees it.
 */

const suite = usePageApp();
let pool: Pool;

beforeAll(async () => {
  await suite.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = suite.app.server.address() as { port: number };
  pool = new Pool(`http://127.0.0.1:${port}`);
});
afterAll(() => pool?.close());

async function get(path: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') {
  const response = await pool.request({
    method,
    path,
    headers: { host: 'localhost:3000', accept: 'text/html' },
  });
  const body = await response.body.text();
  return { status: response.statusCode, headers: response.headers, body };
}

/** ข่าว ("news"), as a browser sends it: UTF-8, percent-encoded, upper-case hex. */
const THAI = '%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7';

describe('another spelling of a path', () => {
  it.each([
    ['/th/%70ress-releases', '/th/press-releases'],
    ['/th/%70ress-releases?page=2&x=%41', '/th/press-releases?page=2&x=%41'],
    ['/%74%68/main', '/th/main'],
    ['/th//press-releases', '/th/press-releases'],
    ['/th/./press-releases', '/th/press-releases'],
    ['/th/x/../press-releases', '/th/press-releases'],
    ['/th/%2e%2e/en/main', '/en/main'],
    ['//evil.example/th', '/evil.example/th'],
    ['///th', '/th'],
    [`/th/${THAI.toLowerCase()}`, `/th/${THAI}`],
    ['/media/logos/%64ept.svg', '/media/logos/dept.svg'],
  ])('%s is sent to %s (308, a path, never //)', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(location);
    expect(response.headers.location).toMatch(/^\/(?!\/)/);
  });

  it('keeps the method: a form sent to another spelling is sent on, with its body, to the one spelling', async () => {
    const response = await get('/th/forms/%63ontact', 'POST');
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/th/forms/contact');
  });

  it('the one spelling is the page, and its canonical and og:url name it', async () => {
    const response = await get('/th/press-releases');
    expect(response.status).toBe(200);
    const page = pageDom(response.body);
    expect(headAttribute(page, 'link[rel="canonical"]', 'href')).toBe(
      'http://localhost:3000/th/press-releases',
    );
    expect(headAttribute(page, 'meta[property="og:url"]')).toBe('http://localhost:3000/th/press-releases');
  });
});

describe('a path that cannot be spelled', () => {
  it.each(['/th/press-releases%00', '/th/press%2Freleases', '/en/press%2freleases', '/th/%0A'])(
    '%s is the 404 page, never kept',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(pageDom(response.body).getByRole('heading', { level: 1 }).textContent).toContain('404');
    },
  );

  // What does not decode at all is refused before routing (decision 0233): the same no-store 400 as before.
  it.each(['/th/%zz', '/th/press%2Dreleases%', '/th/%C0%AF', '/th/%E0%B8'])(
    '%s is a 400, never kept',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );
});

describe('the page cache under 400 spellings of real pages', () => {
  it('holds each page once, under its one spelling', async () => {
    const cache = suite.app.pageCache!;
    const pages = ['/th/press-releases', '/th/main', '/en/main', '/en/press-releases'];
    for (const page of pages) expect((await get(page)).status).toBe(200);
    const before = cache.size;
    const spellings = pages.flatMap((page) => respellings(page, 100));
    const statuses = new Set<number>();
    for (const spelling of spellings) statuses.add((await get(spelling)).status);
    expect([...statuses]).toEqual([308]);
    expect(cache.size).toBe(before);
  });
});

/** `count` spellings of a path, each letter or digit percent-encoded (upper or lower case) or not, at random. */
function respellings(path: string, count: number): string[] {
  const spellings = new Set<string>();
  while (spellings.size < count) {
    const spelled = path.replace(/[a-z0-9]/gi, (char) => {
      const roll = Math.random();
      const hex = char.charCodeAt(0).toString(16);
      return roll < 0.4 ? char : roll < 0.7 ? `%${hex}` : `%${hex.toUpperCase()}`;
    });
    if (spelled !== path) spellings.add(spelled);
  }
  return [...spellings];
}
