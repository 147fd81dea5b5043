import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { within } from '@testing-library/dom';
import { startPageApp, usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';

/**
 * Text size and high contrast (requirements.md §3.5, decision 0280): the `display` cookie draws the page on the
 * server (classes on <html>, the controls' pressed states), values outside the closed set are ignored, the controls
 * work without JavaScript through GET /{lang}/display, and the page cache never gives one visitor's settings to
 * another.
 */

const suite = usePageApp();

/** A visitor who already holds the site's cookies: their default page is the shareable one. */
const RETURNING = 'SiteID=64b000000000000000000001; i18n_redirected=th';

function get(url: string, cookie = RETURNING) {
  return suite.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost:3000', accept: 'text/html', cookie },
  });
}

function withDisplay(value: string): string {
  return `${RETURNING}; display=${value}`;
}

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

function htmlClasses(response: LightMyRequestResponse): string[] {
  return [...pageDom(response.body).document.documentElement.classList];
}

/** The pressed state of each display control, found by its accessible name inside its labelled group. */
function pressed(response: LightMyRequestResponse) {
  const settings = within(pageDom(response.body).getByRole('group', { name: 'การแสดงผล' }));
  const state = (name: RegExp) =>
    settings.getByRole('button', { name }).getAttribute('aria-pressed') === 'true';
  return {
    small: state(/^ก- ตัวอักษรขนาดเล็ก$/),
    normal: state(/^ก ตัวอักษรขนาดปกติ$/),
    large: state(/^ก\+ ตัวอักษรขนาดใหญ่$/),
    highContrast: state(/^ความเปรียบต่างสูง$/),
  };
}

