import { Redis } from 'ioredis';
import type { CacheEntry, CacheStore } from './store.ts';

export interface RedisStoreOptions {
  url: string;
  /** Prepended to every key, so environments (and test runs) sharing a server never see each other's keys. */
  keyPrefix: string;
  /** A command that takes longer fails (and the cache is bypassed) instead of holding a page up. */
  commandTimeoutMs?: number;
}

/** INCRBY and, when the counter is new, its expiry, in one step: two pods never both start a window. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

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
  // Sent by its SHA1 (EVALSHA; the script's text only when Redis does not know it yet), not as text every time.
  client.defineCommand('probationIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
  const incrementScript = client as unknown as {
    probationIncrement(key: string, ttlMs: number, amount: number): Promise<[number, number]>;
  };

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
    async increment(key, ttlMs, amount = 1) {
      // Counted on every request: while Redis is away, fail at once instead of queueing until the timeout.
      if (client.status !== 'ready') throw new Error(`Redis is not connected (${client.status})`);
      const [count, ttl] = await incrementScript.probationIncrement(
        key,
        Math.max(1, Math.ceil(ttlMs)),
        amount,
      );
      return { count, ttlMs: ttl };
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
