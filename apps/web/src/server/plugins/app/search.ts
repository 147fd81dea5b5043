import fp from 'fastify-plugin';
import { createMemoryStore } from '../../cache/memory-store.ts';
import { createSwrCache } from '../../cache/swr-cache.ts';
import { createSearchService } from '../../content/search-service.ts';
import type { SearchService } from '../../content/search-service.ts';
import { observedStore } from '../../metrics/observers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Search (issue 11): hits and facets, cached briefly apart from the other content (not app.search: Fastify's SEARCH method). */
    siteSearch: SearchService;
  }
}

/**
 * How long a search answer is fresh, then served stale while one request refreshes it: new content shows up in
 * search within about a minute, and a burst of one query (a link shared, a load test) costs one upstream call.
 */
export const SEARCH_CACHE_TTL_SECONDS = 60;
export const SEARCH_CACHE_STALE_SECONDS = 60;
/** Answers kept at once (a page of 10 hits is 5-10 kB): about 10-20 MB at most per pod. */
export const SEARCH_CACHE_MAX_ENTRIES = 2000;

/**
 * Search answers in a bounded memory store of their own (docs/decisions/0267): their keys carry free text, so a
 * flood of made-up queries only pushes out other queries, never the content or site entries an outage needs, and
 * never reaches Redis.
 */
export default fp(
  async (app) => {
    const store = createMemoryStore({ maxEntries: SEARCH_CACHE_MAX_ENTRIES });
    const cache = createSwrCache({
      store: observedStore(store),
      ttlSeconds: SEARCH_CACHE_TTL_SECONDS,
      staleSeconds: SEARCH_CACHE_STALE_SECONDS,
      logger: app.log.child({ component: 'search-cache' }),
    });
    app.decorate('siteSearch', createSearchService(app.deptApi, cache));
    app.addHook('onClose', async () => store.close());
  },
  { name: 'search', dependencies: ['upstream', 'cache'] },
);
