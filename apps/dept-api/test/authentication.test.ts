import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

const SITE = '/site/view/64b000000000000000000001';
let now = new Date('2026-11-01T00:00:00Z');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
});
afterAll(() => api.close());

describe('Bearer tokens', () => {
  it('are required: no Authorization header is 401 with a WWW-Authenticate challenge', async () => {
    const response = await api.app.inject({ method: 'GET', url: SITE });
    expectError(response, 401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer /);
  });

  it.each([
    ['an unknown token', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['garbage', 'Bearer <script>alert(1)</script>'],
    ['a 5 000 character token', `Bearer ${'a'.repeat(5000)}`],
    ['an empty Bearer', 'Bearer '],
    ['Basic credentials', `Basic ${Buffer.from('web-gateway:dev-gateway-secret').toString('base64')}`],
    ['the client secret', 'Bearer dev-gateway-secret'],
  ])('refuse %s with 401', async (_, authorization) => {
    const response = await api.app.inject({ method: 'GET', url: SITE, headers: { authorization } });
    expectError(response, 401);
  });

  it('work until 23 hours after they were issued, then are 401', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const token = await api.token();
    now = new Date('2026-11-01T22:59:59Z');
    expect((await api.get(SITE, token)).statusCode).toBe(200);
    now = new Date('2026-11-01T23:00:00Z');
    expect(expectError(await api.get(SITE, token), 401).message).toMatch(/expired/);
    now = new Date('2026-11-01T00:00:00Z');
  });

  it('accept the scheme in any case', async () => {
    const token = await api.token();
    const response = await api.app.inject({
      method: 'GET',
      url: SITE,
      headers: { authorization: `bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('probes and unknown routes', () => {
  it('/healthz and /readyz answer without a token', async () => {
    expectAnswer(await api.app.inject({ method: 'GET', url: '/healthz' }), 200, 'Health');
    expectAnswer(await api.app.inject({ method: 'GET', url: '/readyz' }), 200, 'Health');
  });

  it('an unknown route is a 404 and a method the path does not have a 405, in the error shape', async () => {
    expectError(await api.app.inject({ method: 'GET', url: '/nothing/here' }), 404);
    expectError(await api.app.inject({ method: 'DELETE', url: SITE }), 405);
  });
});
