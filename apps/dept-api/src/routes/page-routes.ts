/** GET /site/{siteId}/pages/{urlname} and the editor's PUT (content:write scope). */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, SCOPE_CONTENT_WRITE } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { findPage, writePage } from '../content/page-repository.ts';
import type { JsonBody, JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

export function registerPageRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{ Params: PathParams<'getPage'>; Querystring: QueryParams<'getPage'>; Reply: JsonOk<'getPage'> }>(
    {
      ...routeOptions(context, 'getPage'),
      handler: async (request) => {
        const { siteId, urlname } = request.params;
        return findPage(context.db, siteId, urlname, request.query.lang ?? DEFAULT_LANG);
      },
    },
  );

  app.route<{ Params: PathParams<'putPage'>; Body: JsonBody<'putPage'>; Reply: JsonOk<'putPage'> }>({
    ...routeOptions(context, 'putPage', { scope: SCOPE_CONTENT_WRITE }),
    handler: async (request) => {
      const { siteId, urlname } = request.params;
      const page = await writePage(context.db, siteId, urlname, request.body, context.clock());
      request.log.info({ siteId, urlname, clientId: request.tokenHolder?.clientId }, 'page written');
      return page;
    },
  });
}
