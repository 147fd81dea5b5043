import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import negotiator from '@fastify/accept-negotiator';

/**
 * Levels measured on this project's pages (decision 0270): brotli 6 gives the home page (41.7 KB) in 6.1 KB in
 * 0.65 ms, where 9 takes 10 ms and 11 47 ms for 10 % less; gzip 6 gives 6.8 KB in 0.6 ms. A cached page is
 * compressed once and sent thousands of times, so it gets these.
 */
export const BROTLI_QUALITY = 6;
export const GZIP_LEVEL = 6;
/**
 * What is compressed for one answer only (a fresh page, /graphql JSON, a feed) gets brotli 0: measured on the
 * 54.9 KB home page (2026-11-25 17:10, 3,000 calls each), brotli 0 gives 10.8 KB in 50 µs, brotli 1 10.6 KB in
 * 90 µs, brotli 3 9.2 KB in 135 µs, gzip 1 11.2 KB in 88 µs; brotli 3 was 15 % of a fresh render's CPU profile,
 * brotli 1 still 6 %. These answers are the ones a visitor can force one by one (a search, a 404, a member's
 * page), so their CPU counts more than their last 1.6 KB (decisions 0263, 0403).
 */
export const ON_THE_FLY_BROTLI_QUALITY = 0;
export const ON_THE_FLY_GZIP_LEVEL = 4;

export type ContentEncoding = 'br' | 'gzip';

/** A body held compressed both ways (a cached page): what it costs is what it holds. */
export interface EncodedBody {
  br: Buffer;
  gzip: Buffer;
}

export function encodeBody(identity: Buffer): EncodedBody {
  return {
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
    gzip: gzipSync(identity, { level: GZIP_LEVEL }),
  };
}

/** The body for a client that accepts no encoding we hold (rare: some bots, curl without --compressed). */
export function identityOf(body: EncodedBody): Buffer {
  return gunzipSync(body.gzip);
}

/** Longer Accept-Encoding headers are not read: no browser sends one. */
const MAX_ACCEPT_ENCODING_LENGTH = 256;

/**
 * Accept-Encoding headers as browsers and CDNs send them, with the encoding negotiation gives each (a test holds
 * them equal): the usual request is answered by one lookup, without parsing (decision 0404).
 */
export const USUAL_ACCEPT_ENCODINGS: ReadonlyMap<string, ContentEncoding> = new Map([
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate, br', 'br'],
  ['br, gzip', 'br'],
  ['gzip, deflate', 'gzip'],
  ['gzip', 'gzip'],
]);

/**
 * The encoding to answer with: the client's preference by q-value among brotli and gzip (`*` counts as either,
 * `q=0` refuses), brotli on a tie; null for identity.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  if (typeof acceptEncoding !== 'string' || acceptEncoding.length > MAX_ACCEPT_ENCODING_LENGTH) return null;
  const usual = USUAL_ACCEPT_ENCODINGS.get(acceptEncoding);
  if (usual) return usual;
  return negotiatedEncoding(acceptEncoding);
}

function negotiatedEncoding(acceptEncoding: string): ContentEncoding | null {
  const chosen = negotiator.negotiate(acceptEncoding.toLowerCase(), ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}
