import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore } from '../../src/server/cache/index.ts';
import type { CacheStore } from '../../src/server/cache/index.ts';
import { createReportRateLimiter } from '../../src/server/content/report-rate-limit.ts';
import { STORE_KINDS, eventually, sleep } from './support/test-app.ts';

/** The atomic counter of the cache stores (rate limits): one increment, never read-then-write. */

function storesFor(kind: 'memory' | 'redis'): CacheStore[] {
  if (kind === 'memory') {
    const store = createMemoryStore();
    return [store, store];
  }
  // Two clients on one server: two pods.
  const keyPrefix = `probation-web-test:${randomUUID()}:`;
  const url = process.env.TEST_REDIS_URL ?? '';
  return [createRedisStore({ url, keyPrefix }), createRedisStore({ url, keyPrefix })];
}

async function connected(store: CacheStore): Promise<void> {
  await eventually(async () => {
    try {
      await store.increment('warm-up', 1000);
      return true;
    } catch {
      return false;
    }
  });
}

describe.each(STORE_KINDS)('CacheStore.increment (%s)', (kind) => {
  it('counts concurrent increments from two pods exactly once each', async () => {
    const [first, second] = storesFor(kind) as [CacheStore, CacheStore];
    await Promise.all([connected(first), connected(second)]);
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).increment('visitor', 60_000)),
    );
    expect(counts.map((state) => state.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect(counts.every((state) => state.ttlMs > 0 && state.ttlMs <= 60_000)).toBe(true);
    const five = await first.increment('visitor', 60_000, 5);
    expect(five.count).toBe(45);
    await Promise.all([first.close(), second.close()]);
  });

  it('starts a new window when the old one expires', async () => {
    const [store] = storesFor(kind) as [CacheStore];
    await connected(store);
    await store.increment('short', 50);
    expect((await store.increment('short', 50)).count).toBe(2);
    await sleep(80);
    expect((await store.increment('short', 50)).count).toBe(1);
    await store.close();
  });

  it('keeps counters apart from cache entries: filling the cache does not reset a limit', async () => {
    if (kind === 'redis') return;
    const store = createMemoryStore({ maxEntries: 3 });
    await store.increment('visitor', 60_000);
    const end = Date.now() + 60_000;
    for (let index = 0; index < 10; index += 1) {
      await store.set(`entry-${index}`, { value: index, freshUntil: end, staleUntil: end });
    }
    expect((await store.increment('visitor', 60_000)).count).toBe(2);
  });
});

describe('the broken-file report limiter', () => {
  it('refuses past the limit with the seconds left in the window, and lets reports through when the store fails', async () => {
    const limiter = createReportRateLimiter(createMemoryStore(), { limit: 2, windowMs: 10 * 60_000 });
    expect((await limiter.allow('203.0.113.9')).allowed).toBe(true);
    expect((await limiter.allow('203.0.113.9')).allowed).toBe(true);
    const refused = await limiter.allow('203.0.113.9');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect((await limiter.allow('203.0.113.10')).allowed).toBe(true);

    const broken = createMemoryStore();
    broken.increment = () => Promise.reject(new Error('down'));
    expect((await createReportRateLimiter(broken, { limit: 1 }).allow('203.0.113.9')).allowed).toBe(true);
  });
});
