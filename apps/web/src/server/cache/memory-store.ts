import type { CacheEntry, CacheStore } from './store.ts';
import { SecondChanceMap } from './second-chance-map.ts';

/**
 * A bounded in-process store: about the least recently read entries leave first (second chance, decision 0427);
 * expired entries are never returned.
 * Counters live apart from the entries, so filling the cache cannot reset a rate limit.
 */
export function createMemoryStore(options: { maxEntries?: number; maxCounters?: number } = {}): CacheStore {
  const maxEntries = options.maxEntries ?? 5000;
  const maxCounters = options.maxCounters ?? 100_000;
  const entries = new SecondChanceMap<string, CacheEntry>();
  const counters = new Map<string, { count: number; expiresAt: number }>();

  function peek<T>(key: string): CacheEntry<T> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.staleUntil <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry as CacheEntry<T>;
  }

  return {
    kind: 'memory',
    peek,
    async get<T>(key: string) {
      return peek<T>(key);
    },
    async set(key, entry) {
      entries.delete(key);
      while (entries.size >= maxEntries && entries.evict());
      entries.set(key, entry);
    },
    async delete(key) {
      entries.delete(key);
    },
    async increment(key, ttlMs, amount = 1) {
      const time = Date.now();
      let counter = counters.get(key);
      if (!counter || counter.expiresAt <= time) {
        counters.delete(key);
        counter = { count: 0, expiresAt: time + ttlMs };
        counters.set(key, counter);
        // Counters are created in time order and share a few window lengths: the oldest go first.
        while (counters.size > maxCounters) {
          const oldest = counters.keys().next();
          if (oldest.done) break;
          counters.delete(oldest.value);
        }
      }
      counter.count += amount;
      return { count: counter.count, ttlMs: counter.expiresAt - time };
    },
    async close() {
      entries.clear();
      counters.clear();
    },
  };
}
