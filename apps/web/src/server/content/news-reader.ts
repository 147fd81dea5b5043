import type { Language, NewsSummary } from '../upstream/contract-types.ts';
import { createBatchLoader, type BatchLoader } from './batch-loader.ts';
import type { ContentService } from './content-service.ts';

/** The contract's limit on `ids=`. */
export const MAX_IDS_PER_CALL = 50;

/**
 * News by id for one GraphQL context: cached summaries are served from the cache, the missing ones of everything
 * the context resolves go to the department API in one `ids=` call per site and language.
 */
export interface NewsReader {
  summary(siteId: string, lang: Language, id: string): Promise<NewsSummary | null>;
}

export function createNewsReader(content: ContentService): NewsReader {
  const loaders = new Map<string, BatchLoader<string, NewsSummary>>();

  function loaderFor(siteId: string, lang: Language): BatchLoader<string, NewsSummary> {
    const name = `${siteId}|${lang}`;
    let loader = loaders.get(name);
    if (!loader) {
      loader = createBatchLoader((ids) => content.newsSummariesByIds(siteId, lang, ids), MAX_IDS_PER_CALL);
      loaders.set(name, loader);
    }
    return loader;
  }

  return {
    summary(siteId, lang, id) {
      return content.newsSummary(siteId, lang, id, () => loaderFor(siteId, lang).load(id));
    },
  };
}
