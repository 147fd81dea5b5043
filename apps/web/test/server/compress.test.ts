import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compressPlugin, { COMPRESSION_THRESHOLD_BYTES } from '../../src/server/plugins/app/compress.ts';

/** Answers compressed on the fly (decision 0426): what a client receives, route by route. */
const TEXT = 'กรมคุมประพฤติ Department of Probation. '.repeat(200); // about 9 KB of Thai and English
const JSON_BODY = { items: Array.from({ length: 60 }, (_, index) => ({ id: index, title: `ข่าว ${index}` })) };

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(compressPlugin);
  app.get('/json', async () => JSON_BODY);
  app.get('/html', async (_request, reply) => reply.type('text/html; charset=utf-8').send(TEXT));
  app.get('/html-bytes', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-length', 1).send(Buffer.from(TEXT)),
  );
  app.get('/xml', async (_request, reply) => reply.type('application/rss+xml').send(`<rss>${TEXT}</rss>`));
  app.get('/small', async (_request, reply) =>
    reply.type('text/plain').send('x'.repeat(COMPRESSION_THRESHOLD_BYTES - 1)),
  );
  app.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(8000, 7)));
  app.get('/encoded', async (_request, reply) =>
    reply.type('text/html').header('content-encoding', 'gzip').send(Buffer.from(TEXT)),
  );
  app.get('/stream', async (_request, reply) => reply.type('text/csv').send(Readable.from([TEXT])));
  app.get('/partial', async (_request, reply) =>
    reply
      .code(206)
      .type('text/plain')
      .header('content-range', `bytes 0-1999/${TEXT.length}`)
      .send(TEXT.slice(0, 2000)),
  );
  app.get('/varies', async (_request, reply) => reply.type('text/html').header('vary', 'Cookie').send(TEXT));
  app.get('/varies-already', async (_request, reply) =>
    reply.type('text/html').header('vary', 'Accept-Encoding').send(TEXT),
  );
  await app.ready();
});
afterAll(() => app.close());

function get(url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') {
  return app.inject({
    method,
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

describe('answers compressed on the fly', () => {
  it.each(['/json', '/html', '/html-bytes', '/xml'])(
    '%s: brotli, gzip or none as asked, the same text each way, its length right',
    async (url) => {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['gzip;q=0.5, br;q=0.4', 'gzip'],
        ['identity', undefined],
        ['br;q=0, gzip;q=0', undefined],
        [`${'x, '.repeat(100)}br`, undefined], // longer than any browser's: not read
      ] as const) {
        const response = await get(url, accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding'], accept).toBe(encoding);
        expect(response.headers.vary).toBe('accept-encoding');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.byteLength);
        expect(decoded(response)).toBe(plain.body);
      }
      const brotli = await get(url, 'br');
      expect(brotli.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);
    },
  );

  it('answers HEAD with the headers GET has', async () => {
    const [head, full] = await Promise.all([get('/html', 'br', 'HEAD'), get('/html', 'br')]);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.rawPayload.byteLength).toBe(0);
  });

  it.each([
    ['/small', 'under 1 KB'],
    ['/png', 'an image'],
    ['/encoded', 'already encoded'],
    ['/stream', 'a stream (a file from dept-api)'],
    ['/partial', 'a byte range'],
  ])('leaves %s (%s) as it is', async (url) => {
    const plain = await get(url);
    const asked = await get(url, 'gzip, deflate, br');
    expect(asked.headers['content-encoding']).toBe(plain.headers['content-encoding']);
    expect(asked.headers.vary).toBeUndefined();
    expect(asked.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('adds Accept-Encoding to what an answer already varies by, once', async () => {
    expect((await get('/varies', 'br')).headers.vary).toBe('Cookie, accept-encoding');
    expect((await get('/varies-already', 'br')).headers.vary).toBe('Accept-Encoding');
  });
});
