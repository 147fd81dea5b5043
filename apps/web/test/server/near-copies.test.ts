import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../src/server/cache/memory-store.ts';
import { withNearCopies } from '../../src/server/cache/near-copies.ts';
import type { CacheEntry, CacheStore } from '../../src/server/cache/store.ts';

/** A far store (Redis's stand-in) that counts its reads and can be made to fail. */
function countedFar() {
  const store = createMemoryStore();
  const far = {
    ...store,
    reads: 0,
    failing: false,
    async get<T>(key: string) {
      far.reads++;
      if (far.failing) throw new Error('redis down');
      return store.get<T>(key);
    },
    async set<T>(key: string, entry: CacheEntry<T>) {
      if (far.failing) throw new Error('redis down');
      return store.set(key, entry);
    },
  };
  return far;
}

const entry = (value: string, freshForMs = 60_000, staleForMs = 600_000): CacheEntry<string> => ({
  value,
  freshUntil: Date.now() + freshForMs,
  staleUntil: Date.now() + freshForMs + staleForMs,
});

describe('a far store with near copies', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the far store once per key within the near time, then again', async () => {
    const far = countedFar();
    const store = withNearCopies(far, { nearTtlMs: 5000, maxEntries: 10 });
    await far.set('site:1', entry('details'));
    expect(store.peek?.('site:1')).toBeUndefined(); // not held here yet: `get` reads it
    expect((await store.get('site:1'))?.value).toBe('details');
    expect((await store.get('site:1'))?.value).toBe('details');
    expect(store.peek?.<string>('site:1')?.value).toBe('details');
    expect(far.reads).toBe(1);
    vi.advanceTimersByTime(5001);
    await store.get('site:1');
    expect(far.reads).toBe(2);
  });

  it('reads the far store once for many concurrent misses of a key', async () => {
    const far = countedFar();
    const store = withNearCopies(far, { nearTtlMs: 5000, maxEntries: 10 });
    await far.set('site:1', entry('details'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => store.get('site:1')));
    expect(answers.map((answer) => answer?.value)).toEqual(Array(20).fill('details'));
    expect(far.reads).toBe(1);
  });

  it('sees what another pod wrote once the near time is over', async () => {
    const far = countedFar();
    const store = withNearCopies(far, { nearTtlMs: 5000, maxEntries: 10 });
    await store.set('layout', entry('old'));
    await far.set('layout', entry('new')); // another pod's revalidation
    expect((await store.get('layout'))?.value).toBe('old');
    vi.advanceTimersByTime(5001);
    expect((await store.get('layout'))?.value).toBe('new');
  });

  it('keeps each entry its own freshness, and never serves it past its stale time', async () => {
    const far = countedFar();
    const store = withNearCopies(far, { nearTtlMs: 60_000, maxEntries: 10 });
    const written = entry('v', 1000, 2000);
    await store.set('k', written);
    expect(await store.get('k')).toEqual(written);
    vi.advanceTimersByTime(3001);
    expect(await store.get('k')).toBeUndefined();
  });

  it('keeps serving what this pod wrote while the far store is down', async () => {
    const far = countedFar();
    const store = withNearCopies(far, { nearTtlMs: 5000, maxEntries: 10 });
    far.failing = true;
    await expect(store.set('k', entry('v'))).rejects.toThrow('redis down');
    expect((await store.get('k'))?.value).toBe('v');
    vi.advanceTimersByTime(5001);
    await expect(store.get('k')).rejects.toThrow('redis down');
  });

  it('forgets a deleted key near and far, holds no more than its bound, and counts only far', async () => {
    const far = countedFar();
    const store: CacheStore = withNearCopies(far, { nearTtlMs: 5000, maxEntries: 2 });
    await store.set('a', entry('a'));
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
    for (const key of ['b', 'c', 'd']) await store.set(key, entry(key));
    const before = far.reads;
    await store.get('b'); // pushed out of the near copies by c and d: read far
    expect(far.reads).toBe(before + 1);
    await store.increment('visitor', 1000);
    expect((await far.increment('visitor', 1000)).count).toBe(2);
    expect(store.kind).toBe(far.kind);
  });
});
