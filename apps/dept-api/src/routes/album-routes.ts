/**
 * Photo albums: GET /site/{siteId}/albums (a page of summaries) and /albums/{albumId} (with photos) for readers;
 * POST, PUT and DELETE for editors (content:write scope).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, DEFAULT_PAGE_SIZE } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { albumFilter } from '../content/album-query.ts';
import { findAlbum, listAlbums } from '../content/album-repository.ts';
import { albumWriter } from '../content/album-writer.ts';
import { notFound } from '../http/errors.ts';
import type { JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';
import { registerContentWriteRoutes } from './content-write-routes.ts';

const unknownAlbum = (albumId: string) => notFound(`The site has no album "${albumId}"`);

export function registerAlbumRoutes(app: FastifyInstance, context: ApiContext): void {
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
      const { items, total, years } = await listAlbums(
        context.db,
        siteId,
        filter,
        paging,
        query.lang ?? DEFAULT_LANG,
      );
      return { items, total, page: paging.page, page_size: paging.pageSize, years };
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

  registerContentWriteRoutes(app, context, {
    noun: 'album',
    idParameter: 'albumId',
    operations: { create: 'createAlbum', update: 'updateAlbum', delete: 'deleteAlbum' },
    writer: albumWriter,
    find: findAlbum,
    unknown: unknownAlbum,
  });
}
