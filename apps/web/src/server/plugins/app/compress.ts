import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  chooseEncoding,
  ON_THE_FLY_BROTLI_QUALITY,
  ON_THE_FLY_GZIP_LEVEL,
  type ContentEncoding,
} from '../../http/encoded-body.ts';
import { utf8Bytes } from '../../http/utf8-bytes.ts';

/** Smaller answers go as they are: compressing them saves less than a packet's headers. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Text in all its forms: pages, JSON (GraphQL, problems), XML (sitemaps, feeds), calendars, scripts, SVG. */
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml)\b|image\/svg\+xml\b)|\+(?:json|xml)\b/i;

/**
 * Answers compressed on the fly by the visitor's Accept-Encoding (brotli, then gzip), in one synchronous call each
 * (docs/decisions/0270, 0426): fresh pages, /graphql JSON, feeds, sitemaps, error pages. Only what the website
 * holds in memory (a string or bytes) of a text type, from 1 KB; never an answer that already carries a
 * Content-Encoding (a cached page, a precompressed build file), a stream (a file from dept-api: images, video and
 * documents come in their own formats) or a partial one. Request bodies are never decompressed: no browser
 * compresses what it sends.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      done(null, compressed(request, reply, payload));
    });
  },
  { name: 'compress' },
);

function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !(payload instanceof Uint8Array)) return payload;
  if (!compressibleAnswer(reply)) return payload;
  // From here on the bytes go out, encoded or not: Fastify need not encode the text a second time.
  const bytes = typeof payload === 'string' ? utf8Bytes(payload) : payload;
  if (bytes.byteLength < COMPRESSION_THRESHOLD_BYTES) return bytes;
  varyByAcceptEncoding(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return bytes;
  const encoded = encode(bytes, encoding); // before the headers: should it throw, the error answer is not marked
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return encoded;
}

function compressibleAnswer(reply: FastifyReply): boolean {
  const status = reply.statusCode;
  if (status === 204 || status === 206 || status === 304) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

/** A cache (a CDN's, a browser's) must keep each encoding apart, whatever else the answer varies by. */
function varyByAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const listed = String(vary);
  if (listed.trim() !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(listed)) {
    reply.header('vary', `${listed}, accept-encoding`);
  }
}

function encode(bytes: Uint8Array, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(bytes, { level: ON_THE_FLY_GZIP_LEVEL });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}
