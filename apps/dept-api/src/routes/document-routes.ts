/**
 * Documents: GET /site/{siteId}/documents (a page), /documents/{documentId}, /document-categories; the editor's
 * writes (content:write); and visitors' broken-file reports (site:read, rate-limited).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { documentFilter } from '../content/document-query.ts';
import {
  categorisedDocuments,
  findDocument,
  listDocuments,
  unknownDocument,
} from '../content/document-repository.ts';
import { documentWriter } from '../content/document-writer.ts';
import { registerBrokenFileReportRoutes, type ReportOptions } from './broken-file-report-routes.ts';
import { registerCategoryRoute } from './category-routes.ts';
import { registerItemRoute, registerListRoute } from './content-read-routes.ts';
import { registerContentWriteRoutes } from './content-write-routes.ts';

const documentItems = { idParameter: 'documentId', find: findDocument, unknown: unknownDocument };

export function registerDocumentRoutes(
  app: FastifyInstance,
  context: ApiContext,
  reports: ReportOptions,
): void {
  registerListRoute(app, context, 'listDocuments', { filter: documentFilter, list: listDocuments });
  registerItemRoute(app, context, 'getDocument', documentItems);
  registerCategoryRoute(app, context, 'listDocumentCategories', {
    sectionType: 'documents',
    content: categorisedDocuments,
  });
  registerContentWriteRoutes(app, context, {
    ...documentItems,
    noun: 'document',
    operations: { create: 'createDocument', update: 'updateDocument', delete: 'deleteDocument' },
    writer: documentWriter,
  });
  registerBrokenFileReportRoutes(app, context, reports);
}
