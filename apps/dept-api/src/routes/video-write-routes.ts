/** Editor writes (content:write scope): POST /site/{siteId}/videos, PUT and DELETE /site/{siteId}/videos/{videoId}. */
import type { FastifyInstance } from 'fastify';
import { SCOPE_CONTENT_WRITE, type Video } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { findVideo } from '../content/video-repository.ts';
import { createVideo, deleteVideo, updateVideo } from '../content/video-writer.ts';
import { notFound } from '../http/errors.ts';
import type { JsonBody, JsonOk, PathParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

const writeScope = { scope: SCOPE_CONTENT_WRITE } as const;
export const unknownVideo = (videoId: string) => notFound(`The site has no video "${videoId}"`);

export function registerVideoWriteRoutes(app: FastifyInstance, context: ApiContext): void {
  /** The stored video as editors see it: in Thai. */
  async function storedVideo(siteId: string, videoId: string): Promise<Video> {
    const video = await findVideo(context.db, siteId, videoId, 'th');
    if (!video) throw unknownVideo(videoId);
    return video;
  }

  app.route<{ Params: PathParams<'createVideo'>; Body: JsonBody<'createVideo'> }>({
    ...routeOptions(context, 'createVideo', writeScope),
    handler: async (request, reply) => {
      const { siteId } = request.params;
      const id = await createVideo(context.db, siteId, request.body, context.clock());
      request.log.info({ siteId, videoId: id, clientId: request.tokenHolder?.clientId }, 'video created');
      return reply.code(201).send(await storedVideo(siteId, id));
    },
  });

  app.route<{
    Params: PathParams<'updateVideo'>;
    Body: JsonBody<'updateVideo'>;
    Reply: JsonOk<'updateVideo'>;
  }>({
    ...routeOptions(context, 'updateVideo', writeScope),
    handler: async (request) => {
      const { siteId, videoId } = request.params;
      if (!(await updateVideo(context.db, siteId, videoId, request.body, context.clock())))
        throw unknownVideo(videoId);
      request.log.info({ siteId, videoId, clientId: request.tokenHolder?.clientId }, 'video updated');
      return storedVideo(siteId, videoId);
    },
  });

  app.route<{ Params: PathParams<'deleteVideo'> }>({
    ...routeOptions(context, 'deleteVideo', writeScope),
    handler: async (request, reply) => {
      const { siteId, videoId } = request.params;
      if (!(await deleteVideo(context.db, siteId, videoId))) throw unknownVideo(videoId);
      request.log.info({ siteId, videoId, clientId: request.tokenHolder?.clientId }, 'video deleted');
      return reply.code(204).send();
    },
  });
}
