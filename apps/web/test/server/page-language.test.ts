import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hasLanguagePrefix, pageLanguage } from '../../src/server/render/locale-cookie.ts';

const visitor = (cookie?: string) =>
  ({ cookies: cookie ? { i18n_redirected: cookie } : {} }) as unknown as FastifyRequest;

describe("a page's language", () => {
  it.each([
    ['/th', 'th'],
    ['/en', 'en'],
    ['/th/', 'th'],
    ['/en/press-releases/dept-0070', 'en'],
  ])('is the path prefix of %s (%s), whatever the cookie says', (path, lang) => {
    expect(hasLanguagePrefix(path)).toBe(true);
    expect(pageLanguage(visitor('en'), path)).toBe(lang);
    expect(pageLanguage(visitor('th'), path)).toBe(lang);
  });

  it.each(['/', '/thai', '/english', '/en-gb/news', '/x/th', '/TH', '//th', ''])(
    'is the remembered one (else Thai) for %j, which names none',
    (path) => {
      expect(hasLanguagePrefix(path)).toBe(false);
      expect(pageLanguage(visitor('en'), path)).toBe('en');
      expect(pageLanguage(visitor(), path)).toBe('th');
      expect(pageLanguage(visitor('fr'), path)).toBe('th');
    },
  );
});
