/**
 * Documents: GET /site/{siteId}/documents (a page), /documents/{documentId}, /document-categories; the editor's
 * writes (content:write); and visitors' broken-file reports (site:read, rate-limited).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { documentFilter } from '../content/document-query.ts';
import { categorisedDocuments, findDocument, listDocuments } from '../content/document-repository.ts';
import { documentWriter } from '../content/document-writer.ts';
import { registerBrokenFileReportRoutes, type ReportOptions } from './broken-file-report-routes.ts';
import { registerCategoryRoute } from './category-routes.ts';
import { registerContentItemRoutes } from './content-item-routes.ts';
import { registerListRoute } from './content-read-routes.ts';

export function registerDocumentRoutes(
  app: FastifyInstance,
  context: ApiContext,
  reports: ReportOptions,
): void {
  registerListRoute(app, context, 'listDocuments', { filter: documentFilter, list: listDocuments });
  registerContentItemRoutes(app, context, { noun: 'document', find: findDocument, writer: documentWriter });
  registerCategoryRoute(app, context, 'listDocumentCategories', {
    sectionType: 'documents',
    content: categorisedDocuments,
  });
  registerBrokenFileReportRoutes(app, context, reports);
}
