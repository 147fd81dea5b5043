import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestPath } from '../../src/server/render/request-path.ts';

const pathOf = (url: string) => requestPath({ url } as FastifyRequest);

describe('requestPath (the path a page is keyed and linked by)', () => {
  it.each([
    ['/', '/'],
    ['/th', '/th'],
    ['/th/', '/th'],
    ['/th/press-releases', '/th/press-releases'],
    ['/th/press-releases/', '/th/press-releases'],
    ['/th/press-releases///', '/th/press-releases'],
    ['/th/news?page=2', '/th/news'],
    ['/th/news/?page=2', '/th/news'],
    ['//evil.example/th', '/evil.example/th'],
    ['///evil.example', '/evil.example'],
    ['//', '/'],
    ['/?x=1', '/'],
    ['/th/search?q=a/b/', '/th/search'],
  ])('%j → %j', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });
});
