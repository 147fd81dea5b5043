import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';

/** Pages and build files travel compressed by the visitor's Accept-Encoding (decision 0270). */
const suite = usePageApp();

function request(url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') {
  return suite.app.inject({
    method,
    url,
    headers: {
      host: 'localhost:3000',
      accept: 'text/html',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });
}

function decoded(response: Awaited<ReturnType<typeof request>>): Buffer {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  return raw;
}

describe('compressed answers', () => {
  it.each(['/en/main', '/th/press-releases', '/en/no-such-page'])(
    '%s: brotli, gzip or none as asked, the same page each way, fresh and cached',
    async (path) => {
      const identity = await request(path);
      expect(identity.headers['content-encoding']).toBeUndefined();
      for (const round of ['first', 'second']) {
        for (const [accept, encoding] of [
          ['gzip, deflate, br', 'br'],
          ['gzip', 'gzip'],
          ['identity', undefined],
        ] as const) {
          const response = await request(path, accept);
          const label = `${round} ${accept}`;
          expect(`${label} ${response.headers['content-encoding']}`).toBe(`${label} ${encoding}`);
          expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
          expect(Number(response.headers['content-length'])).toBe(response.rawPayload.byteLength);
          expect(decoded(response).toString('utf8'), label).toBe(identity.body);
        }
      }
    },
  );

  it('a cached page is at most a fifth of its size in brotli', async () => {
    await request('/en/main', 'br');
    const response = await request('/en/main', 'br');
    expect(response.headers['x-page-cache']).toBe('hit');
    expect(response.rawPayload.byteLength).toBeLessThan(decoded(response).byteLength / 5);
  });

  it('sends build files precompressed, immutable, the same bytes each way', async () => {
    const page = await request('/en/main');
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const plain = await request(script!, 'identity');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await request(script!, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(decoded(response).equals(plain.rawPayload)).toBe(true);
    }
  });
});
