/** Editor writes (content:write scope): POST /site/{siteId}/documents, PUT and DELETE /documents/{documentId}. */
import type { FastifyInstance } from 'fastify';
import { SCOPE_CONTENT_WRITE, type Document } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { findDocument, unknownDocument } from '../content/document-repository.ts';
import { createDocument, deleteDocument, updateDocument } from '../content/document-writer.ts';
import type { JsonBody, JsonOk, PathParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

const writeScope = { scope: SCOPE_CONTENT_WRITE } as const;

export function registerDocumentWriteRoutes(app: FastifyInstance, context: ApiContext): void {
  /** The stored document as editors see it: in Thai. */
  async function storedDocument(siteId: string, documentId: string): Promise<Document> {
    const document = await findDocument(context.db, siteId, documentId, 'th');
    if (!document) throw unknownDocument(documentId);
    return document;
  }

  app.route<{ Params: PathParams<'createDocument'>; Body: JsonBody<'createDocument'> }>({
    ...routeOptions(context, 'createDocument', writeScope),
    handler: async (request, reply) => {
      const { siteId } = request.params;
      const id = await createDocument(context.db, siteId, request.body, context.clock());
      request.log.info(
        { siteId, documentId: id, clientId: request.tokenHolder?.clientId },
        'document created',
      );
      return reply.code(201).send(await storedDocument(siteId, id));
    },
  });

  app.route<{
    Params: PathParams<'updateDocument'>;
    Body: JsonBody<'updateDocument'>;
    Reply: JsonOk<'updateDocument'>;
  }>({
    ...routeOptions(context, 'updateDocument', writeScope),
    handler: async (request) => {
      const { siteId, documentId } = request.params;
      if (!(await updateDocument(context.db, siteId, documentId, request.body, context.clock()))) {
        throw unknownDocument(documentId);
      }
      request.log.info({ siteId, documentId, clientId: request.tokenHolder?.clientId }, 'document updated');
      return storedDocument(siteId, documentId);
    },
  });

  app.route<{ Params: PathParams<'deleteDocument'> }>({
    ...routeOptions(context, 'deleteDocument', writeScope),
    handler: async (request, reply) => {
      const { siteId, documentId } = request.params;
      if (!(await deleteDocument(context.db, siteId, documentId))) throw unknownDocument(documentId);
      request.log.info({ siteId, documentId, clientId: request.tokenHolder?.clientId }, 'document deleted');
      return reply.code(204).send();
    },
  });
}
