import { describe, expect, it } from 'vitest';
import { canonicalPath } from '../../src/server/http/canonical-path.ts';

/** ข่าว ("news") as a browser sends it: UTF-8, percent-encoded, upper-case hex. */
const THAI = '%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7';

describe('canonicalPath (RFC 3986 §6.2.2, decision 0602)', () => {
  it.each([
    '/',
    '/th',
    '/th/',
    '/th/press-releases',
    '/en/press-releases/n-001',
    '/media/logos/dept.svg',
    `/th/${THAI}`,
    '/th/a%20b',
    '/th/a%3Fb',
    "/th/a:b@c!$&'()*+,;=",
    '/th/...',
    '/th/.well-known',
  ])('%s is already canonical', (path) => {
    expect(canonicalPath(path)).toBe(path);
  });

  it.each([
    ['/th/%70ress-releases', '/th/press-releases'],
    ['/%74%68/%70%72%65%73%73-releases', '/th/press-releases'],
    ['/th/press%2Dreleases%5f%7E%2E', '/th/press-releases_~.'],
    ['/th/%41%5A%61%7A%30%39', '/th/AZaz09'],
    [`/th/${THAI.toLowerCase()}`, `/th/${THAI}`],
    ['/th/a%3fb', '/th/a%3Fb'],
    ['/th//press-releases', '/th/press-releases'],
    ['//evil.example/th', '/evil.example/th'],
    ['///', '/'],
    ['//', '/'],
    ['/th/press-releases//', '/th/press-releases/'],
    ['/th/./press-releases', '/th/press-releases'],
    ['/th/x/../press-releases', '/th/press-releases'],
    ['/th/%2e%2E/en/main', '/en/main'],
    ['/th/%2E/main', '/th/main'],
    ['/../../th', '/th'],
    ['/th/x/..', '/th/'],
    ['/th/.', '/th/'],
    ['/th/a"b', '/th/a%22b'],
    ['/th/a\\b', '/th/a%5Cb'],
    ['/th/a|b{c}', '/th/a%7Cb%7Bc%7D'],
    ['/th/ข่าว', `/th/${THAI}`],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it.each([
    '/th/%zz',
    '/th/%',
    '/th/%4',
    '/th/a%2Fb',
    '/th/a%2fb',
    '/media/logos/dept.svg%00.png',
    '/th/%0A',
    '/th/%7F',
    '/th/%C0%AF', // an overlong "/"
    '/th/%E0%B8', // a character cut short
    '/th/%FF',
    '/th/%ED%A0%80', // a UTF-16 surrogate written as UTF-8
  ])('%s names nothing', (path) => {
    expect(canonicalPath(path)).toBeNull();
  });
});
