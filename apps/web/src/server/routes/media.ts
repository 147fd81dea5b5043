import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { mediaVariantOf } from '../media/media-variant.ts';

/** Long-lived public caching for media files (logos, intro images): they change rarely and are public. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * GET /media/* proxies the department API's media files through the one upstream client; `?w=&format=` (checked
 * against the contract's lists) ask it for a resized or converted image.
 */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    '/media/*',
    async (request, reply) => {
      const variant = mediaVariantOf(request.query);
      if (!variant) throw new AppError('Unsupported image width or format', 400, 'BAD_REQUEST');
      const file = await app.deptApi.streamMedia(request.params['*'], variant);
      if (!file) throw new AppError(`No media file ${request.params['*']}`, 404, 'NOT_FOUND');
      reply.header('content-type', file.contentType ?? 'application/octet-stream');
      if (file.contentLength) reply.header('content-length', file.contentLength);
      if (file.lastModified) reply.header('last-modified', file.lastModified);
      if (file.etag) reply.header('etag', file.etag);
      reply.header('cache-control', MEDIA_CACHE_CONTROL);
      return reply.send(file.body);
    },
  );
}
