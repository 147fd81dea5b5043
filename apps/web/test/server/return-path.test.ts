import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from '../../src/shared/return-path.ts';

/**
 * The one return-path rule (docs/decisions/0600): whatever a visitor puts in `back` or `next`, the Location the
 * website answers with keeps the browser on the site's own origin.
 */

const SITE_ORIGINS = ['https://www.probation.go.th', 'http://chiangmai.localhost:3000'];
const HOME = '/th/main';

/** The Location a redirect answers with for a visitor's value: the safe path, or the caller's home. */
const locationFor = (value: unknown) => safeReturnPath(value) ?? HOME;

/** What a browser does with the Location: it stays on the site, and it names one leading `/`, never `//` or `/\`. */
function expectSameOrigin(location: string): void {
  expect(location).toMatch(/^\/(?![/\\])/);
  for (const origin of SITE_ORIGINS) expect(new URL(location, origin).origin).toBe(origin);
}

/** Strings made of the pieces open redirects are built from. */
const dangerous = fc
  .array(
    fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '//',
      'evil.example',
      '\t',
      '\n',
      '@',
      ':',
      'https:',
      '?',
      '#',
      '%',
      ' ',
      'th',
      'ไทย',
      '\u3000',
      '\uff0f',
    ),
    { maxLength: 16 },
  )
  .map((pieces) => pieces.join(''));

describe('safeReturnPath', () => {
  it.each([
    ['/..//evil.example/phish'],
    ['/th/%2e%2e/%2e%2e//evil.example'],
    ['/en/%2e%2e/%2e%2e//evil.example'],
    ['/./..//evil.example'],
    ['/.//evil.example'],
    ['/th/.%2e/.%2E//evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/th'],
    ['javascript:alert(1)'],
    ['th/main'],
    ['/th\r\nSet-Cookie: x=1'],
    [''],
    [`/th/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`],
    // Short, but longer than allowed once the URL parser has percent-encoded it.
    [`/th/${'ไ'.repeat(200)}`],
  ])('refuses %j (the caller goes home)', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each([
    ['/th/press-releases?year=2026', '/th/press-releases?year=2026'],
    ['/en/members/dashboard', '/en/members/dashboard'],
    ['/th/news/../main', '/th/main'],
    ['/th/%2e%2e/en/main', '/en/main'],
    ['/th/search?q=<b>#top', '/th/search?q=%3Cb%3E'],
    ['/th/ข่าว', '/th/%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7'],
  ])('keeps %j as the path the browser would go to, %j', (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it('refuses what is not one string (a repeated parameter, nothing)', () => {
    expect(safeReturnPath(['/th/main', '//evil.example'])).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it('keeps every Location on the site for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (value) =>
        expectSameOrigin(locationFor(value)),
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps every Location on the site for strings of slashes, dots, encodings and hosts', () => {
    fc.assert(
      fc.property(dangerous, (value) => expectSameOrigin(locationFor(value))),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(dangerous, (value) => expectSameOrigin(locationFor(`/${value}`))),
      { numRuns: 5000 },
    );
  });
});
