/**
 * Documents: GET /site/{siteId}/documents (a page), /documents/{documentId}, /document-categories; the editor's
 * writes (content:write); and visitors' broken-file reports (site:read, rate-limited).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, DEFAULT_PAGE_SIZE } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { documentFilter } from '../content/document-query.ts';
import {
  findDocument,
  listDocumentCategories,
  listDocuments,
  unknownDocument,
} from '../content/document-repository.ts';
import type { JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';
import { registerCategoryRoute } from './category-routes.ts';
import { registerBrokenFileReportRoutes, type ReportOptions } from './broken-file-report-routes.ts';
import { registerContentWriteRoutes } from './content-write-routes.ts';
import { documentWriter } from '../content/document-writer.ts';

export function registerDocumentRoutes(
  app: FastifyInstance,
  context: ApiContext,
  reports: ReportOptions,
): void {
  app.route<{
    Params: PathParams<'listDocuments'>;
    Querystring: QueryParams<'listDocuments'>;
    Reply: JsonOk<'listDocuments'>;
  }>({
    ...routeOptions(context, 'listDocuments'),
    handler: async (request) => {
      const { siteId } = request.params;
      const { query } = request;
      const paging = { page: query.page ?? 1, pageSize: query.page_size ?? DEFAULT_PAGE_SIZE };
      const filter = await documentFilter(context.db, siteId, query);
      const lang = query.lang ?? DEFAULT_LANG;
      const { items, total, years } = await listDocuments(context.db, siteId, filter, paging, lang);
      return { items, total, page: paging.page, page_size: paging.pageSize, years };
    },
  });

  app.route<{
    Params: PathParams<'getDocument'>;
    Querystring: QueryParams<'getDocument'>;
    Reply: JsonOk<'getDocument'>;
  }>({
    ...routeOptions(context, 'getDocument'),
    handler: async (request) => {
      const { siteId, documentId } = request.params;
      const lang = request.query.lang ?? DEFAULT_LANG;
      const document = await findDocument(context.db, siteId, documentId, lang);
      if (!document) throw unknownDocument(documentId);
      return document;
    },
  });

  registerCategoryRoute(app, context, 'listDocumentCategories', {
    sectionType: 'documents',
    list: listDocumentCategories,
  });

  registerContentWriteRoutes(app, context, {
    noun: 'document',
    idParameter: 'documentId',
    operations: { create: 'createDocument', update: 'updateDocument', delete: 'deleteDocument' },
    writer: documentWriter,
    find: findDocument,
    unknown: unknownDocument,
  });
  registerBrokenFileReportRoutes(app, context, reports);
}
