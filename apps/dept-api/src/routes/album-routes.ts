/**
 * Photo albums: GET /site/{siteId}/albums (a page of summaries) and /albums/{albumId} (with photos) for readers;
 * POST, PUT and DELETE for editors (content:write scope).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { albumFilter } from '../content/album-query.ts';
import { findAlbum, listAlbums } from '../content/album-repository.ts';
import { albumWriter } from '../content/album-writer.ts';
import { notFound } from '../http/errors.ts';
import { registerItemRoute, registerListRoute } from './content-read-routes.ts';
import { registerContentWriteRoutes } from './content-write-routes.ts';

const albumItems = {
  idParameter: 'albumId',
  find: findAlbum,
  unknown: (albumId: string) => notFound(`The site has no album "${albumId}"`),
};

export function registerAlbumRoutes(app: FastifyInstance, context: ApiContext): void {
  registerListRoute(app, context, 'listAlbums', { filter: albumFilter, list: listAlbums });
  registerItemRoute(app, context, 'getAlbum', albumItems);
  registerContentWriteRoutes(app, context, {
    ...albumItems,
    noun: 'album',
    operations: { create: 'createAlbum', update: 'updateAlbum', delete: 'deleteAlbum' },
    writer: albumWriter,
  });
}
