import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { normaliseHost, rememberedHostCount, requestHost } from '../../src/server/site/host.ts';

describe('normaliseHost (the domain sent to the site lookup)', () => {
  it.each([
    ['localhost', 'localhost'],
    ['localhost:3000', 'localhost'],
    ['ChiangMai.LocalHost:8080', 'chiangmai.localhost'],
    ['https://www.probation.go.th/', 'www.probation.go.th'],
    ['http://www.probation.go.th:443/th/news?x=1', 'www.probation.go.th'],
    ['www.probation.go.th.', 'www.probation.go.th'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['user@evil.example@localhost', 'localhost'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseHost(raw)).toBe(expected);
  });

  it.each([[''], [undefined], ['bad host'], ['/path-only'], ['a'.repeat(300)], ['-dash.example']])(
    'gives "" (unknown) for %j',
    (raw) => {
      expect(normaliseHost(raw)).toBe('');
    },
  );
});

describe("requestHost (a request's host name, remembered for the Host headers visitors repeat)", () => {
  const requestFor = (host: string) => ({ host }) as FastifyRequest;

  it.each([
    'localhost:3000',
    'ChiangMai.LocalHost:8080',
    'user@evil.example@localhost',
    'bad host',
    `user@${'a'.repeat(400)}@localhost`,
  ])('gives what normaliseHost gives for %j, the first time and again', (raw) => {
    expect(requestHost(requestFor(raw))).toBe(normaliseHost(raw));
    expect(requestHost(requestFor(raw))).toBe(normaliseHost(raw));
  });

  it('remembers at most 256 Host headers however many made-up ones arrive, and no header too long to be a host', () => {
    for (let i = 0; i < 5000; i++) requestHost(requestFor(`made-up-${i}.example`));
    expect(rememberedHostCount()).toBeLessThanOrEqual(256);
    expect(rememberedHostCount()).toBeGreaterThan(0);
    const before = rememberedHostCount();
    requestHost(requestFor(`${'x'.repeat(400)}.example`));
    expect(rememberedHostCount()).toBe(before);
  });
});
