/**
 * Photo albums: GET /site/{siteId}/albums (a page of summaries) and /albums/{albumId} (with photos) for readers;
 * POST, PUT and DELETE for editors (content:write scope).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, DEFAULT_PAGE_SIZE, SCOPE_CONTENT_WRITE, type Album } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { albumFilter } from '../content/album-query.ts';
import { findAlbum, listAlbums } from '../content/album-repository.ts';
import { createAlbum, deleteAlbum, updateAlbum } from '../content/album-writer.ts';
import { notFound } from '../http/errors.ts';
import type { JsonBody, JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

const unknownAlbum = (albumId: string) => notFound(`The site has no album "${albumId}"`);
const writeScope = { scope: SCOPE_CONTENT_WRITE } as const;

export function registerAlbumRoutes(app: FastifyInstance, context: ApiContext): void {
  /** The stored album as editors see it: in Thai. */
  async function storedAlbum(siteId: string, albumId: string): Promise<Album> {
    const album = await findAlbum(context.db, siteId, albumId, 'th');
    if (!album) throw unknownAlbum(albumId);
    return album;
  }

  app.route<{
    Params: PathParams<'listAlbums'>;
    Querystring: QueryParams<'listAlbums'>;
    Reply: JsonOk<'listAlbums'>;
  }>({
    ...routeOptions(context, 'listAlbums'),
    handler: async (request) => {
      const { siteId } = request.params;
      const { query } = request;
      const paging = { page: query.page ?? 1, pageSize: query.page_size ?? DEFAULT_PAGE_SIZE };
      const filter = await albumFilter(context.db, siteId, query);
      const { items, total } = await listAlbums(
        context.db,
        siteId,
        filter,
        paging,
        query.lang ?? DEFAULT_LANG,
      );
      return { items, total, page: paging.page, page_size: paging.pageSize };
    },
  });

  app.route<{
    Params: PathParams<'getAlbum'>;
    Querystring: QueryParams<'getAlbum'>;
    Reply: JsonOk<'getAlbum'>;
  }>({
    ...routeOptions(context, 'getAlbum'),
    handler: async (request) => {
      const { siteId, albumId } = request.params;
      const album = await findAlbum(context.db, siteId, albumId, request.query.lang ?? DEFAULT_LANG);
      if (!album) throw unknownAlbum(albumId);
      return album;
    },
  });

  app.route<{ Params: PathParams<'createAlbum'>; Body: JsonBody<'createAlbum'> }>({
    ...routeOptions(context, 'createAlbum', writeScope),
    handler: async (request, reply) => {
      const { siteId } = request.params;
      const id = await createAlbum(context.db, siteId, request.body, context.clock());
      request.log.info({ siteId, albumId: id, clientId: request.tokenHolder?.clientId }, 'album created');
      return reply.code(201).send(await storedAlbum(siteId, id));
    },
  });

  app.route<{
    Params: PathParams<'updateAlbum'>;
    Body: JsonBody<'updateAlbum'>;
    Reply: JsonOk<'updateAlbum'>;
  }>({
    ...routeOptions(context, 'updateAlbum', writeScope),
    handler: async (request) => {
      const { siteId, albumId } = request.params;
      if (!(await updateAlbum(context.db, siteId, albumId, request.body, context.clock())))
        throw unknownAlbum(albumId);
      request.log.info({ siteId, albumId, clientId: request.tokenHolder?.clientId }, 'album updated');
      return storedAlbum(siteId, albumId);
    },
  });

  app.route<{ Params: PathParams<'deleteAlbum'> }>({
    ...routeOptions(context, 'deleteAlbum', writeScope),
    handler: async (request, reply) => {
      const { siteId, albumId } = request.params;
      if (!(await deleteAlbum(context.db, siteId, albumId))) throw unknownAlbum(albumId);
      request.log.info({ siteId, albumId, clientId: request.tokenHolder?.clientId }, 'album deleted');
      return reply.code(204).send();
    },
  });
}
