/** Reading videos: GET /site/{siteId}/videos (a page) and /videos/{videoId}; the editor writes beside them. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, DEFAULT_PAGE_SIZE } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { videoFilter } from '../content/video-query.ts';
import { findVideo, listVideos } from '../content/video-repository.ts';
import type { JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';
import { registerContentWriteRoutes } from './content-write-routes.ts';
import { videoWriter } from '../content/video-writer.ts';
import { notFound } from '../http/errors.ts';

const unknownVideo = (videoId: string) => notFound(`The site has no video "${videoId}"`);

export function registerVideoRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{
    Params: PathParams<'listVideos'>;
    Querystring: QueryParams<'listVideos'>;
    Reply: JsonOk<'listVideos'>;
  }>({
    ...routeOptions(context, 'listVideos'),
    handler: async (request) => {
      const { siteId } = request.params;
      const { query } = request;
      const paging = { page: query.page ?? 1, pageSize: query.page_size ?? DEFAULT_PAGE_SIZE };
      const filter = await videoFilter(context.db, siteId, query);
      const lang = query.lang ?? DEFAULT_LANG;
      const { items, total, years } = await listVideos(context.db, siteId, filter, paging, lang);
      return { items, total, page: paging.page, page_size: paging.pageSize, years };
    },
  });

  app.route<{
    Params: PathParams<'getVideo'>;
    Querystring: QueryParams<'getVideo'>;
    Reply: JsonOk<'getVideo'>;
  }>({
    ...routeOptions(context, 'getVideo'),
    handler: async (request) => {
      const { siteId, videoId } = request.params;
      const video = await findVideo(context.db, siteId, videoId, request.query.lang ?? DEFAULT_LANG);
      if (!video) throw unknownVideo(videoId);
      return video;
    },
  });

  registerContentWriteRoutes(app, context, {
    noun: 'video',
    idParameter: 'videoId',
    operations: { create: 'createVideo', update: 'updateVideo', delete: 'deleteVideo' },
    writer: videoWriter,
    find: findVideo,
    unknown: unknownVideo,
  });
}
