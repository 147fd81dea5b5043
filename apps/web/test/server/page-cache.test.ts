import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_ASKED_ONCE, PageCache, type RenderedPage } from '../../src/server/render/page-cache.ts';

/** The full-page cache on its own: bounded in bytes, least recently used first, keeps only what it may. */

function page(bytes: number, cache: RenderedPage['cache'] = 'store', status = 200): RenderedPage {
  return {
    status,
    // Random bytes do not compress: the cache holds about twice the body (brotli and gzip of it).
    body: randomBytes(bytes),
    headers: { 'content-language': 'th' },
    siteId: 's',
    cache,
  };
}

function cacheOf(maxBytes: number, clock = { now: 0 }) {
  return new PageCache({ ttlMs: 1000, staleMs: 10_000, maxBytes, now: () => clock.now });
}

describe('full-page cache', () => {
  it('holds at most maxBytes, dropping the least recently used pages first', async () => {
    const cache = cacheOf(64 * 1024);
    for (let index = 0; index < 300; index++) {
      await cache.serve(`key-${index}`, async () => page(10 * 1024));
      expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(cache.size).toBe(3); // 64 KB over 2 × 10 KB compressed bodies and their bookkeeping
    expect((await cache.serve('key-299', async () => page(1))).source).toBe('hit');
    expect((await cache.serve('key-0', async () => page(1))).source).toBe('miss');
  });

  it('keeps a page it has just used over an older one', async () => {
    const cache = cacheOf(3 * (2 * 1024 + 700));
    for (const key of ['a', 'b', 'c']) await cache.serve(key, async () => page(1024));
    await cache.serve('a', async () => page(1024));
    await cache.serve('d', async () => page(1024));
    expect((await cache.serve('a', async () => page(1))).source).toBe('hit');
    expect((await cache.serve('b', async () => page(1))).source).toBe('miss');
  });

  it('holds a page compressed (brotli and gzip of the rendered bytes), counted at what it holds', async () => {
    const cache = cacheOf(1024 * 1024);
    const html = Buffer.from('<p>สวัสดี</p>'.repeat(2000));
    const rendered: RenderedPage = { ...page(0), body: html };
    const miss = await cache.serve('page', async () => rendered);
    const hit = await cache.serve('page', async () => page(1));
    expect(hit.source).toBe('hit');
    for (const { page: served } of [miss, hit]) {
      expect(Buffer.isBuffer(served.body)).toBe(false);
      const { br, gzip } = served.body as { br: Buffer; gzip: Buffer };
      expect(brotliDecompressSync(br).equals(html)).toBe(true);
      expect(gunzipSync(gzip).equals(html)).toBe(true);
    }
    expect(cache.bytes).toBeLessThan(html.byteLength / 10);
  });

  it('compresses a page once, however many requests share its render', async () => {
    const cache = cacheOf(1024 * 1024);
    let renders = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        cache.serve('shared', async () => {
          renders++;
          return page(1000);
        }),
      ),
    );
    expect(renders).toBe(1);
    expect(new Set(results.map((result) => result.page.body)).size).toBe(1);
  });

  it('never stores a page larger than the whole cache', async () => {
    const cache = cacheOf(4096);
    await cache.serve('huge', async () => page(10_000));
    expect(cache.bytes).toBe(0);
  });

  it('keeps nothing of a skipped answer, and drops the entry it replaces', async () => {
    const clock = { now: 0 };
    const cache = cacheOf(1024 * 1024, clock);
    for (let index = 0; index < 100; index++)
      await cache.serve(`404-${index}`, async () => page(2000, 'skip', 404));
    expect(cache.bytes).toBe(0);
    await cache.serve('item', async () => page(2000));
    clock.now = 2000;
    const gone = await cache.serve('item', async () => page(500, 'skip', 404));
    expect(gone.page.status).toBe(404);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('serves the expired copy when the render failed, within the stale window', async () => {
    const clock = { now: 0 };
    const cache = cacheOf(1024 * 1024, clock);
    await cache.serve('page', async () => page(100));
    clock.now = 5000;
    const stale = await cache.serve('page', async () => page(10, 'failed', 503));
    expect(stale.source).toBe('stale');
    expect(stale.page.status).toBe(200);
  });
});

describe('a page cache that keeps what is asked again (admission: repeat, the search pages)', () => {
  function repeatCache(clock = { now: 0 }) {
    return new PageCache({
      ttlMs: 1000,
      staleMs: 0,
      maxBytes: 1024 * 1024,
      admission: 'repeat',
      now: () => clock.now,
    });
  }

  it('keeps a page from its second request within the ttl, sent as rendered until then', async () => {
    const cache = repeatCache();
    const first = await cache.serve('q', async () => page(100));
    expect(first.source).toBe('miss');
    expect(Buffer.isBuffer(first.page.body)).toBe(true); // compressed on the fly, not at the kept level
    expect(cache.size).toBe(0);
    expect((await cache.serve('q', async () => page(100))).source).toBe('miss');
    expect(cache.size).toBe(1);
    expect((await cache.serve('q', async () => page(1))).source).toBe('hit');
  });

  it('forgets a first request after the ttl: two requests far apart keep nothing', async () => {
    const clock = { now: 0 };
    const cache = repeatCache(clock);
    await cache.serve('q', async () => page(100));
    clock.now = 1500;
    await cache.serve('q', async () => page(100));
    expect(cache.size).toBe(0);
  });

  it('remembers at most MAX_ASKED_ONCE one-off keys: a flood pushes out the oldest', async () => {
    const cache = repeatCache();
    await cache.serve('early', async () => page(10));
    for (let index = 0; index < MAX_ASKED_ONCE; index++)
      await cache.serve(`flood-${index}`, async () => page(10));
    await cache.serve('early', async () => page(10));
    expect(cache.size).toBe(0); // its first request was forgotten
    await cache.serve(`flood-${MAX_ASKED_ONCE - 1}`, async () => page(10));
    expect(cache.size).toBe(1);
  });

  it('keeps a page compressed when concurrent first requests shared one render', async () => {
    const cache = repeatCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { ...page(0), body: Buffer.from('<p>ค้นหา</p>'.repeat(100)) };
    };
    await Promise.all([cache.serve('q', render), cache.serve('q', render)]);
    expect(renders).toBe(1);
    const hit = await cache.serve('q', render);
    expect(hit.source).toBe('hit');
    expect(Buffer.isBuffer(hit.page.body)).toBe(false);
  });
});
