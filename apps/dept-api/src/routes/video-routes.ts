/** Reading videos: GET /site/{siteId}/videos (a page) and /videos/{videoId}; the editor writes beside them. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { videoFilter } from '../content/video-query.ts';
import { findVideo, listVideos } from '../content/video-repository.ts';
import { videoWriter } from '../content/video-writer.ts';
import { notFound } from '../http/errors.ts';
import { registerItemRoute, registerListRoute } from './content-read-routes.ts';
import { registerContentWriteRoutes } from './content-write-routes.ts';

const videoItems = {
  idParameter: 'videoId',
  find: findVideo,
  unknown: (videoId: string) => notFound(`The site has no video "${videoId}"`),
};

export function registerVideoRoutes(app: FastifyInstance, context: ApiContext): void {
  registerListRoute(app, context, 'listVideos', { filter: videoFilter, list: listVideos });
  registerItemRoute(app, context, 'getVideo', videoItems);
  registerContentWriteRoutes(app, context, {
    ...videoItems,
    noun: 'video',
    operations: { create: 'createVideo', update: 'updateVideo', delete: 'deleteVideo' },
    writer: videoWriter,
  });
}
