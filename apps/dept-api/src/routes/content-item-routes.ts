/**
 * One item of a kind of content, read and written: GET /site/{siteId}/{kind}/{id} and the editor's writes. The
 * kind's noun names its operations and path parameter (`album`: getAlbum, createAlbum, updateAlbum, deleteAlbum
 * and `albumId`), its log lines ("album created") and its 404 ("The site has no album …").
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import type { ContentWriter } from '../content/content-writer.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { registerItemRoute, type ContentItems } from './content-read-routes.ts';
import { registerContentWriteRoutes } from './content-write-routes.ts';

export type ContentNoun = 'news' | 'document' | 'event' | 'album' | 'video';

export interface ItemKind<Input, Stored> {
  noun: ContentNoun;
  /** What the 404 calls an item where the noun alone does not read well ("news item"); the noun otherwise. */
  itemName?: string;
  find(db: Db, siteId: string, id: string, lang: Lang): Promise<Stored | null>;
  writer: ContentWriter<Input>;
}

export function registerContentItemRoutes<Input, Stored>(
  app: FastifyInstance,
  context: ApiContext,
  kind: ItemKind<Input, Stored>,
): void {
  const name = (kind.noun[0]!.toUpperCase() + kind.noun.slice(1)) as Capitalize<ContentNoun>;
  const items: ContentItems<Stored> = {
    idParameter: `${kind.noun}Id`,
    find: kind.find,
    unknown: (id) => notFound(`The site has no ${kind.itemName ?? kind.noun} "${id}"`),
  };
  registerItemRoute(app, context, `get${name}`, items);
  registerContentWriteRoutes(app, context, {
    ...items,
    noun: kind.noun,
    operations: { create: `create${name}`, update: `update${name}`, delete: `delete${name}` },
    writer: kind.writer,
  });
}
