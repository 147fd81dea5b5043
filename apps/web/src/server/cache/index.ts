export { createSwrCache, cacheKey } from './swr-cache.ts';
export type { SwrCache, SwrCacheOptions } from './swr-cache.ts';
export { createMemoryStore } from './memory-store.ts';
export { createRedisStore } from './redis-store.ts';
export type { CacheStore, CacheEntry } from './store.ts';
