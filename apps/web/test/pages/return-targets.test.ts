import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { getWith, logIn, memberJar } from './support/members.ts';
import { DEMO_MEMBER_PASSWORD, demoMember } from '../server/support/demo-seed.ts';

/**
 * One return-path rule (decision 0600): every redirect to a visitor-supplied place (the display controls'
 * `back`, the members login's `next`) keeps the browser on the site, whatever the spelling: decision 0600's
 * examples, in both languages, on two sites, and arbitrary values through the display route.
 */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '500', RATE_LIMIT_MAX: '100000' });

const SITES = [
  { host: 'localhost:3000', origin: 'http://localhost:3000', member: demoMember('dept').email },
  {
    host: 'chiangmai.localhost:3000',
    origin: 'http://chiangmai.localhost:3000',
    member: demoMember('chiangmai').email,
  },
] as const;
const LANGS = ['th', 'en'] as const;

/** Decision 0600's examples: each resolves, after dot segments, to a path that starts with `//`. */
const OFF_SITE = (lang: string) => [
  '/..//evil.example/phish',
  `/${lang}/%2e%2e/%2e%2e//evil.example`,
  '/./..//evil.example',
  `/${lang}/.%2E/%2e.//evil.example/${lang}`,
  '//evil.example',
  '/\\evil.example',
];

/** The browser's reading of a redirect: it stays on the site's origin, and names one leading `/`. */
function expectOnSite(response: LightMyRequestResponse, origin: string, home: string): void {
  const location = String(response.headers.location);
  expect(location, location).toBe(home);
  expect(new URL(location, origin).origin).toBe(origin);
}

function display(host: string, lang: string, back: string) {
  return suite.app.inject({
    method: 'GET',
    url: `/${lang}/display?${new URLSearchParams({ text: 'large', back })}`,
    headers: { host, accept: 'text/html' },
  });
}

describe.each(SITES)('on $host', ({ host, origin, member }) => {
  describe.each(LANGS)('/%s', (lang) => {
    it('GET /{lang}/display sends an off-site `back` home', async () => {
      for (const back of OFF_SITE(lang)) {
        const response = await display(host, lang, back);
        expect(response.statusCode).toBe(303);
        expectOnSite(response, origin, `/${lang}/main`);
      }
      const kept = await display(host, lang, `/${lang}/news/%2e%2e/sitemap?x=1`);
      expect(kept.headers.location).toBe(`/${lang}/sitemap?x=1`);
    });

    it('the members login sends an off-site `next` to the dashboard, posted or when already logged in', async () => {
      const dashboard = `/${lang}/members/dashboard`;
      const jar = await memberJar(suite, member, DEMO_MEMBER_PASSWORD, host);
      for (const next of OFF_SITE(lang)) {
        const posted = await logIn(suite, member, DEMO_MEMBER_PASSWORD, { lang, next, host });
        expect(posted.statusCode, next).toBe(303);
        expectOnSite(posted, origin, dashboard);
        const loggedIn = await getWith(
          suite,
          `/${lang}/members/login?next=${encodeURIComponent(next)}`,
          jar,
          host,
        );
        expect(loggedIn.statusCode, next).toBe(302);
        expectOnSite(loggedIn, origin, dashboard);
        const guest = await suite.get(`/${lang}/members/login?next=${encodeURIComponent(next)}`, host);
        const field = pageDom(guest.body).document.querySelector<HTMLInputElement>('input[name="next"]');
        expect(field, next).toBeNull();
      }
      const back = await logIn(suite, member, DEMO_MEMBER_PASSWORD, {
        lang,
        next: `/${lang}/members/%2e/profile`,
        host,
      });
      expect(back.headers.location).toBe(`/${lang}/members/profile`);
    });
  });
});

describe('any `back` at all', () => {
  it('answers a Location on the site, with one leading slash', async () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '%2e',
      '%2E',
      '%2f',
      '//',
      'evil.example',
      '\t',
      '@',
      ':',
      'th',
    );
    const backs = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')),
    );
    await fc.assert(
      fc.asyncProperty(backs, fc.constantFrom(...SITES), async (back, { host, origin }) => {
        const response = await display(host, 'th', back);
        const location = String(response.headers.location);
        expect(response.statusCode).toBe(303);
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, origin).origin).toBe(origin);
      }),
      { numRuns: 300 },
    );
  });
});
