/** GET /media/{path}: logos, images, documents and videos, with their content types; one byte range when asked. */
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { routeOptions } from '../http/route-options.ts';
import { parseByteRange } from '../media/byte-range.ts';
import { findMediaFile } from '../media/media-files.ts';

export function registerMediaRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{ Params: { '*': string } }>({
    ...routeOptions(context, 'getMediaFile', { wildcard: 'path' }),
    handler: async (request, reply) => {
      const file = await findMediaFile(context.mediaDir, request.params['*']);
      if (!file) throw notFound('No such media file');
      const range = parseByteRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        throw new HttpError(416, `The range starts beyond the end of the file (${file.size} bytes)`, {
          'content-range': `bytes */${file.size}`,
        });
      }
      reply
        .type(file.contentType)
        .header('accept-ranges', 'bytes')
        .header('last-modified', file.modified.toUTCString())
        .header(
          'etag',
          `W/"${file.size.toString(16)}-${Math.floor(file.modified.getTime() / 1000).toString(16)}"`,
        )
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly must not run scripts or load anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(createReadStream(file.absolutePath, range));
      }
      return reply.header('content-length', file.size).send(createReadStream(file.absolutePath));
    },
  });
}
