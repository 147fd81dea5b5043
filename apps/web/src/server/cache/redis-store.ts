import { Redis } from 'ioredis';
import type { CacheEntry, CacheStore } from './store.ts';

export interface RedisStoreOptions {
  url: string;
  /** Prepended to every key, so environments (and test runs) sharing a server never see each other's keys. */
  keyPrefix: string;
  /** A command that takes longer fails (and the cache is bypassed) instead of holding a page up. */
  commandTimeoutMs?: number;
}

/** Entries as JSON strings with a PX expiry at their staleUntil, so Redis drops them when they are useless. */
export function createRedisStore(options: RedisStoreOptions): CacheStore {
  const client = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    commandTimeout: options.commandTimeoutMs ?? 500,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
  // Errors surface on the commands; without a listener ioredis would also print every reconnect failure.
  client.on('error', () => {});

  return {
    kind: 'redis',
    async get<T>(key: string) {
      const text = await client.get(key);
      if (text === null) return undefined;
      const entry = JSON.parse(text) as CacheEntry<T>;
      return entry.staleUntil > Date.now() ? entry : undefined;
    },
    async set(key, entry) {
      const lifetimeMs = Math.max(1, Math.ceil(entry.staleUntil - Date.now()));
      await client.set(key, JSON.stringify(entry), 'PX', lifetimeMs);
    },
    async delete(key) {
      await client.del(key);
    },
    async close() {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
