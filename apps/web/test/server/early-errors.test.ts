import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/**
 * Answers given before any route runs: they carry the security headers of every answer and do not echo
 * the request back. Over a raw socket, since app.inject cannot send what Node's parser refuses.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // the server may reset after answering
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
    // Keep-alive answers leave the socket open: end ours once the answer had time to come.
    setTimeout(() => socket.end(), 300);
  });
}

function expectSecurityHeaders(answer: RawAnswer) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('early errors', () => {
  const api = useDeptApiUnderTest();

  async function listening(): Promise<number> {
    api.server = await startTestApp(
      api.deptApi,
      {},
      { beforeReady: (app) => app.get('/things/:id', async (request) => request.params) },
    );
    await api.server.app.listen({ port: 0, host: '127.0.0.1' });
    return (api.server.app.server.address() as AddressInfo).port;
  }

  it('a URL that does not decode: 400 with the security headers, the URL not echoed', async () => {
    const port = await listening();
    const answer = await sendRaw(port, 'GET /%zz<script>x</script> HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer);
    expect(answer.body).not.toContain('%zz');
    expect(answer.body).not.toContain('script');
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Bad request.',
    });
  });

  it('a path parameter over the limit: 414 with the security headers, the URL not echoed', async () => {
    const port = await listening();
    const long = `evil${'x'.repeat(200)}`;
    const answer = await sendRaw(port, `GET /things/${long} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(414);
    expectSecurityHeaders(answer);
    expect(answer.body).not.toContain('evil');
  });

  it('headers over the limit: 431 with the security headers', async () => {
    const port = await listening();
    const answer = await sendRaw(
      port,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectSecurityHeaders(answer);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 431 });
  });

  it('a request the parser cannot read: 400 with the security headers', async () => {
    const port = await listening();
    const answer = await sendRaw(port, 'GET /healthz HTTP/1.1\r\nHost localhost\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
  });
});

describe('refusals of the JSON routes', () => {
  const api = useDeptApiUnderTest();

  it('do not quote the request back (content type, body)', async () => {
    api.server = await startTestApp(
      api.deptApi,
      {},
      { beforeReady: (app) => app.post('/a-form', async () => ({})) },
    );
    const response = await api.server.app.inject({
      method: 'POST',
      url: '/a-form',
      headers: { 'content-type': 'text/evil<script>' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ statusCode: 415, code: 'BAD_REQUEST', message: 'Bad request.' });
    const badJson = await api.server.app.inject({
      method: 'POST',
      url: '/a-form',
      headers: { 'content-type': 'application/json' },
      payload: '{"secret<script>',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.body).not.toContain('script');
  });
});

describe('HSTS', () => {
  const api = useDeptApiUnderTest();
  const production = { NODE_ENV: 'production' };
  const hsts = async (headers: Record<string, string>) =>
    (await api.server!.app.inject({ url: '/healthz', headers })).headers['strict-transport-security'];

  it('is never sent on plain http, even in production', async () => {
    api.server = await startTestApp(api.deptApi, production);
    expect(await hsts({})).toBeUndefined();
  });

  it('is not believed from X-Forwarded-Proto unless TRUST_PROXY trusts the peer', async () => {
    api.server = await startTestApp(api.deptApi, production);
    expect(await hsts({ 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('is sent when a trusted proxy says TLS ended in front', async () => {
    api.server = await startTestApp(api.deptApi, { ...production, TRUST_PROXY: '1' });
    expect(await hsts({ 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts({ 'x-forwarded-proto': 'http' })).toBeUndefined();
  });
});
