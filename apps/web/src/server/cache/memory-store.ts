import type { CacheEntry, CacheStore } from './store.ts';

/**
 * A bounded in-process store: least recently used entries leave first; expired entries are never returned.
 * Counters live apart from the entries, so filling the cache cannot reset a rate limit.
 */
export function createMemoryStore(options: { maxEntries?: number; maxCounters?: number } = {}): CacheStore {
  const maxEntries = options.maxEntries ?? 5000;
  const maxCounters = options.maxCounters ?? 100_000;
  const entries = new Map<string, CacheEntry>();
  const counters = new Map<string, { count: number; expiresAt: number }>();

  function peek<T>(key: string): CacheEntry<T> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.staleUntil <= Date.now()) return undefined;
    entries.set(key, entry);
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
      entries.set(key, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
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
