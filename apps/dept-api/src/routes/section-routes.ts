/** GET /site/{siteId}/sections and /site/{siteId}/sections/{urlname}. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { findSectionRow, listSectionRows, toSection } from '../content/section-repository.ts';
import { notFound } from '../http/errors.ts';
import type { JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

export function registerSectionRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{
    Params: PathParams<'listSections'>;
    Querystring: QueryParams<'listSections'>;
    Reply: JsonOk<'listSections'>;
  }>({
    ...routeOptions(context, 'listSections'),
    handler: async (request) => {
      const { siteId } = request.params;
      const rows = await listSectionRows(context.db, siteId);
      return { items: rows.map((row) => toSection(row, request.query.lang ?? DEFAULT_LANG)) };
    },
  });

  app.route<{
    Params: PathParams<'getSection'>;
    Querystring: QueryParams<'getSection'>;
    Reply: JsonOk<'getSection'>;
  }>({
    ...routeOptions(context, 'getSection'),
    handler: async (request) => {
      const { siteId, urlname } = request.params;
      const row = await findSectionRow(context.db, siteId, urlname);
      if (!row) throw notFound(`The site has no section "${urlname}"`);
      return toSection(row, request.query.lang ?? DEFAULT_LANG);
    },
  });
}
