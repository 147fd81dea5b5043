import { describe, expect, it } from 'vitest';
import { DEMO_ITEMS } from '../server/support/demo-items.ts';
import { eventually, sleep } from '../server/support/test-app.ts';
import { usePageApp } from './support/page-app.ts';

/**
 * A page the cache holds, for a guest whose site the process holds too, is answered without waiting on anything
 * (decision 0420): it must go out exactly as the page the cache was filled with, and still keep the site data fresh.
 */

// Site data goes stale after a second; pages stay kept for a minute.
const suite = usePageApp({ CACHE_TTL_SECONDS: '1', CACHE_STALE_SECONDS: '60', PAGE_CACHE_TTL_SECONDS: '60' });

const get = (url: string, headers: Record<string, string> = {}) =>
  suite.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html', ...headers } });

describe('a page answered from the page cache', () => {
  it.each(['/th/main', '/en/press-releases', `/th${DEMO_ITEMS.news.path}`])(
    "%s goes out as it did when it was kept: body, status, caching headers and a first visitor's cookies",
    async (url) => {
      const first = await get(url, { 'accept-encoding': 'identity' });
      const again = await get(url, { 'accept-encoding': 'identity' });
      expect(first.headers['x-page-cache']).toMatch(/miss|hit/);
      expect(again.headers['x-page-cache']).toBe('hit');
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      for (const name of [
        'cache-control',
        'content-language',
        'content-type',
        'vary',
        'content-security-policy',
      ]) {
        expect(again.headers[name], name).toBe(first.headers[name]);
      }
      const lang = url.slice(1, 3);
      expect(again.headers['set-cookie']).toEqual([
        'SiteID=64b000000000000000000001; Max-Age=86400; Path=/; Secure; SameSite=None',
        `i18n_redirected=${lang}; Max-Age=31536000; Path=/; SameSite=Lax`,
      ]);
    },
  );

  it.each(['br', 'gzip', 'identity'])(
    'carries every header the app gives all its answers (Accept-Encoding %s)',
    async (encoding) => {
      const plain = await suite.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'localhost' },
      });
      await get('/en/main', { 'accept-encoding': encoding });
      const held = await get('/en/main', { 'accept-encoding': encoding });
      expect(held.headers['x-page-cache']).toBe('hit');
      expect(Object.keys(plain.headers)).toContain('content-security-policy');
      for (const name of Object.keys(plain.headers)) expect(held.headers, name).toHaveProperty(name);
      expect(held.headers['x-request-id']).not.toBe(plain.headers['x-request-id']);
    },
  );

  it('sets no cookie a returning visitor already has, and keeps the answer shareable', async () => {
    await get('/th/main');
    const returning = await get('/th/main', {
      cookie: 'SiteID=64b000000000000000000001; i18n_redirected=th',
    });
    expect(returning.headers['x-page-cache']).toBe('hit');
    expect(returning.headers['set-cookie']).toBeUndefined();
    expect(returning.headers['cache-control']).toMatch(/^public, /);
  });

  it("still refreshes the site's data once it is stale, while the page itself is served from the cache", async () => {
    await get('/th/about');
    await get('/th/about');
    await sleep(1100);
    const before = suite.deptApi.calls.details + suite.deptApi.calls.domain;
    const stale = await get('/th/about');
    expect(stale.headers['x-page-cache']).toBe('hit');
    await eventually(() => suite.deptApi.calls.details + suite.deptApi.calls.domain > before);
  });
});
