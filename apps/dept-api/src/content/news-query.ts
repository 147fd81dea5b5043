/** Turns a news list query into a filter, refusing values that name nothing on this site (400, with the reason). */
import { MAX_PAGE_SIZE } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import type { QueryParams } from '../http/operation-types.ts';
import { bangkokPeriod } from './bangkok-time.ts';
import { requireCategory } from './category-list.ts';
import { categorisedNews, type NewsFilter } from './news-repository.ts';
import { sectionsToList } from './section-repository.ts';

export type NewsListQuery = QueryParams<'listNews'>;

/** The ids of a batch lookup: at most MAX_PAGE_SIZE, duplicates dropped. */
export function batchIds(ids: string): string[] {
  const unique = [...new Set(ids.split(','))];
  if (unique.length > MAX_PAGE_SIZE) {
    throw badRequest(`ids takes at most ${MAX_PAGE_SIZE} ids; got ${unique.length}`);
  }
  return unique;
}

export async function newsFilter(db: Db, siteId: string, query: NewsListQuery): Promise<NewsFilter> {
  const filter: NewsFilter = {};
  if (query.section !== undefined) filter.sections = await sectionsToList(db, siteId, query.section, 'news');
  if (query.category !== undefined) {
    await requireCategory(db, categorisedNews, query.category);
    filter.categoryId = query.category;
  }
  if (query.month !== undefined && query.year === undefined) throw badRequest('month needs year');
  if (query.year !== undefined) filter.period = bangkokPeriod(query.year, query.month);
  if (query.highlight !== undefined) filter.highlight = query.highlight;
  return filter;
}
