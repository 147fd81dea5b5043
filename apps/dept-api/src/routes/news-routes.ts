/** Reading news: GET /site/{siteId}/news (a page, or a batch by ids), /news/{newsId} and /news-categories. */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { batchIds, newsFilter } from '../content/news-query.ts';
import { categorisedNews, findNews, findNewsByIds, listNews } from '../content/news-repository.ts';
import { newsWriter } from '../content/news-writer.ts';
import type { Db } from '../db/database.ts';
import type { JsonOk } from '../http/operation-types.ts';
import { registerCategoryRoute } from './category-routes.ts';
import { registerContentItemRoutes } from './content-item-routes.ts';
import { registerListRoute } from './content-read-routes.ts';

/** `ids`: the site's news with these ids, in the order asked, as one page. */
async function newsBatch(db: Db, siteId: string, ids: string, lang: Lang): Promise<JsonOk<'listNews'>> {
  const items = await findNewsByIds(db, siteId, batchIds(ids), lang);
  return { items, total: items.length, page: 1, page_size: items.length, years: [] };
}

export function registerNewsRoutes(app: FastifyInstance, context: ApiContext): void {
  registerListRoute(app, context, 'listNews', {
    filter: newsFilter,
    list: listNews,
    batch: (db, siteId, query, lang) =>
      query.ids === undefined ? null : newsBatch(db, siteId, query.ids, lang),
  });
  registerContentItemRoutes(app, context, {
    noun: 'news',
    itemName: 'news item',
    find: findNews,
    writer: newsWriter,
  });
  registerCategoryRoute(app, context, 'listNewsCategories', {
    sectionType: 'news',
    content: categorisedNews,
  });
}
