import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logger.ts';
import { GATEWAY, startTestApi, type TestApi } from './helpers/test-api.ts';
import { capturedLogger } from './helpers/log-lines.ts';

const { logger, lines } = capturedLogger('debug');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ logger });
});
afterAll(() => api.close());

describe('logs', () => {
  it('never contain the client secret, the access token or the Authorization header', async () => {
    const token = await api.token();
    await api.get('/site/view/64b000000000000000000001', token);
    await api.app.inject({
      method: 'POST',
      url: '/oauth2/client/access-token',
      payload: {
        grant_type: 'client_credentials',
        client_id: 'web-gateway',
        client_secret: 'wrong-secret-value',
      },
    });
    const text = lines.join('');
    expect(text).toContain('access token issued');
    expect(text).toContain('request refused');
    for (const secret of [GATEWAY.client_secret, 'wrong-secret-value', token])
      expect(text).not.toContain(secret);
  });

  it('redact credentials in objects that are logged', () => {
    const own: string[] = [];
    const logger = pino(
      loggerOptions('info'),
      new Writable({ write: (chunk: Buffer, _e, done) => (own.push(chunk.toString()), done()) }),
    );
    logger.info(
      { req: { headers: { authorization: 'Bearer abc' } }, body: { client_secret: 's3cret' } },
      'x',
    );
    expect(own.join('')).not.toMatch(/abc|s3cret/);
    expect(own.join('')).toContain('[redacted]');
  });
});
