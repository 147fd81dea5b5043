import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema.ts';
import { ADMIN, expectAnswer, expectError, GATEWAY, startTestApi, type TestApi } from './helpers/test-api.ts';

const URL = '/oauth2/client/access-token';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const exchange = (payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /oauth2/client/access-token', () => {
  it('gives the gateway a 23-hour Bearer token with the site:read and member:manage scopes', async () => {
    const response = await exchange({ grant_type: 'client_credentials', scope: '', ...GATEWAY });
    const body = expectAnswer<{
      access_token: string;
      token_type: string;
      expires_in: number;
      scope: string;
    }>(response, 200, 'TokenResponse');
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 82800, scope: 'site:read member:manage' });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const site = await api.get('/site/view/64b000000000000000000001', body.access_token);
    expect(site.statusCode).toBe(200);
  });

  it('accepts a request without scope, and a new token each time', async () => {
    const first = await exchange({ grant_type: 'client_credentials', ...GATEWAY });
    const second = await exchange({ grant_type: 'client_credentials', ...GATEWAY });
    expect(first.json().access_token).not.toBe(second.json().access_token);
  });

  it('stores only a hash of the token', async () => {
    const token = (await exchange({ grant_type: 'client_credentials', ...GATEWAY })).json()
      .access_token as string;
    const rows = await api.database.db.select().from(accessTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('grants the admin client both scopes, or only the one it asks for', async () => {
    const all = expectAnswer<{ scope: string }>(
      await exchange({ grant_type: 'client_credentials', ...ADMIN }),
      200,
      'TokenResponse',
    );
    expect(all.scope.split(' ').sort()).toEqual(['site:admin', 'site:read']);
    const one = await exchange({ grant_type: 'client_credentials', scope: 'site:read', ...ADMIN });
    expect(one.json().scope).toBe('site:read');
  });

  it('refuses a scope the client is not allowed (400)', async () => {
    const response = await exchange({ grant_type: 'client_credentials', scope: 'site:admin', ...GATEWAY });
    expect(expectError(response, 400).message).toMatch(/scope/);
  });

  it('answers 401 for a wrong secret and for an unknown client, with the same message', async () => {
    const wrongSecret = expectError(
      await exchange({ grant_type: 'client_credentials', client_id: 'web-gateway', client_secret: 'nope' }),
      401,
    );
    const unknown = expectError(
      await exchange({
        grant_type: 'client_credentials',
        client_id: 'someone',
        client_secret: 'dev-gateway-secret',
      }),
      401,
    );
    expect(wrongSecret.message).toBe(unknown.message);
    const secretOfAnother = await exchange({
      grant_type: 'client_credentials',
      client_id: 'web-gateway',
      client_secret: ADMIN.client_secret,
    });
    expectError(secretOfAnother, 401);
  });

  it.each([
    ['another grant type', { grant_type: 'password', ...GATEWAY }],
    ['no grant type', { ...GATEWAY }],
    ['no client_id', { grant_type: 'client_credentials', client_secret: 'x' }],
    ['no client_secret', { grant_type: 'client_credentials', client_id: 'web-gateway' }],
    ['a number for client_id', { grant_type: 'client_credentials', client_id: 42, client_secret: 'x' }],
    [
      'an object for client_secret',
      { grant_type: 'client_credentials', client_id: 'x', client_secret: { $ne: '' } },
    ],
    ['a number for scope', { grant_type: 'client_credentials', scope: 1, ...GATEWAY }],
    ['an empty client_id', { grant_type: 'client_credentials', client_id: '', client_secret: 'x' }],
    [
      'a 10 000 character client_id',
      { grant_type: 'client_credentials', client_id: 'x'.repeat(10_000), client_secret: 'x' },
    ],
    ['an array', [GATEWAY]],
    ['null', null],
    ['a string', 'client_credentials'],
  ])('answers 400 for %s', async (_, payload) => {
    expectError(await exchange(payload), 400);
  });

  it.each([
    ['broken JSON', '{"grant_type": "client_credentials",'],
    ['an empty body', ''],
  ])('answers 400 for %s', async (_, raw) => {
    expectError(await exchange(raw), 400);
  });

  it('answers 415 for a form-encoded body and 413 for a body over 1 MiB', async () => {
    const form = await api.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=web-gateway&client_secret=dev-gateway-secret',
    });
    expectError(form, 415);
    const huge = await exchange({
      grant_type: 'client_credentials',
      ...GATEWAY,
      padding: 'x'.repeat(1_100_000),
    });
    expectError(huge, 413);
  });
});
