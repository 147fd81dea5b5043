import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { rawRequest } from '../server/support/raw-request.ts';
import { DEMO_ITEMS } from '../server/support/demo-items.ts';
import { usePageApp } from './support/page-app.ts';
import { headAttribute, pageDom } from './support/page-dom.ts';

/**
 * Origins and request targets, and caches that an attacker cannot fill or bypass (decisions 0225-0227), on the pages:
 * absolute URLs from the site's configured origin, request targets that cannot reach links or cache keys, a page
 * cache that made-up URLs and hosts do not grow, and HTTP caching headers that never share a Set-Cookie.
 */

const suite = usePageApp();

const RETURNING = 'SiteID=64b000000000000000000001; i18n_redirected=th';

function get(url: string, headers: Record<string, string> = {}) {
  return suite.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost:3000', accept: 'text/html', ...headers },
  });
}

/** Every absolute http(s) URL the page prints in an attribute, and in its JSON-LD / page state. */
function absoluteUrls(body: string): string[] {
  return [...body.matchAll(/https?:\/\/[^"'\s<>\\]+/g)].map((match) => match[0]);
}

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

function rawGet(port: number, target: string) {
  return rawRequest(port, `GET ${target} HTTP/1.1`, { host: 'localhost:3000', accept: 'text/html' });
}

describe('absolute URLs of the pages', () => {
  it.each(['evil.com@localhost', 'localhost:9999', 'localhost/x', 'LOCALHOST.:1'])(
    'come from the configured origin whatever the Host header is (%s)',
    async (host) => {
      for (const path of ['/th', '/en/main', `/en${DEMO_ITEMS.news.path}`, '/en/about']) {
        const response = await get(path, { host });
        expect(response.statusCode).toBe(200);
        const site = absoluteUrls(response.body).filter((url) => /^https?:\/\/[^/]*localhost/i.test(url));
        expect(site.length).toBeGreaterThan(0);
        for (const url of site) expect(url).toMatch(/^http:\/\/localhost:3000\//);
        expect(response.body).not.toMatch(/evil|9999|localhost\/x|localhost:1\b|LOCALHOST/);
      }
    },
  );

  it('name the share links, JSON-LD and og:url of an item on the configured origin', async () => {
    const url = `http://localhost:3000/en${DEMO_ITEMS.news.path}`;
    const response = await get(`/en${DEMO_ITEMS.news.path}`, { host: 'localhost:9999' });
    expect(headAttribute(pageDom(response.body), 'meta[property="og:url"]')).toBe(url);
    expect(response.body).toContain(encodeURIComponent(url));
    expect(response.body).not.toContain(encodeURIComponent('localhost:9999'));
  });
});

describe('request targets', () => {
  it('an absolute-form target reaches neither links nor page state: its path is served on the host it names', async () => {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = suite.app.server.address() as { port: number };

    const own = await rawGet(port, 'http://localhost:3000/th');
    expect(own.status).toBe('HTTP/1.1 200 OK');
    const page = pageDom(own.body);
    expect(page.getByRole('link', { name: 'English (อ่านหน้านี้เป็นภาษาอังกฤษ)' }).getAttribute('href')).toBe(
      '/en',
    );
    expect(headAttribute(page, 'link[rel="canonical"]', 'href')).toBe('http://localhost:3000/th');

    const other = await rawGet(port, 'http://evil.example/th');
    expect(other.status).toBe('HTTP/1.1 404 Not Found');
    expect(other.body).not.toMatch(/href="[^"]*evil/);
    expect(other.body).not.toContain('http://evil.example');

    // Its one spelling is a path on this site (decision 0602), never a protocol-relative link.
    const protocolRelative = await rawGet(port, '//evil.example/th');
    expect(protocolRelative.status).toBe('HTTP/1.1 308 Permanent Redirect');
    const sentOn = await rawGet(port, '/evil.example/th');
    expect(sentOn.status).toBe('HTTP/1.1 404 Not Found');
    expect(sentOn.body).not.toMatch(/href="\/\/|http:\/\/evil/);
  });
});

describe('the full-page cache under made-up requests', () => {
  it('does not grow for other ports, host spellings, random paths, unknown ids or pages past the last', async () => {
    const cache = suite.app.pageCache!;
    await get('/th/press-releases');
    await get('/th/main');
    const before = { bytes: cache.bytes, size: cache.size };
    expect(before.bytes).toBeGreaterThan(0);
    const random = () => Math.random().toString(36).slice(2, 10);
    const answers: LightMyRequestResponse[] = [];
    for (let index = 0; index < 60; index++) {
      answers.push(
        ...(await Promise.all([
          get('/th/main', { host: `localhost:${10_000 + index}` }),
          get(`/th/${random()}`),
          get(`/th/press-releases/n-${random()}`),
          get(`/th/press-releases?page=${100 + index}`),
          get(`/th/press-releases?category=${random()}`),
        ])),
      );
    }
    expect(answers).toHaveLength(300);
    expect(
      answers
        .filter((answer) => answer.statusCode >= 500)
        .map((answer) => `${answer.statusCode} ${answer.raw.req.url} ${answer.raw.req.headers.host}`),
    ).toEqual([]);
    for (const answer of answers.filter(
      (each) => each.statusCode === 404 || /page=|category=/.test(each.raw.req.url ?? ''),
    )) {
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect({ bytes: cache.bytes, size: cache.size }).toEqual(before);
  });

  it('answers the not-found page, no-store and never kept, for a list page past its last one', async () => {
    for (const list of ['press-releases', 'more-news', 'downloads', 'photos', 'videos']) {
      for (const attempt of ['miss', 'again']) {
        const response = await get(`/en/${list}?page=99`, { cookie: RETURNING });
        expect(`${list} ${attempt} ${response.statusCode}`).toBe(`${list} ${attempt} 404`);
        expect(response.body).toContain(`Page not found: /en/${list}`);
        expect(response.body).not.toMatch(/aria-label="Page 99"/);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-page-cache']).toBe('miss');
      }
    }
  });
});

describe('HTTP caching and cookies', () => {
  const urls = [
    '/',
    '/th',
    '/en/main',
    '/th/press-releases',
    '/th/press-releases?page=2',
    `/th${DEMO_ITEMS.news.path}`,
    '/en/no-such-page',
    '/no-such-page',
    '/th/press-releases?page=900',
    '/robots.txt',
    '/sitemap.xml',
    '/th/rss.xml',
  ];
  const cookieStates = [
    '',
    RETURNING,
    'SiteID=64b000000000000000000002; i18n_redirected=en',
    'i18n_redirected=en',
  ];

  it('never shares an answer that sets a cookie, and never sets a cookie on a shared one', async () => {
    let shared = 0;
    let own = 0;
    for (const host of ['localhost:3000', 'phuket.localhost', 'nowhere.example']) {
      for (const url of urls) {
        for (const cookie of cookieStates) {
          const response = await get(url, { host, ...(cookie ? { cookie } : {}) });
          const caching = String(response.headers['cache-control'] ?? '');
          const cookies = setCookies(response);
          if (/public|s-maxage/.test(caching)) {
            shared++;
            expect(cookies, `${host}${url} [${cookie}]`).toEqual([]);
          }
          if (cookies.length > 0) {
            own++;
            expect(caching, `${host}${url} [${cookie}]`).toMatch(/private|no-store/);
            expect(caching).not.toMatch(/public|s-maxage/);
          }
          for (const set of cookies.filter((each) => each.startsWith('SiteID='))) {
            expect(set).toContain('; Secure');
            expect(set).toContain('SameSite=None');
          }
        }
      }
    }
    expect(shared).toBeGreaterThan(10);
    expect(own).toBeGreaterThan(10);
  });

  it("keeps / (its language is the cookie's) to the visitor, even with every cookie in place", async () => {
    const english = await get('/', { cookie: 'SiteID=64b000000000000000000001; i18n_redirected=en' });
    expect(english.headers['set-cookie']).toBeUndefined();
    expect(english.headers['cache-control']).toBe('private, no-cache');
    expect(pageDom(english.body).document.documentElement.getAttribute('lang')).toBe('en');
    const thai = await get('/', { cookie: RETURNING });
    expect(pageDom(thai.body).document.documentElement.getAttribute('lang')).toBe('th-TH');
    expect(thai.headers['cache-control']).toBe('private, no-cache');
  });
});
