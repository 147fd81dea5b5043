/** GET /site/{siteId}/sections and /site/{siteId}/sections/{urlname}. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { findSectionRow, listSectionRows, toSection } from '../content/section-repository.ts';
import { notFound } from '../http/errors.ts';
import { operationRoute } from '../http/operation-route.ts';

export function registerSectionRoutes(app: FastifyInstance, context: ApiContext): void {
  operationRoute(app, context, 'listSections', async (request) => {
    const rows = await listSectionRows(context.db, request.params.siteId);
    return { items: rows.map((row) => toSection(row, request.query.lang ?? DEFAULT_LANG)) };
  });

  operationRoute(app, context, 'getSection', async (request) => {
    const { siteId, urlname } = request.params;
    const row = await findSectionRow(context.db, siteId, urlname);
    if (!row) throw notFound(`The site has no section "${urlname}"`);
    return toSection(row, request.query.lang ?? DEFAULT_LANG);
  });
}
