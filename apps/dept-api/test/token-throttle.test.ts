import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY, expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

const URL = '/oauth2/client/access-token';
let api: TestApi;
let now = new Date('2026-11-23T10:00:00.000Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
beforeAll(async () => {
  api = await startTestApi({
    clock: () => now,
    config: {
      tokenThrottle: { perClientAndAddress: 10, perAddress: 20, clientBrakeAfter: 30, windowSeconds: 900 },
    },
  });
});
afterAll(() => api.close());

const exchange = (
  clientId: string,
  secret: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  api.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });
const guess = (remoteAddress: string, clientId = 'web-gateway', headers: Record<string, string> = {}) =>
  exchange(clientId, 'wrong-secret-guess', remoteAddress, headers);
const gatewayFrom = (remoteAddress: string) =>
  exchange(GATEWAY.client_id, GATEWAY.client_secret, remoteAddress);

async function guessTimes(count: number, remoteAddress: (index: number) => string) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    statuses.push((await guess(remoteAddress(index))).statusCode);
  }
  return statuses;
}

function expectLocked(response: Awaited<ReturnType<typeof guess>>): number {
  expectError(response, 429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
  return retryAfter;
}

describe('throttling of failed token exchanges', () => {
  it('locks one client id from one address after 10 failures, even for the right secret, until the window ends', async () => {
    const statuses = await guessTimes(10, () => '198.51.100.1');
    expect(statuses).toEqual(Array(10).fill(401));
    expect(expectLocked(await guess('198.51.100.1'))).toBe(900);
    // The right secret is not even checked while locked.
    expectLocked(await gatewayFrom('198.51.100.1'));
    // Another address, or another client id from the same address, is not locked.
    expectAnswer(await gatewayFrom('198.51.100.2'), 200, 'TokenResponse');
    expectError(await guess('198.51.100.1', 'site-admin'), 401);
    advance(600);
    expect(expectLocked(await guess('198.51.100.1'))).toBe(300);
    advance(300);
    expectAnswer(await gatewayFrom('198.51.100.1'), 200, 'TokenResponse');
  });

  it('locks an address after 20 failures over any client ids', async () => {
    const statuses = [];
    for (let index = 0; index < 20; index += 1) {
      statuses.push((await guess('203.0.113.9', `client-${index}`)).statusCode);
    }
    expect(statuses).toEqual(Array(20).fill(401));
    expectLocked(await guess('203.0.113.9', 'client-new'));
    expectLocked(await gatewayFrom('203.0.113.9'));
    advance(901);
    expectAnswer(await gatewayFrom('203.0.113.9'), 200, 'TokenResponse');
  });

  it('counts failures that arrive together: each one is one atomic increment', async () => {
    const together = await Promise.all(Array.from({ length: 10 }, () => guess('198.51.100.90')));
    expect(together.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    expectLocked(await guess('198.51.100.90'));
    advance(901);
  });

  it('cannot be dodged with X-Forwarded-For: the address is the connection peer', async () => {
    for (let index = 0; index < 10; index += 1) {
      expectError(await guess('192.0.2.50', 'web-gateway', { 'x-forwarded-for': `10.9.${index}.1` }), 401);
    }
    expectLocked(await guess('192.0.2.50', 'web-gateway', { 'x-forwarded-for': '10.200.0.1' }));
    advance(901);
  });

  it('counts an IPv6 /64 as one address and an IPv4-mapped address as the IPv4 one', async () => {
    for (let index = 0; index < 10; index += 1) {
      expectError(await guess(`2001:db8:1:2::${(index + 1).toString(16)}`), 401);
    }
    expectLocked(await guess('2001:0db8:0001:0002:ffff::9'));
    expectAnswer(await gatewayFrom('2001:db8:1:3::1'), 200, 'TokenResponse');
    for (let index = 0; index < 10; index += 1) expectError(await guess('192.0.2.77'), 401);
    expectLocked(await guess('::ffff:192.0.2.77'));
    advance(901);
  });

  it('brakes a client id guessed from many addresses, but spares the caller that got a token lately', async () => {
    expectAnswer(await gatewayFrom('10.0.0.5'), 200, 'TokenResponse');
    const statuses = await guessTimes(31, (index) => `100.64.${index}.1`);
    expect(statuses).toEqual(Array(31).fill(401));
    // Past the brake threshold, a new address is refused for 2 s, then 4 s after its next failure...
    expect(expectLocked(await guess('100.65.0.1'))).toBe(2);
    expectAnswer(await gatewayFrom('10.0.0.5'), 200, 'TokenResponse');
    advance(2);
    expectError(await guess('100.65.0.2'), 401);
    expect(expectLocked(await guess('100.65.0.3'))).toBe(4);
    // ... never more than 60 s: the real gateway from a new pod waits at most a minute.
    for (let step = 0; step < 8; step += 1) {
      advance(60);
      expectError(await guess(`100.66.${step}.1`), 401);
    }
    expect(expectLocked(await gatewayFrom('10.0.0.6'))).toBe(60);
    advance(60);
    expectAnswer(await gatewayFrom('10.0.0.6'), 200, 'TokenResponse');
    expectAnswer(await gatewayFrom('10.0.0.5'), 200, 'TokenResponse');
  });
});
