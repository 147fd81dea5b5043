import { within } from '@testing-library/dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startDeptApiUnderTest, type DeptApiUnderTest } from '../server/support/dept-api-under-test.ts';
import { demoSite } from '../server/support/demo-seed.ts';
import { startPageApp } from './support/page-app.ts';
import { headAttribute, pageAnswer } from './support/page-dom.ts';

/**
 * The pages through app.inject, on the production build (this suite runs after `vite build`), in front of the
 * department API under test, whose failures the tests switch on.
 */
let deptApi: DeptApiUnderTest;
beforeAll(async () => {
  deptApi = await startDeptApiUnderTest();
});
afterAll(async () => {
  await deptApi.close();
});
beforeEach(() => deptApi.reset());

function startSite(env: Record<string, string> = {}): Promise<FastifyInstance> {
  return startPageApp(deptApi, env);
}

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost:3000', accept: 'text/html', ...headers },
  });
}

/** A page as a visitor's browser parses it, with the answer's status, headers and bytes. */
async function open(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return pageAnswer(await get(app, url, headers));
}

function cookie(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((value) => value.startsWith(`${name}=`));
}

describe('pages of a site', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startSite();
  });
  afterAll(async () => {
    await app.close();
  });

  it('renders the home page in the language of its path, with hreflang and canonical links', async () => {
    const page = await open(app, '/en/main');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.document.documentElement.getAttribute('lang')).toBe('en');
    expect(page.document.title).toBe('Department of Probation');
    expect(headAttribute(page, 'link[rel="canonical"]', 'href')).toBe('http://localhost:3000/en/main');
    expect(headAttribute(page, 'link[rel="alternate"][hreflang="th-TH"]', 'href')).toBe(
      'http://localhost:3000/th/main',
    );
    const hotline = within(page.getByRole('banner')).getByRole('link', { name: /1111 press 78$/ });
    expect(hotline.getAttribute('href')).toBe('tel:1111,78');
  });

  it('serves /{lang} and /{lang}/main as the home page', async () => {
    const page = await open(app, '/th');
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('ยินดีต้อนรับสู่เว็บไซต์กรมคุมประพฤติ');
    const slashed = await open(app, '/th/');
    expect(slashed.statusCode).toBe(200);
    expect(headAttribute(slashed, 'link[rel="canonical"]', 'href')).toBe('http://localhost:3000/th');
    expect((await get(app, '/en/main/')).statusCode).toBe(200);
  });

  it('sets the SiteID and locale cookies with the attributes requirements.md §5 asks for, once, on an answer of its own', async () => {
    const first = await get(app, '/th/main');
    expect(cookie(first, 'SiteID')).toBe(
      'SiteID=64b000000000000000000001; Max-Age=86400; Path=/; Secure; SameSite=None',
    );
    expect(cookie(first, 'i18n_redirected')).toBe(
      'i18n_redirected=th; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(app, '/th/main', {
      cookie: 'SiteID=64b000000000000000000001; i18n_redirected=th',
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toMatch(/^public, /);
    expect(again.body).toBe(first.body);
  });

  it('replaces a SiteID cookie that names another site: the host decides the site', async () => {
    const response = await get(app, '/th/main', { cookie: 'SiteID=64b000000000000000000002' });
    expect(pageAnswer(response).document.title).toBe('กรมคุมประพฤติ');
    expect(cookie(response, 'SiteID')).toContain('SiteID=64b000000000000000000001');
  });

  it('answers an unknown path with the 404 page in the visitor language', async () => {
    const english = await open(app, '/en/no-such-page');
    expect(english.statusCode).toBe(404);
    expect(english.getByRole('heading', { level: 1 }).textContent).toBe(
      'Error 404: Page not found: /en/no-such-page',
    );
    expect(english.getByRole('link', { name: 'Back to the main page' }).getAttribute('href')).toBe(
      '/en/main',
    );
    const switchTo = english.getByRole('link', { name: /^ภาษาไทย\s+\(read this page in Thai\)$/ });
    expect([switchTo.className, switchTo.getAttribute('href')]).toEqual([
      'language-switch',
      '/th/no-such-page',
    ]);

    const thai = await open(app, '/th/no/such/page');
    expect(thai.statusCode).toBe(404);
    expect(thai.getByRole('heading', { level: 1 }).textContent).toContain('ไม่พบหน้าที่ต้องการ: /th/no/such/page');
    expect(thai.getByRole('link', { name: 'กลับสู่หน้าหลัก' }).getAttribute('href')).toBe('/th/main');
  });

  it('answers an unknown language prefix with the 404 page', async () => {
    const page = await open(app, '/fr/main');
    expect(page.statusCode).toBe(404);
    expect(page.getByRole('heading', { level: 1 }).textContent).toContain('/fr/main');
  });

  it('answers a caller that wants JSON with a JSON 404', async () => {
    const response = await get(app, '/en/nothing', { accept: 'application/json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Page not found: /en/nothing',
    });
  });

  it('escapes what it echoes: a path cannot inject markup', async () => {
    const response = await get(app, '/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.statusCode).toBe(404);
    // The raw bytes, not a parse of them: the echoed path never arrives as a tag.
    expect(response.body).not.toContain('<script>alert(1)');
    const page = pageAnswer(response);
    expect(page.getByRole('heading', { level: 1 }).textContent).toContain('alert(1)');
    expect(
      [...page.document.querySelectorAll('script')].filter((script) => script.textContent?.includes('alert')),
    ).toEqual([]);
  });

  it('shows the intro at / in the remembered language, and sends /{lang}/maintenance home when all is well', async () => {
    const intro = await open(app, '/', { cookie: 'i18n_redirected=en' });
    expect(intro.statusCode).toBe(200);
    expect(intro.getByRole('link', { name: 'Enter the website' }).getAttribute('href')).toBe('/en/main');

    const maintenance = await get(app, '/th/maintenance');
    expect(maintenance.statusCode).toBe(302);
    expect(maintenance.headers.location).toBe('/th/main');
  });

  it('gives an unknown host a site-not-found page with status 404', async () => {
    const page = await open(app, '/th/main', { host: 'nowhere.example' });
    expect(page.statusCode).toBe(404);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('ไม่พบเว็บไซต์');
    expect(page.mainText).toContain('nowhere.example');
  });

  it('tells a long-open page which build is current', async () => {
    const latest = await app.inject({ method: 'GET', url: '/builds/latest.json' });
    expect(latest.json()).toMatchObject({ id: 'test-build' });
    expect(latest.headers['cache-control']).toBe('no-store');
    const meta = await app.inject({ method: 'GET', url: '/builds/meta/test-build.json' });
    expect(meta.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/builds/meta/old.json' })).statusCode).toBe(404);
  });

  it('forbids inline scripts: the page state is data, not code', async () => {
    const page = await open(app, '/en/main');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    const scripts = [...page.document.querySelectorAll('script')];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.getAttribute('type')).toMatch(/^(module|application\/json|application\/ld\+json)$/);
    }
    // A module script is a file of the site, never inline code.
    for (const script of scripts.filter((item) => item.getAttribute('type') === 'module')) {
      expect(script.getAttribute('src')).toBeTruthy();
      expect(script.textContent).toBe('');
    }
  });
});

