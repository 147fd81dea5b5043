/** GET /media/{path}: logos and intro images referenced by layouts, with their content types. */
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { notFound } from '../http/errors.ts';
import { routeOptions } from '../http/route-options.ts';
import { findMediaFile } from '../media/media-files.ts';

export function registerMediaRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{ Params: { '*': string } }>({
    ...routeOptions(context, 'getMediaFile', { wildcard: 'path' }),
    handler: async (request, reply) => {
      const file = await findMediaFile(context.mediaDir, request.params['*']);
      if (!file) throw notFound('No such media file');
      reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('last-modified', file.modified.toUTCString())
        .header(
          'etag',
          `W/"${file.size.toString(16)}-${Math.floor(file.modified.getTime() / 1000).toString(16)}"`,
        )
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly must not run scripts or load anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(createReadStream(file.absolutePath));
    },
  });
}
