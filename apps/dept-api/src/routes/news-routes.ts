/** Reading news: GET /site/{siteId}/news (a page, or a batch by ids), /news/{newsId} and /news-categories. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, DEFAULT_PAGE_SIZE } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { batchIds, newsFilter } from '../content/news-query.ts';
import { findNews, findNewsByIds, listCategories, listNews } from '../content/news-repository.ts';
import { notFound } from '../http/errors.ts';
import type { JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';
import { registerCategoryRoute } from './category-routes.ts';
import { newsWriter } from '../content/news-writer.ts';
import { registerContentWriteRoutes } from './content-write-routes.ts';

export const unknownNews = (newsId: string) => notFound(`The site has no news item "${newsId}"`);

export function registerNewsRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{
    Params: PathParams<'listNews'>;
    Querystring: QueryParams<'listNews'>;
    Reply: JsonOk<'listNews'>;
  }>({
    ...routeOptions(context, 'listNews'),
    handler: async (request) => {
      const { siteId } = request.params;
      const { query } = request;
      const lang = query.lang ?? DEFAULT_LANG;
      if (query.ids !== undefined) {
        const items = await findNewsByIds(context.db, siteId, batchIds(query.ids), lang);
        return { items, total: items.length, page: 1, page_size: items.length, years: [] };
      }
      const paging = { page: query.page ?? 1, pageSize: query.page_size ?? DEFAULT_PAGE_SIZE };
      const filter = await newsFilter(context.db, siteId, query);
      const { items, total, years } = await listNews(context.db, siteId, filter, paging, lang);
      return { items, total, page: paging.page, page_size: paging.pageSize, years };
    },
  });

  app.route<{ Params: PathParams<'getNews'>; Querystring: QueryParams<'getNews'>; Reply: JsonOk<'getNews'> }>(
    {
      ...routeOptions(context, 'getNews'),
      handler: async (request) => {
        const { siteId, newsId } = request.params;
        const item = await findNews(context.db, siteId, newsId, request.query.lang ?? DEFAULT_LANG);
        if (!item) throw unknownNews(newsId);
        return item;
      },
    },
  );

  registerCategoryRoute(app, context, 'listNewsCategories', { sectionType: 'news', list: listCategories });

  registerContentWriteRoutes(app, context, {
    noun: 'news',
    idParameter: 'newsId',
    operations: { create: 'createNews', update: 'updateNews', delete: 'deleteNews' },
    writer: newsWriter,
    find: findNews,
    unknown: unknownNews,
  });
}
