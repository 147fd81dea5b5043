import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BoundedMap, boundedMemo } from '../../src/server/cache/bounded-map.ts';
import { RememberedCookie } from '../../src/server/http/remembered-cookie.ts';

describe('RememberedCookie (a Set-Cookie line serialised once per value)', () => {
  it('sends the line setCookie would, beside the other cookies of the answer, for each value', async () => {
    const options = { maxAge: 60, path: '/', sameSite: 'lax', secure: true } as const;
    const remembered = new RememberedCookie('site', options);
    const app = Fastify();
    await app.register(cookie);
    app.get('/remembered/:value', (request, reply) => {
      reply.setCookie('other', 'x', { path: '/' });
      remembered.set(reply, (request.params as { value: string }).value);
      return 'ok';
    });
    app.get('/set/:value', (request, reply) => {
      reply.setCookie('other', 'x', { path: '/' });
      reply.setCookie('site', (request.params as { value: string }).value, options);
      return 'ok';
    });
    for (const value of ['a1', 'b2', 'a1']) {
      const [ours, theirs] = await Promise.all(
        ['remembered', 'set'].map((route) => app.inject(`/${route}/${value}`)),
      );
      expect([...(ours!.headers['set-cookie'] as string[])].sort()).toEqual(
        [...(theirs!.headers['set-cookie'] as string[])].sort(),
      );
    }
    await app.close();
  });
});

describe('BoundedMap', () => {
  it('never holds more than its bound, and keeps answering what it holds', () => {
    const map = new BoundedMap<string, number>(3);
    for (let i = 0; i < 100; i++) {
      map.set(`k${i}`, i);
      expect(map.size).toBeLessThanOrEqual(3);
      expect(map.get(`k${i}`)).toBe(i);
    }
    map.set('k99', 7);
    expect(map.get('k99')).toBe(7);
  });
});

describe('boundedMemo', () => {
  it('computes a key once while it is remembered, and remembers no more keys than its bound', () => {
    const computed: string[] = [];
    const upper = boundedMemo(2, (key: string) => {
      computed.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(computed).toEqual(['a', 'b']);
    expect(upper('c')).toBe('C'); // past the bound: the memo starts again
    expect(upper('a')).toBe('A');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });

  it('computes a key longer than maxKeyLength every time and never keeps it', () => {
    const computed: string[] = [];
    const length = boundedMemo(
      8,
      (key: string) => {
        computed.push(key);
        return key.length;
      },
      { maxKeyLength: 3 },
    );
    expect([length('abc'), length('abc'), length('abcd'), length('abcd')]).toEqual([3, 3, 4, 4]);
    expect(computed).toEqual(['abc', 'abcd', 'abcd']);
    expect(length.size).toBe(1);
  });
});
