import type { CacheEntry, CacheStore } from './store.ts';

/** A bounded in-process store: least recently used entries leave first; expired entries are never returned. */
export function createMemoryStore(options: { maxEntries?: number } = {}): CacheStore {
  const maxEntries = options.maxEntries ?? 5000;
  const entries = new Map<string, CacheEntry>();

  return {
    kind: 'memory',
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.staleUntil <= Date.now()) return undefined;
      entries.set(key, entry);
      return entry as CacheEntry<T>;
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
    async close() {
      entries.clear();
    },
  };
}