describe('the display controls in the header', () => {
  it('are a labelled group of buttons in a GET form that names this page to come back to', async () => {
    const response = await get('/th/press-releases?year=2026');
    const page = pageDom(response.body);
    const settings = page.getByRole('group', { name: 'การแสดงผล' });
    const sizes = page.getByRole('group', { name: 'ขนาดตัวอักษร' });
    expect(settings.contains(sizes)).toBe(true);
    const form = settings.closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/th/display');
    expect((form.querySelector('input[name="back"]') as HTMLInputElement).value).toBe(
      '/th/press-releases?year=2026',
    );
    expect(pressed(response)).toEqual({ small: false, normal: true, large: false, highContrast: false });
  });

  it('speak English on an English page', async () => {
    const page = pageDom((await get('/en/main')).body);
    expect(page.getByRole('group', { name: 'Display settings' })).toBeTruthy();
    expect(page.getByRole('group', { name: 'Text size' })).toBeTruthy();
    expect(page.getByRole('button', { name: 'A+ Large text' }).getAttribute('aria-pressed')).toBe('false');
    expect(page.getByRole('button', { name: 'High contrast' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the display cookie', () => {
  it('without it, <html> has no display class and the page is shareable', async () => {
    const response = await get('/th/main');
    expect(htmlClasses(response)).toEqual([]);
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(setCookies(response)).toEqual([]);
  });

  it.each([
    [
      'large.high',
      ['text-large', 'contrast-high'],
      { small: false, normal: false, large: true, highContrast: true },
    ],
    ['small.normal', ['text-small'], { small: true, normal: false, large: false, highContrast: false }],
    ['normal.high', ['contrast-high'], { small: false, normal: true, large: false, highContrast: true }],
  ])('%s puts its classes on <html> and presses its controls', async (value, classes, states) => {
    const response = await get('/th/main', withDisplay(value));
    expect(response.statusCode).toBe(200);
    expect(htmlClasses(response)).toEqual(classes);
    expect(pressed(response)).toEqual(states);
    // The page depends on the visitor's cookie: theirs alone (decision 0229), and no cookie is set for it.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(setCookies(response)).toEqual([]);
  });

  it('draws the pages without the site layout too (intro, 404)', async () => {
    expect(htmlClasses(await get('/th/Intropage', withDisplay('large.high')))).toEqual([
      'text-large',
      'contrast-high',
    ]);
    const missing = await get('/th/no-such-page', withDisplay('small.high'));
    expect(missing.statusCode).toBe(404);
    expect(htmlClasses(missing)).toEqual(['text-small', 'contrast-high']);
  });

  it.each([
    'huge.high',
    'large.dark',
    'large',
    'large.high.x',
    'LARGE.HIGH',
    '%3Cscript%3E',
    'large.high"><script>',
    'normal.normal',
  ])('ignores %j: the default page, shareable', async (value) => {
    const response = await get('/th/main', withDisplay(value));
    expect(response.statusCode).toBe(200);
    expect(htmlClasses(response)).toEqual([]);
    expect(response.body).not.toContain('<script>"');
    expect(pressed(response)).toEqual({ small: false, normal: true, large: false, highContrast: false });
    expect(response.headers['cache-control']).toMatch(/^public/);
  });
});

describe('the page cache and the display settings', () => {
  it("never serves one visitor's settings to another, in either order", async () => {
    for (const path of ['/th/about', '/th/press-releases']) {
      const first = await get(path, withDisplay('large.high'));
      const plain = await get(path);
      const again = await get(path, withDisplay('large.high'));
      const other = await get(path, withDisplay('small.normal'));
      expect(htmlClasses(first)).toEqual(['text-large', 'contrast-high']);
      expect(htmlClasses(plain)).toEqual([]);
      expect(htmlClasses(again)).toEqual(['text-large', 'contrast-high']);
      expect(htmlClasses(other)).toEqual(['text-small']);
      expect(again.headers['x-page-cache']).toBe('hit');
      expect(plain.headers['cache-control']).toMatch(/^public/);
    }
  });

  it('keeps at most one copy per valid setting: made-up cookie values add none', async () => {
    const cache = suite.app.pageCache!;
    await get('/en/history');
    const before = cache.size;
    for (let index = 0; index < 40; index++) await get('/en/history', withDisplay(`x${index}.high`));
    expect(cache.size).toBe(before);
    for (const text of ['small', 'normal', 'large']) {
      for (const contrast of ['normal', 'high']) await get('/en/history', withDisplay(`${text}.${contrast}`));
    }
    expect(cache.size).toBe(before + 5);
  });

  it('draws the error screens shared by every path per setting too', async () => {
    const app = await startPageApp(suite.deptApi, { RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_SECONDS: '60' });
    try {
      const request = (cookie: string) =>
        app.inject({
          method: 'GET',
          url: '/th/main',
          headers: { host: 'localhost:3000', accept: 'text/html', cookie },
        });
      await request(RETURNING);
      const high = await request(withDisplay('normal.high'));
      const plain = await request(RETURNING);
      expect(high.statusCode).toBe(429);
      expect(htmlClasses(high)).toEqual(['contrast-high']);
      expect(htmlClasses(plain)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('GET /{lang}/display, the controls without JavaScript', () => {
  function display(query: string, cookie = RETURNING) {
    return suite.app.inject({
      method: 'GET',
      url: `/th/display?${query}`,
      headers: { host: 'localhost:3000', accept: 'text/html', cookie },
    });
  }

  it('sets the cookie and answers 303 to the page it came from', async () => {
    const response = await display('back=%2Fth%2Fpress-releases%3Fyear%3D2026&text=large');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/th/press-releases?year=2026');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(setCookies(response)).toEqual(['display=large.normal; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('changes one setting and keeps the other', async () => {
    const response = await display('back=%2Fth%2Fmain&contrast=high', withDisplay('small.normal'));
    expect(setCookies(response)).toEqual(['display=small.high; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('clears the cookie when the settings are back to the default', async () => {
    const response = await display('back=%2Fth%2Fmain&text=normal', withDisplay('large.normal'));
    expect(setCookies(response)).toHaveLength(1);
    expect(setCookies(response)[0]).toMatch(
      /^display=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 [^;]+; SameSite=Lax$/,
    );
  });

  it('ignores values outside the closed set, and sets nothing when nothing changes', async () => {
    expect(setCookies(await display('back=%2Fth%2Fmain&text=huge&contrast=dark'))).toEqual([]);
    expect(setCookies(await display('back=%2Fth%2Fmain&text=large', withDisplay('large.normal')))).toEqual(
      [],
    );
    const repaired = await display('back=%2Fth%2Fmain&text=large', withDisplay('garbage'));
    expect(setCookies(repaired)).toEqual(['display=large.normal; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it.each([
    ['no back', ''],
    ['a protocol-relative URL', '//evil.example/th'],
    ['a backslash', '/\\evil.example'],
    ['a tab before the host', '/\t/evil.example'],
    ['an absolute URL', 'https://evil.example/th'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'th/main'],
    ['CR/LF', '/th\r\nSet-Cookie: x=1'],
    ['two backs', ['/th/main', '//evil.example']],
    ['a very long path', `/th/${'a'.repeat(2000)}`],
  ])('sends %s home (no open redirect)', async (_name, back) => {
    const query = new URLSearchParams({ text: 'large' });
    for (const value of Array.isArray(back) ? back : back ? [back] : []) query.append('back', value);
    const response = await display(query.toString());
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/th/main');
  });

  it('is a 404 for a language the site does not have', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/fr/display?text=large&back=%2Fth%2Fmain',
      headers: { host: 'localhost:3000', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(setCookies(response).filter((cookie) => cookie.startsWith('display='))).toEqual([]);
  });
});

describe('the display cookie on an https site', () => {
  it('is Secure', async () => {
    const app = await startPageApp(suite.deptApi, { PUBLIC_SCHEME: 'https' });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/en/display?contrast=high&back=%2Fen%2Fmain',
        headers: { host: 'localhost:3000', accept: 'text/html' },
      });
      expect(setCookies(response)).toEqual([
        'display=normal.high; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
      ]);
    } finally {
      await app.close();
    }
  });
});
