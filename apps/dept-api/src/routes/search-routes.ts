/** GET /site/{siteId}/search: one site's content in one language, best match first, with facet counts. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, DEFAULT_PAGE_SIZE } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { operationRoute } from '../http/operation-route.ts';
import { SearchAnswerCache } from '../search/answer-cache.ts';
import { searchSite } from '../search/search-query.ts';

export function registerSearchRoutes(app: FastifyInstance, context: ApiContext): void {
  // Embedded PGlite runs one statement at a time for the whole process: answers are kept until the index changes
  // (decision 0133). A PostgreSQL server is written by other processes too, and runs searches side by side.
  const cache = context.database.driver === 'pglite' ? new SearchAnswerCache() : undefined;
  operationRoute(app, context, 'searchContent', async ({ params, query }) =>
    searchSite(
      context.db,
      params.siteId,
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
    ),
  );
}
