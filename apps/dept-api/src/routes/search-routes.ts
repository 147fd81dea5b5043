/** GET /site/{siteId}/search: one site's content in one language, best match first, with facet counts. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, DEFAULT_PAGE_SIZE } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import type { JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';
import { SearchAnswerCache } from '../search/answer-cache.ts';
import { searchSite } from '../search/search-query.ts';

export function registerSearchRoutes(app: FastifyInstance, context: ApiContext): void {
  // Embedded PGlite runs one statement at a time for the whole process: answers are kept until the index changes
  // (decision 0133). A PostgreSQL server is written by other processes too, and runs searches side by side.
  const cache = context.database.driver === 'pglite' ? new SearchAnswerCache() : undefined;
  app.route<{
    Params: PathParams<'searchContent'>;
    Querystring: QueryParams<'searchContent'>;
    Reply: JsonOk<'searchContent'>;
  }>({
    ...routeOptions(context, 'searchContent'),
    handler: async (request) => {
      const { query } = request;
      return searchSite(
        context.db,
        request.params.siteId,
        {
          q: query.q,
          lang: query.lang ?? DEFAULT_LANG,
          ...(query.type === undefined ? {} : { type: query.type }),
          ...(query.year === undefined ? {} : { year: query.year }),
          ...(query.category === undefined ? {} : { category: query.category }),
          page: query.page ?? 1,
          pageSize: query.page_size ?? DEFAULT_PAGE_SIZE,
        },
        cache,
      );
    },
  });
}
