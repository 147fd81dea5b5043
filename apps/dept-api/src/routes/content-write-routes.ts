/**
 * Editor writes of one kind of content (content:write scope): POST /site/{siteId}/{kind}, PUT and DELETE
 * /site/{siteId}/{kind}/{id}. Created and replaced items are answered as stored, in Thai (as editors write them);
 * each write is logged with the editor's client id.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SCOPE_CONTENT_WRITE, type OperationId } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import type { ContentWriter } from '../content/content-writer.ts';
import { routeOptions } from '../http/route-options.ts';
import type { ContentItems } from './content-read-routes.ts';

/** `idParameter` is also the item's field in log lines. */
export interface WritableKind<Input, Stored> extends ContentItems<Stored> {
  /** In log lines: "album created". */
  noun: string;
  operations: { create: OperationId; update: OperationId; delete: OperationId };
  writer: ContentWriter<Input>;
}

type ItemParams = { siteId: string } & Record<string, string>;

export function registerContentWriteRoutes<Input, Stored>(
  app: FastifyInstance,
  context: ApiContext,
  kind: WritableKind<Input, Stored>,
): void {
  const writeScope = { scope: SCOPE_CONTENT_WRITE } as const;
  const stored = async (siteId: string, id: string): Promise<Stored> => {
    const item = await kind.find(context.db, siteId, id, 'th');
    if (!item) throw kind.unknown(id);
    return item;
  };
  const logWrite = (request: FastifyRequest, siteId: string, id: string, what: string) =>
    request.log.info(
      { siteId, [kind.idParameter]: id, clientId: request.tokenHolder?.clientId },
      `${kind.noun} ${what}`,
    );

  app.route<{ Params: ItemParams; Body: Input }>({
    ...routeOptions(context, kind.operations.create, writeScope),
    handler: async (request, reply) => {
      const { siteId } = request.params;
      const id = await kind.writer.create(context.db, siteId, request.body as Input, context.clock());
      logWrite(request, siteId, id, 'created');
      return reply.code(201).send(await stored(siteId, id));
    },
  });

  app.route<{ Params: ItemParams; Body: Input }>({
    ...routeOptions(context, kind.operations.update, writeScope),
    handler: async (request) => {
      const { siteId, [kind.idParameter]: id } = request.params;
      if (!(await kind.writer.update(context.db, siteId, id!, request.body as Input, context.clock()))) {
        throw kind.unknown(id!);
      }
      logWrite(request, siteId, id!, 'updated');
      return stored(siteId, id!);
    },
  });

  app.route<{ Params: ItemParams }>({
    ...routeOptions(context, kind.operations.delete, writeScope),
    handler: async (request, reply) => {
      const { siteId, [kind.idParameter]: id } = request.params;
      if (!(await kind.writer.remove(context.db, siteId, id!))) throw kind.unknown(id!);
      logWrite(request, siteId, id!, 'deleted');
      return reply.code(204).send();
    },
  });
}
