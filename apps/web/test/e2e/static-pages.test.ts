import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launchBrowser, newPage, siteUrl } from './browser.ts';

/** Static pages in the real product (dept-api's demo pages): from the menu, through the sub-navigation. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const visits: [string, 'th' | 'en'][] = [
  ['localhost', 'th'],
  ['localhost', 'en'],
  ['chiangmai.localhost', 'th'],
  ['chiangmai.localhost', 'en'],
];

describe('about pages', () => {
  it.each(visits)('open from the menu and follow the sub-navigation on %s in %s', async (host, lang) => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(siteUrl(host, `/${lang}/main`));
    await page.locator(`.main-nav a[href="/${lang}/about"]`).first().click();
    await page.waitForURL(siteUrl(host, `/${lang}/about`));
    const aboutTitle = (await page.locator('h1').textContent())!;
    expect(aboutTitle.length).toBeGreaterThan(0);
    expect(await page.locator('.article__body').textContent()).not.toBe('');
    expect(await page.locator('.article__updated time').count()).toBe(1);

    const subnav = page.locator('nav.subnav');
    const current = subnav.locator('a[aria-current="page"]');
    expect(await current.getAttribute('href')).toBe(`/${lang}/about`);
    const aboutSection = (await current.textContent())!;
    // The sub-navigation is named by a hidden heading, which keeps a Thai title's language (decision 0246).
    const nameId = await subnav.getAttribute('aria-labelledby');
    expect(await page.locator(`#${nameId}`).textContent()).toContain(aboutSection);
    const history = subnav.locator(`a[href="/${lang}/history"]`);
    const historyTitle = (await history.textContent())!;
    await history.click();
    await page.waitForURL(siteUrl(host, `/${lang}/history`));
    expect(await page.locator('h1').textContent()).toBe(historyTitle);
    expect(await subnav.locator('a[aria-current="page"]').getAttribute('href')).toBe(`/${lang}/history`);
    expect(await page.locator('.breadcrumbs a').nth(1).textContent()).toBe(aboutSection);
    expect(await page.locator('.breadcrumbs [aria-current="page"]').textContent()).toBe(historyTitle);
    await page.locator('.breadcrumbs a').nth(1).click();
    await page.waitForURL(siteUrl(host, `/${lang}/about`));
    await context.close();
  });

  it('the Thai page dates its last update in the Buddhist era', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/th/history'));
    const date = await page.locator('.article__updated time').textContent();
    expect(Number(/(\d{4})$/.exec(date!)?.[1])).toBeGreaterThan(2500);
    await context.close();
  });

  it('a wide table scrolls inside its own region on a 320 px phone, not the whole page', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 320, height: 800 } });
    await page.goto(siteUrl('localhost', '/en/executives'));
    expect(await page.locator('.notice').count()).toBe(1);
    expect(await page.locator('h1').getAttribute('lang')).toBe('th');
    expect(await page.locator('.table-scroll').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('axe-core on static pages', () => {
  it.each([
    ['a Thai page with a parent at 1280 px', siteUrl('localhost', '/th/history'), 1280],
    ['an English page in Thai with a table at 320 px', siteUrl('localhost', '/en/executives'), 320],
    ['an office page in English at 320 px', siteUrl('chiangmai.localhost', '/en/about'), 320],
  ] as const)('%s', async (_name, url, width) => {
    const { context, page } = await newPage(browser, { bypassCSP: true, viewport: { width, height: 900 } });
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
