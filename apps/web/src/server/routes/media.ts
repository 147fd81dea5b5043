import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { mediaVariantOf } from '../media/media-variant.ts';

/** Long-lived public caching for media files (logos, intro images): they change rarely and are public. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/** One byte range (`bytes=0-99`, `bytes=100-`, `bytes=-500`): the only Range header passed to the API. */
const SINGLE_BYTE_RANGE = /^bytes=\d{0,15}-\d{0,15}$/;

/**
 * GET /media/* proxies the department API's media files through the one upstream client. `?w=&format=` (checked
 * against the contract's lists) ask it for a resized or converted image; a single byte range is passed on, and
 * its 206 (or 416) with Content-Range passed back, so a video can seek.
 */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    '/media/*',
    async (request, reply) => {
      const variant = mediaVariantOf(request.query);
      if (!variant) throw new AppError('Unsupported image width or format', 400, 'BAD_REQUEST');
      const { range } = request.headers;
      const file = await app.deptApi.streamMedia(request.params['*'], {
        ...variant,
        ...(range && SINGLE_BYTE_RANGE.test(range) ? { range } : {}),
      });
      if (!file) throw new AppError(`No media file ${request.params['*']}`, 404, 'NOT_FOUND');
      reply.code(file.statusCode);
      if (file.contentRange) reply.header('content-range', file.contentRange);
      if (file.acceptRanges) reply.header('accept-ranges', file.acceptRanges);
      if (file.statusCode === 416) return reply.send();
      reply.header('content-type', file.contentType ?? 'application/octet-stream');
      if (file.contentLength) reply.header('content-length', file.contentLength);
      if (file.lastModified) reply.header('last-modified', file.lastModified);
      if (file.etag) reply.header('etag', file.etag);
      reply.header('cache-control', MEDIA_CACHE_CONTROL);
      return reply.send(file.body);
    },
  );
}
