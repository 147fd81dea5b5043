/** Reading videos: GET /site/{siteId}/videos (a page) and /videos/{videoId}; the editor writes beside them. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { videoFilter } from '../content/video-query.ts';
import { findVideo, listVideos } from '../content/video-repository.ts';
import { videoWriter } from '../content/video-writer.ts';
import { registerContentItemRoutes } from './content-item-routes.ts';
import { registerListRoute } from './content-read-routes.ts';

export function registerVideoRoutes(app: FastifyInstance, context: ApiContext): void {
  registerListRoute(app, context, 'listVideos', { filter: videoFilter, list: listVideos });
  registerContentItemRoutes(app, context, { noun: 'video', find: findVideo, writer: videoWriter });
}
