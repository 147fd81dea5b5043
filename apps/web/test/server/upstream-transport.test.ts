import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTransport, utf8Text } from '../../src/server/upstream/transport.ts';
import type { Transport } from '../../src/server/upstream/transport.ts';
import { retryAfterMs } from '../../src/server/upstream/retry-policy.ts';

/** The upstream HTTP layer against a scripted server: separate pools, media time limit, Retry-After. */

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server | undefined;
let transport: Transport | undefined;

async function upstream(handler: Handler): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await transport?.close().catch(() => {});
  transport = undefined;
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

describe('upstream transport', () => {
  it('media streams that hang do not starve JSON calls of connections', async () => {
    const url = await upstream((request, response) => {
      if (request.url?.startsWith('/media/')) {
        response.writeHead(200, { 'content-type': 'video/mp4' });
        response.write('x'); // and never more
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
    transport = createTransport({ baseUrl: url, timeoutMs: 5000, connections: 2, mediaConnections: 2 });
    const streams = await Promise.all(
      [1, 2].map((index) => transport!.send({ method: 'GET', path: `/media/${index}.mp4`, media: true })),
    );
    expect(streams.map((stream) => stream.statusCode)).toEqual([200, 200]);
    const startedAt = Date.now();
    const json = await transport.sendJson({ method: 'GET', path: '/site/view/domain' });
    expect(json.data).toEqual({ ok: true });
    expect(Date.now() - startedAt).toBeLessThan(1000);
    for (const stream of streams) stream.body.destroy();
  });

  it('cuts a media stream after its total time limit, though it never pauses long', async () => {
    const url = await upstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      const tick = setInterval(() => response.write('x'), 20);
      response.on('close', () => clearInterval(tick));
    });
    transport = createTransport({ baseUrl: url, timeoutMs: 200, mediaStreamMaxMs: 400 });
    const startedAt = Date.now();
    const stream = await transport.send({ method: 'GET', path: '/media/long.mp4', media: true });
    let received = 0;
    const ended = await new Promise<string>((resolve) => {
      stream.body.on('data', (chunk: Buffer) => (received += chunk.length));
      stream.body.on('error', (error) => resolve(error.name));
      stream.body.on('end', () => resolve('end'));
    });
    expect(ended).not.toBe('end');
    expect(received).toBeGreaterThan(5);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(350);
    expect(Date.now() - startedAt).toBeLessThan(2000);
  });

  describe('Retry-After on a 429 or 503', () => {
    function flaky(status: number, retryAfter: () => string | undefined) {
      const calls: number[] = [];
      const started = upstream((_request, response) => {
        calls.push(Date.now());
        if (calls.length === 1) {
          const value = retryAfter();
          response.writeHead(status, value === undefined ? {} : { 'retry-after': value });
          response.end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"ok":true}');
      });
      return { calls, started };
    }

    it('waits the seconds it asks for before the one retry', async () => {
      const { calls, started } = flaky(503, () => '1');
      transport = createTransport({ baseUrl: await started, timeoutMs: 3000, retryDelayMs: 10 });
      const answer = await transport.sendJson({ method: 'GET', path: '/x' });
      expect(answer.statusCode).toBe(200);
      expect(calls).toHaveLength(2);
      expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(950);
    });

    it('reads an HTTP date', async () => {
      const { calls, started } = flaky(429, () => new Date(Date.now() + 1999).toUTCString());
      transport = createTransport({ baseUrl: await started, timeoutMs: 3000, retryDelayMs: 10 });
      const answer = await transport.sendJson({ method: 'GET', path: '/x' });
      expect(answer.statusCode).toBe(200);
      expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(900);
    });

    it('fails fast, without a retry, when it asks for longer than 2 s', async () => {
      const { calls, started } = flaky(503, () => '30');
      transport = createTransport({ baseUrl: await started, timeoutMs: 3000, retryDelayMs: 10 });
      const startedAt = Date.now();
      const answer = await transport.sendJson({ method: 'GET', path: '/x' });
      expect(answer.statusCode).toBe(503);
      expect(calls).toHaveLength(1);
      expect(Date.now() - startedAt).toBeLessThan(500);
    });

    it('keeps the short pause when there is no Retry-After, and never retries a POST', async () => {
      const { calls, started } = flaky(503, () => undefined);
      transport = createTransport({ baseUrl: await started, timeoutMs: 3000, retryDelayMs: 10 });
      expect((await transport.sendJson({ method: 'GET', path: '/x' })).statusCode).toBe(200);
      expect(calls[1]! - calls[0]!).toBeLessThan(500);
      calls.length = 0;
      expect((await transport.sendJson({ method: 'POST', path: '/x', body: {} })).statusCode).toBe(503);
      expect(calls).toHaveLength(1);
    });

    it.each([
      ['0', 0],
      ['2', 2000],
      [' 7 ', 7000],
      ['soon', undefined],
      ['-1', undefined],
      ['', undefined],
    ])('reads Retry-After %j as %j ms', (value, expected) => {
      expect(retryAfterMs(value)).toBe(expected);
    });
  });
});

describe('reading a JSON answer', () => {
  it('parses Thai JSON sent in several chunks, with or without a byte-order mark, and gives other text as text', async () => {
    const thai = { title: 'กำไลข้อเท้าอิเล็กทรอนิกส์', parts: ['คุม', 'ประพฤติ'] };
    const bytes = Buffer.from(JSON.stringify(thai));
    const url = await upstream((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.url === '/bom') response.write(Buffer.from([0xef, 0xbb, 0xbf]));
      if (request.url === '/text') return void response.end('not json: ข้อความ');
      if (request.url === '/empty') return void response.end();
      // Split inside a Thai character: the decoder must join the chunks before it decodes.
      response.write(bytes.subarray(0, 11));
      setTimeout(() => response.end(bytes.subarray(11)), 20);
    });
    transport = createTransport({ baseUrl: url, timeoutMs: 5000 });
    for (const path of ['/plain', '/bom']) {
      expect((await transport.sendJson({ method: 'GET', path })).data).toEqual(thai);
    }
    expect((await transport.sendJson({ method: 'GET', path: '/text' })).data).toBe('not json: ข้อความ');
    expect((await transport.sendJson({ method: 'GET', path: '/empty' })).data).toBeUndefined();
  });

  it('decodes bytes as UTF-8 without a leading byte-order mark, as undici does', () => {
    const text = 'สวัสดี {"a":1}';
    const encoded = new Uint8Array(Buffer.from(text));
    expect(utf8Text(encoded)).toBe(text);
    expect(utf8Text(new Uint8Array([0xef, 0xbb, 0xbf, ...encoded]))).toBe(text);
    expect(utf8Text(new Uint8Array([0xef, 0xbb]))).toBe(Buffer.from([0xef, 0xbb]).toString('utf8'));
    expect(utf8Text(new Uint8Array(0))).toBe('');
    // A view into a larger buffer decodes only its own bytes.
    expect(utf8Text(new Uint8Array(Buffer.from(`xx${text}yy`)).subarray(2, 2 + encoded.length))).toBe(text);
  });
});
