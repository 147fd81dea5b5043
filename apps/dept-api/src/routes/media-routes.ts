/**
 * GET /media/{path}: logos, images, documents and videos, with their content types; raster images resized and
 * converted on request (`?w=&format=`, see media/image-variants.ts); one byte range of the original when asked.
 */
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import type { QueryParams } from '../http/operation-types.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { routeOptions } from '../http/route-options.ts';
import { parseByteRange } from '../media/byte-range.ts';
import { findMediaFile } from '../media/media-files.ts';

/** A variant's URL names its original: it changes only when the original does (then its ETag changes). */
const VARIANT_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

export function registerMediaRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{ Params: { '*': string }; Querystring: QueryParams<'getMediaFile'> }>({
    ...routeOptions(context, 'getMediaFile', { wildcard: 'path' }),
    handler: async (request, reply) => {
      const file = await findMediaFile(context.mediaDir, request.params['*']);
      if (!file) throw notFound('No such media file');
      const variant = await context.imageVariants.variantOf(file, request.query);
      if (variant) {
        reply
          .type(variant.contentType)
          .header('content-length', variant.size)
          .header('etag', variant.etag)
          .header('cache-control', VARIANT_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff');
        return reply.send(createReadStream(variant.absolutePath));
      }
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
