import fp from 'fastify-plugin';
import { createMemoryStore } from '../../cache/memory-store.ts';
import { createSwrCache, type SwrCache } from '../../cache/swr-cache.ts';
import { createSearchService } from '../../content/search-service.ts';
import type { SearchService } from '../../content/search-service.ts';
import { observedStore } from '../../metrics/observers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Search: hits and facets, cached briefly apart from the other content. (Not `app.search`: that is
     * Fastify's route method for the HTTP SEARCH verb.)
     */
    siteSearch: SearchService;
  }
}

/** Answers kept at once (a page of 10 hits is 5-10 kB): at most 10-20 MB per pod. */
export const SEARCH_CACHE_MAX_ENTRIES = 2000;

/**
 * Search answers in a bounded memory store of their own (docs/decisions/0267): their keys carry free text, so a
 * flood of made-up queries only pushes out other queries, never the content or site entries an outage needs, and
 * never reaches Redis. Fresh for SEARCH_CACHE_SECONDS (60), then served stale as long again while one request
 * refreshes it: new content shows in search within about a minute, and a burst of one query costs one upstream
 * call. SEARCH_CACHE_SECONDS=0 turns it off (every search asks dept-api: the bench's "fresh" search).
 */
export default fp(
  async (app) => {
    const ttlSeconds = app.config.cache.searchTtlSeconds;
    const store = createMemoryStore({ maxEntries: SEARCH_CACHE_MAX_ENTRIES });
    const cache: SwrCache =
      ttlSeconds > 0
        ? createSwrCache({
            store: observedStore(store),
            ttlSeconds,
            staleSeconds: ttlSeconds,
            logger: app.log.child({ component: 'search-cache' }),
          })
        : { store, get: (_key, load) => load(), held: () => undefined, delete: async () => {} };
    app.decorate('siteSearch', createSearchService(app.deptApi, cache));
    app.addHook('onClose', async () => store.close());
  },
  { name: 'search', dependencies: ['upstream'] },
);
