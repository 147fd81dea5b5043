/**
 * Photo albums: GET /site/{siteId}/albums (a page of summaries) and /albums/{albumId} (with photos) for readers;
 * POST, PUT and DELETE for editors (content:write scope).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { albumFilter } from '../content/album-query.ts';
import { findAlbum, listAlbums } from '../content/album-repository.ts';
import { albumWriter } from '../content/album-writer.ts';
import { registerContentItemRoutes } from './content-item-routes.ts';
import { registerListRoute } from './content-read-routes.ts';

export function registerAlbumRoutes(app: FastifyInstance, context: ApiContext): void {
  registerListRoute(app, context, 'listAlbums', { filter: albumFilter, list: listAlbums });
  registerContentItemRoutes(app, context, { noun: 'album', find: findAlbum, writer: albumWriter });
}