describe('maintenance', () => {
  it('shows every page of a site in maintenance as the maintenance screen, 503 with Retry-After', async () => {
    const app = await startSite();
    for (const path of ['/th/main', '/en', '/th/maintenance', '/en/anything']) {
      const response = await get(app, path, { host: 'phuket.localhost' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('3600');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const english = await open(app, '/en/main', { host: 'phuket.localhost' });
    expect(english.getByRole('heading', { level: 1 }).textContent).toBe('This website is under maintenance');
    expect(english.getByText(demoSite('phuket').maintenance.message.en)).toBeTruthy();
    await app.close();
  });
});

describe('full-page cache', () => {
  const returning = { cookie: 'SiteID=64b000000000000000000001; i18n_redirected=en' };

  it('serves a second visitor from the cache, with CDN caching headers and no upstream call', async () => {
    const app = await startSite();
    const first = await get(app, '/en/main', returning);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=60, stale-if-error=86400',
    );
    const callsAfterFirst = { ...deptApi.calls };
    const second = await get(app, '/en/main');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(deptApi.calls).toEqual(callsAfterFirst);
    await app.close();
  });

  it('keeps one page per site: a request naming another port or spelling of the host gets the same page', async () => {
    const app = await startSite();
    const usual = await get(app, '/en/main', { host: 'localhost:3000' });
    for (const host of ['localhost:6666', 'LocalHost.', 'evil.com@localhost', 'localhost/x']) {
      const other = await get(app, '/en/main', { host });
      expect(other.headers['x-page-cache']).toBe('hit');
      expect(headAttribute(pageAnswer(other), 'link[rel="canonical"]', 'href')).toBe(
        'http://localhost:3000/en/main',
      );
      expect(other.body).toBe(usual.body);
    }
    await app.close();
  });

  it('serves a visitor holding a member token cookie the cached page: no cookie bypasses the cache yet', async () => {
    const app = await startSite();
    await get(app, '/en/main');
    const calls = { ...deptApi.calls };
    for (const token of ['abc', 'x'.repeat(200), '']) {
      const visitor = await get(app, '/en/main', { cookie: `members_access_token=${token}` });
      expect(visitor.headers['x-page-cache']).toBe('hit');
    }
    expect(deptApi.calls).toEqual(calls);
    await app.close();
  });

  it('keeps serving the page while the department API is down', async () => {
    const app = await startSite({ PAGE_CACHE_TTL_SECONDS: '1', CACHE_TTL_SECONDS: '1' });
    expect((await get(app, '/th/main')).statusCode).toBe(200);
    await new Promise((done) => setTimeout(done, 1100));
    deptApi.failWith('domain', 503);
    deptApi.failWith('details', 503);
    deptApi.failWith('layout', 503);
    const during = await open(app, '/th/main');
    expect(during.statusCode).toBe(200);
    expect(during.getByRole('heading', { level: 1 }).textContent).toBe('ยินดีต้อนรับสู่เว็บไซต์กรมคุมประพฤติ');
    await app.close();
  });
});

describe('errors', () => {
  it('shows the error screen, with no upstream detail, when the department API is down from the start', async () => {
    deptApi.failWith('token', 503);
    deptApi.failWith('domain', 503);
    const app = await startSite();
    const response = await get(app, '/th/main');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    const home = pageAnswer(response).getByRole('link', { name: 'กลับสู่หน้าหลัก' });
    expect(home.getAttribute('href')).toBe('/th/main');
    // The raw bytes: no upstream address anywhere, in text, attributes or page state.
    expect(response.body).not.toContain(deptApi.url);
    expect(response.body).not.toContain('127.0.0.1');
    await app.close();
  });
});
