import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheEntry, CacheStore } from './store.ts';

/**
 * Stale-while-revalidate over a CacheStore (decision 0201):
 * - fresh (younger than ttl): served, no upstream call;
 * - stale (up to ttl + stale): served at once, one background revalidation per key;
 * - stale and the upstream failing: still served until the stale window ends (stale-if-error);
 * - missing: loaded; concurrent misses of a key share one load.
 * - a `null` answer ("not found": unknown host, unknown item) is kept only `negativeTtlSeconds`, in the
 *   negative store, apart from the real entries: a flood of made-up keys evicts other made-up keys, never an
 *   entry an outage needs, and each made-up key reaches the upstream at most once per that window.
 * A failing store (Redis down) is a miss, never an error for the visitor.
 */

export interface SwrCacheOptions {
  store: CacheStore;
  ttlSeconds: number;
  staleSeconds: number;
  logger: FastifyBaseLogger;
  /** Where `null` answers are kept (docs/decisions/0228); without it they are kept like any value. */
  negativeStore?: CacheStore;
  /** How long a `null` answer is kept in the negative store. */
  negativeTtlSeconds?: number;
  /** After a failed revalidation, requests keep getting the stale value this long before another attempt. */
  failureBackoffMs?: number;
}

export interface SwrCache {
  /** The value of `key`, from the store or from `load`. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The entry of `key` at once when this process holds it (memory, a near copy of Redis), revalidated in the
   * background when stale as `get` would; undefined when only `get` can tell. Lets a hot path skip a promise.
   */
  held<T>(key: string, load: () => Promise<T>): CacheEntry<T> | undefined;
  delete(key: string): Promise<void>;
  readonly store: CacheStore;
}

export function createSwrCache(options: SwrCacheOptions): SwrCache {
  const { store, logger } = options;
  const ttlMs = options.ttlSeconds * 1000;
  const staleMs = options.staleSeconds * 1000;
  const failureBackoffMs = options.failureBackoffMs ?? 1000;
  const { negativeStore } = options;
  const negativeTtlMs = (options.negativeTtlSeconds ?? 5) * 1000;
  const inFlight = new Map<string, Promise<unknown>>();
  const lastFailureAt = new Map<string, number>();

  async function read<T>(key: string, from: CacheStore = store): Promise<CacheEntry<T> | undefined> {
    try {
      return await from.get<T>(key);
    } catch (error) {
      logger.warn({ err: error, cacheKey: key }, 'cache read failed; treating it as a miss');
      return undefined;
    }
  }

  async function write<T>(key: string, value: T): Promise<void> {
    const now = Date.now();
    try {
      if (value === null && negativeStore) {
        await store.delete(key);
        await negativeStore.set(key, {
          value,
          freshUntil: now + negativeTtlMs,
          staleUntil: now + negativeTtlMs,
        });
        return;
      }
      await store.set(key, { value, freshUntil: now + ttlMs, staleUntil: now + ttlMs + staleMs });
    } catch (error) {
      logger.warn({ err: error, cacheKey: key }, 'cache write failed; the value is served uncached');
    }
  }

  function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = (async () => {
        const value = await load();
        lastFailureAt.delete(key);
        await write(key, value);
        return value;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function revalidate<T>(key: string, load: () => Promise<T>): void {
    if (inFlight.has(key)) return;
    const failedAt = lastFailureAt.get(key);
    if (failedAt !== undefined && Date.now() - failedAt < failureBackoffMs) return;
    loadOnce(key, load).catch((error: unknown) => {
      lastFailureAt.set(key, Date.now());
      if (lastFailureAt.size > 10_000) lastFailureAt.clear();
      logger.warn({ err: error, cacheKey: key }, 'revalidation failed; serving the stale value');
    });
  }

  return {
    store,
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = held(key, load);
      return entry ? Promise.resolve(entry.value) : readThrough(key, load);
    },
    held,
    async delete(key) {
      await store.delete(key);
    },
  };

  function held<T>(key: string, load: () => Promise<T>): CacheEntry<T> | undefined {
    const entry = store.peek?.<T>(key);
    if (entry && Date.now() >= entry.freshUntil) revalidate(key, load);
    return entry;
  }

  async function readThrough<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = await read<T>(key);
    if (entry) {
      if (Date.now() >= entry.freshUntil) revalidate(key, load);
      return entry.value;
    }
    if (negativeStore && (await read<T>(key, negativeStore))) return null as T;
    return loadOnce(key, load);
  }
}

/** The longest a key part is kept as it is, encoded (ids, urlnames and host names fit; a long search may not). */
const MAX_KEY_PART_LENGTH = 256;

/**
 * A cache key from its parts; each part is encoded so no part can run into the next. A part longer than
 * MAX_KEY_PART_LENGTH is kept as `#` + its SHA-256 (`#` is never in an encoded part), so a key stays a few hundred
 * bytes whatever a caller sends: a GraphQL argument reaches a key as it came (decision 0410).
 */
export function cacheKey(...parts: readonly (string | number)[]): string {
  return parts
    .map((part) => {
      const encoded = encodeURIComponent(String(part));
      return encoded.length <= MAX_KEY_PART_LENGTH
        ? encoded
        : `#${createHash('sha256').update(encoded).digest('base64url')}`;
    })
    .join(':');
}

/** The key of an answer about a site's content in one language: `site:{id}:{lang}:` + the parts that name it. */
export function siteContentKey(siteId: string, lang: string, ...parts: readonly (string | number)[]): string {
  return cacheKey('site', siteId, lang, ...parts);
}
