import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, siteUrl } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('two sites, chosen by host name, in Thai and English', () => {
  it('shows the department in Thai on localhost', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(siteUrl('localhost', '/th'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('th-TH');
    await expect(page.title()).resolves.toContain('กรมคุมประพฤติ');
    expect(await page.locator('.brand__name').textContent()).toContain('กรมคุมประพฤติ');
    expect(await page.locator('footer').textContent()).toContain('1111 กด 78');
    expect(await page.locator('nav[aria-label="เมนูหลัก"] a').count()).toBeGreaterThan(5);
    await context.close();
  });

  it('shows a provincial office in English on its own host name', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(siteUrl('chiangmai.localhost', '/en/main'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const name = await page.locator('.brand__name').textContent();
    expect(name).toMatch(/Chiang Mai/);
    expect(await page.locator('footer').textContent()).toContain('1111 press 78');
    const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
    expect(canonical).toBe(siteUrl('chiangmai.localhost', '/en/main'));
    expect(await page.getAttribute('link[hreflang="th-TH"]', 'href')).toBe(
      siteUrl('chiangmai.localhost', '/th/main'),
    );
    await context.close();
  });

  it('the two sites differ', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/en/main'));
    const department = await page.locator('.brand__name').textContent();
    await page.goto(siteUrl('khonkaen.localhost', '/en/main'));
    const office = await page.locator('.brand__name').textContent();
    expect(office).not.toBe(department);
    await context.close();
  });
});

describe('language switch', () => {
  it('keeps the same page and remembers the choice', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/th/main'));
    await page.getByRole('link', { name: /^English/ }).click();
    await page.waitForURL(siteUrl('localhost', '/en/main'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const cookies = await context.cookies();
    const locale = cookies.find((cookie) => cookie.name === 'i18n_redirected');
    expect(locale?.value).toBe('en');
    expect(locale?.sameSite).toBe('Lax');
    expect(locale!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await context.close();
  });

  it('the intro page switches to its twin', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/en/Intropage'));
    await page.getByRole('link', { name: /^ภาษาไทย \(read this page in Thai\)/ }).click();
    await page.waitForURL(siteUrl('localhost', '/th/Intropage'));
    await context.close();
  });
});

describe('intro, maintenance, errors', () => {
  it('the site root shows the intro with a way into the site', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/'));
    const enter = page.locator('.intro .button');
    await enter.click();
    await page.waitForURL(siteUrl('localhost', '/th/main'));
    await context.close();
  });

  it('a site in maintenance shows the maintenance screen on every page with 503', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(siteUrl('phuket.localhost', '/en/main'));
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('3600');
    await expect(page.locator('h1').textContent()).resolves.toBe('This website is under maintenance');
    await context.close();
  });

  it('an unknown path gives the 404 page with a way back to the main page', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(siteUrl('localhost', '/th/no-such-page'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toContain('ไม่พบหน้าที่ต้องการ: /th/no-such-page');
    const back = page.getByRole('link', { name: 'กลับสู่หน้าหลัก' });
    expect(await back.getAttribute('href')).toBe('/th/main');
    await back.click();
    await page.waitForURL(siteUrl('localhost', '/th/main'));
    await context.close();
  });

  it('an unknown host gets a clear site-not-found page', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(siteUrl('nowhere.localhost', '/th'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('ไม่พบเว็บไซต์');
    await context.close();
  });
});

describe('in the browser', () => {
  it('knows its build: the page carries the id the server reports as latest', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/en/main'));
    const pageBuild = await page.$eval(
      '#page-state',
      (element) => JSON.parse(element.textContent ?? '{}').buildId,
    );
    const latest = await page.evaluate(async () => (await (await fetch('/builds/latest.json')).json()).id);
    expect(pageBuild).toMatch(/^\d{14}-[0-9a-f]{6}$/);
    expect(latest).toBe(pageBuild);
    await context.close();
  });

  it('hydrates: on a phone the menu opens and closes with its button and Escape', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto(siteUrl('localhost', '/en/main'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await page.locator('.main-nav__list').isVisible()).toBe(false);
    await toggle.click();
    expect(await page.locator('.main-nav__list').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('.main-nav__list').isVisible()).toBe(false);
    await context.close();
  });

  it('opens a submenu with the keyboard and closes it with Escape, returning focus', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(siteUrl('localhost', '/en/main'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const expand = page.locator('.main-nav__expand').first();
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(expand.getAttribute('aria-expanded')).resolves.toBe('true');
    const submenu = page.locator('.main-nav__submenu[data-open="true"]');
    expect(await submenu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(expand.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await expand.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it("ships no React to a page without islands, and an island's code only when it is reached", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 375, height: 740 } });
    const scripts: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // A hydration mismatch (an island's texts or ids not as the server wrote them) is logged as an error.
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(siteUrl('localhost', '/en/news'));
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /hydrate-islands|react/i.test(path))).toEqual([]);

    scripts.length = 0;
    await page.goto(siteUrl('localhost', '/en/annual-reports/dept-doc-012'));
    await page.waitForLoadState('networkidle');
    const island = page.locator('[data-island="documentFiles"]');
    const islandInView = await island.evaluate((element) => element.getBoundingClientRect().top < 940);
    if (!islandInView) expect(scripts.filter((path) => path.includes('hydrate-islands'))).toEqual([]);
    await island.scrollIntoViewIfNeeded();
    await island.and(page.locator('[data-hydrated="true"]')).waitFor({ state: 'attached' });
    expect(scripts.some((path) => path.includes('hydrate-islands'))).toBe(true);
    // Only the island's own texts in the page language are downloaded (decision 0415), and i18next not at all.
    expect(scripts.filter((path) => /\/(th|en)-[\w-]+\.js$/.test(path))).toEqual([
      expect.stringMatching(/\/en-documentFiles-[\w-]+\.js$/),
    ]);
    await page
      .getByRole('button', { name: /^Report a broken file/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a chunk that fails to load reloads the page once, not in a loop', async () => {
    const { context, page } = await newPage(browser);
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    // A document's files are an island: its code loads when the visitor reaches them.
    await page.route('**/assets/hydrate-islands-*.js', (route) => route.abort());
    await page.goto(siteUrl('localhost', '/en/annual-reports/dept-doc-012'));
    await page.locator('[data-island]').scrollIntoViewIfNeeded();
    await expect.poll(() => documentLoads, { timeout: 10_000 }).toBe(2);
    // The guard holds for 10 seconds: the chunk still fails, yet no further reload comes.
    await page.waitForLoadState('load');
    await page.locator('[data-island]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(3000);
    expect(documentLoads).toBe(2);
    await context.close();
  });

  it('sends no inline script and keeps the secrets out of the page', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(siteUrl('localhost', '/th/main'));
    const html = await response!.text();
    const policy = response?.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Data blocks (the page state, JSON-LD) are not executed; any other inline script would be.
    const inlineScripts = await page.$$eval(
      'script:not([src])',
      (scripts) =>
        scripts.filter(
          (script) =>
            !['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? ''),
        ).length,
    );
    expect(inlineScripts).toBe(0);
    expect(html).not.toContain('dev-gateway-secret');
    expect(html).not.toContain('access_token');
    await context.close();
  });
});
