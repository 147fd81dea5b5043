import fp from 'fastify-plugin';
import { createMemoryStore } from '../../cache/memory-store.ts';
import { withNearCopies } from '../../cache/near-copies.ts';
import { createRedisStore } from '../../cache/redis-store.ts';
import type { CacheStore } from '../../cache/store.ts';
import { createSwrCache, type SwrCache } from '../../cache/swr-cache.ts';
import { observedStore } from '../../metrics/observers.ts';

export interface CachePluginOptions {
  /** Prefix of every Redis key; tests give each run its own. */
  redisKeyPrefix?: string;
  /** Use this store for the content cache instead of building one from the configuration. */
  store?: CacheStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable tier: domain → site, site details, layouts (what an outage needs); keyed by real sites only. */
    siteCache: SwrCache;
  }
}

/** Entries of the durable tier: a few per domain and site; a bound far above any department's site count. */
const SITE_CACHE_MAX_ENTRIES = 2000;
/** Content entries a pod holds near when Redis is the store (the site tier holds up to SITE_CACHE_MAX_ENTRIES). */
const CONTENT_NEAR_MAX_ENTRIES = 1000;
/** "Not found" answers kept at once (each a few hundred bytes); a flood of made-up keys only pushes out its own. */
const NEGATIVE_CACHE_MAX_ENTRIES = 10_000;

/**
 * The upstream data caches (docs/decisions/0201, 0228), Redis when REDIS_URL is set, else memory:
 * - app.siteCache, the durable tier: site lookup, details, layouts; its own store (Redis: its own key prefix),
 *   so no caller-keyed entry can evict what stale-if-error needs in an outage;
 * - app.upstreamCache, the caller-keyed tier: content by urlname, id, page (memory: LRU of 5000 entries);
 * - "not found" answers of both, kept briefly in a bounded memory store of each pod, apart from both.
 * With Redis, each pod serves what it read or wrote for CACHE_NEAR_SECONDS from its own memory (decision 0405).
 */
export default fp(
  async (app, options: CachePluginOptions) => {
    const { redisUrl, ttlSeconds, staleSeconds, nearSeconds, negativeTtlSeconds } = app.config.cache;
    const prefix = options.redisKeyPrefix ?? 'probation-web:v1:';
    const owned: CacheStore[] = [];
    const build = (keyPrefix: string, maxEntries: number, nearMaxEntries: number): CacheStore => {
      const store = redisUrl
        ? nearCopiesOf(createRedisStore({ url: redisUrl, keyPrefix }), nearMaxEntries)
        : createMemoryStore({ maxEntries });
      owned.push(store);
      return store;
    };
    const nearCopiesOf = (far: CacheStore, maxEntries: number): CacheStore =>
      nearSeconds > 0 ? withNearCopies(far, { nearTtlMs: nearSeconds * 1000, maxEntries }) : far;
    const contentStore = options.store ?? build(prefix, 5000, CONTENT_NEAR_MAX_ENTRIES);
    const siteStore = build(`${prefix}site-tier:`, SITE_CACHE_MAX_ENTRIES, SITE_CACHE_MAX_ENTRIES);
    const negativeStore = createMemoryStore({ maxEntries: NEGATIVE_CACHE_MAX_ENTRIES });
    app.log.info({ cacheStore: contentStore.kind }, `upstream cache in ${contentStore.kind}`);
    // Metrics count the reads of both tiers (hit, stale, miss) without the cache knowing about them.
    const tier = (store: CacheStore, component: string) =>
      createSwrCache({
        store: observedStore(store),
        ttlSeconds,
        staleSeconds,
        negativeStore,
        negativeTtlSeconds,
        logger: app.log.child({ component }),
      });
    app.decorate('upstreamCache', tier(contentStore, 'cache'));
    app.decorate('siteCache', tier(siteStore, 'site-cache'));
    app.addHook('onClose', async () => {
      await Promise.all([...owned, negativeStore].map((store) => store.close()));
    });
  },
  { name: 'cache' },
);
