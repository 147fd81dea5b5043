import { siteContentKey, type SwrCache } from '../cache/swr-cache.ts';
import type { Category, Language } from '../upstream/contract-types.ts';
import type { DeptApiClient } from '../upstream/dept-api-client.ts';

/**
 * A list query's values in the order `names` gives, an absent one as '': each argument keeps its place in the cache
 * key, so two queries share an entry only when they ask for the same thing.
 */
export function queryKeyParts<Query extends object>(query: Query, names: readonly (keyof Query)[]): string[] {
  return names.map((name) => {
    const value = query[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The calls that list a site's categories of one content type, and the cache key's word for each. */
const CATEGORY_LISTS = {
  listNewsCategories: 'news-categories',
  listDocumentCategories: 'document-categories',
  listEventCategories: 'event-categories',
} as const;

/**
 * The categories of a site's news, documents or events, through the cache (`site:{id}:{lang}:{type}-categories:
 * {section}`); with a section, only the categories with items there, counted there.
 */
export function cachedCategories(
  client: DeptApiClient,
  cache: SwrCache,
  operation: keyof typeof CATEGORY_LISTS,
  { siteId, lang, section }: { siteId: string; lang: Language; section: string | undefined },
): Promise<Category[]> {
  return cache.get(
    siteContentKey(siteId, lang, CATEGORY_LISTS[operation], section ?? ''),
    async () => (await client.call(operation, { path: { siteId }, query: { lang, section } })).items,
  );
}
