import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { ON_THE_FLY_BROTLI_QUALITY, ON_THE_FLY_GZIP_LEVEL } from '../../http/encoded-body.ts';

/**
 * Answers compressed on the fly by the visitor's Accept-Encoding (brotli, then gzip): fresh pages, /graphql JSON,
 * feeds and sitemaps (decision 0270). Cached pages arrive already compressed (Content-Encoding set: passed as
 * they are); hashed build files are precompressed at build; images, videos and byte ranges (206) are never
 * recompressed.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      // A page is compressed in one call (about 0.05 ms for a 55 KB page at brotli 0), never through a zlib stream
      // per answer: the default limit follows the CPU count (8 KB on a 2-core pod) and sent larger pages chunked.
      syncThreshold: 256 * 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      },
      zlibOptions: { level: ON_THE_FLY_GZIP_LEVEL },
    });
  },
  { name: 'compress' },
);
