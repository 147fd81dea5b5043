import { siteContentKey, type SwrCache } from '../cache/swr-cache.ts';
import type { Language, SearchQuery, SearchResult } from '../upstream/contract-types.ts';
import type { DeptApiClient } from '../upstream/dept-api-client.ts';
import { queryKeyParts } from './cached-calls.ts';

/**
 * Search: one page of hits with facet counts, through a cache of its own (docs/decisions/0267):
 * short-lived and bounded apart from the content tier, since its keys carry what visitors type. Keyed by site id +
 * language + the normalised arguments, the free text last:
 * `site:{id}:{lang}:search:{page}:{page_size}:{type}:{year}:{category}:{q}`. Hits are plain text parts
 * (decision 0131): nothing to sanitise.
 */
export interface SearchService {
  search(siteId: string, lang: Language, query: SearchQuery): Promise<SearchResult>;
}

export function createSearchService(client: DeptApiClient, cache: SwrCache): SearchService {
  return {
    search(siteId, lang, query) {
      const parts = queryKeyParts(query, ['page', 'page_size', 'type', 'year', 'category', 'q']);
      return cache.get(siteContentKey(siteId, lang, 'search', ...parts), () =>
        client.call('searchContent', { path: { siteId }, query: { lang, ...query } }),
      );
    },
  };
}
