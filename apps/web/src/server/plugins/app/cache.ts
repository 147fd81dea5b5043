import fp from 'fastify-plugin';
import { createMemoryStore } from '../../cache/memory-store.ts';
import { createRedisStore } from '../../cache/redis-store.ts';
import type { CacheStore } from '../../cache/store.ts';
import { createSwrCache } from '../../cache/swr-cache.ts';
import { observedStore } from '../../metrics/observers.ts';

export interface CachePluginOptions {
  /** Prefix of every Redis key; tests give each run its own. */
  redisKeyPrefix?: string;
  /** Use this store instead of building one from the configuration. */
  store?: CacheStore;
}

/** The upstream data cache (decorated as app.upstreamCache): Redis when REDIS_URL is set, else memory. */
export default fp(
  async (app, options: CachePluginOptions) => {
    const { redisUrl, ttlSeconds, staleSeconds } = app.config.cache;
    const store =
      options.store ??
      (redisUrl
        ? createRedisStore({ url: redisUrl, keyPrefix: options.redisKeyPrefix ?? 'probation-web:v1:' })
        : createMemoryStore());
    app.log.info({ cacheStore: store.kind }, `upstream cache in ${store.kind}`);
    app.decorate(
      'upstreamCache',
      createSwrCache({
        store: observedStore(store),
        ttlSeconds,
        staleSeconds,
        logger: app.log.child({ component: 'cache' }),
      }),
    );
    app.addHook('onClose', async () => {
      if (!options.store) await store.close();
    });
  },
  { name: 'cache' },
);
