import { createMemoryStore } from './memory-store.ts';
import type { CacheEntry, CacheStore } from './store.ts';

export interface NearCopyOptions {
  /** How long an entry read or written here is served from this process before the far store is read again. */
  nearTtlMs: number;
  /** The most entries held near (least recently used leave first). */
  maxEntries: number;
}

/**
 * A far store shared by the pods (Redis) with near copies in this process (docs/decisions/0405): an entry read or
 * written here is served from memory for up to `nearTtlMs`, never past its own `staleUntil`, with its own
 * freshness, so stale-while-revalidate works as before and the entries every page reads (a host's site, its
 * details, its layout) cost no round trip per request. An entry another pod wrote is seen within `nearTtlMs`.
 * Concurrent misses of a key share one far read (when a copy runs out under load, every request in flight asks).
 * A copy is kept even when the far store refuses the write (Redis down): the pod keeps serving from memory.
 * Counters are never held near: a rate limit counts on every pod at once.
 */
export function withNearCopies(far: CacheStore, options: NearCopyOptions): CacheStore {
  const near = createMemoryStore({ maxEntries: options.maxEntries });
  const farReads = new Map<string, Promise<CacheEntry | undefined>>();

  const keepNear = (key: string, entry: CacheEntry): Promise<void> =>
    near.set<CacheEntry>(key, {
      value: entry,
      freshUntil: 0,
      staleUntil: Math.min(Date.now() + options.nearTtlMs, entry.staleUntil),
    });

  async function readFar(key: string): Promise<CacheEntry | undefined> {
    const entry = await far.get(key);
    if (entry) await keepNear(key, entry);
    return entry;
  }

  return {
    kind: far.kind,
    peek: <T>(key: string) => near.peek?.<CacheEntry<T>>(key)?.value,
    async get<T>(key: string) {
      const copy = near.peek?.<CacheEntry<T>>(key);
      if (copy) return copy.value;
      let read = farReads.get(key);
      if (!read) {
        read = readFar(key).finally(() => farReads.delete(key));
        farReads.set(key, read);
      }
      return (await read) as CacheEntry<T> | undefined;
    },
    async set(key, entry) {
      await keepNear(key, entry);
      await far.set(key, entry);
    },
    async delete(key) {
      await near.delete(key);
      await far.delete(key);
    },
    increment: (key, ttlMs, amount) => far.increment(key, ttlMs, amount),
    async close() {
      await near.close();
      await far.close();
    },
  };
}
