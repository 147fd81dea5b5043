import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launchBrowser, newPage, siteUrl } from './browser.ts';

/**
 * Search in the real product (dept-api's demo content and its search index, decision 0130): type in the header's box
 * on a phone and on a desktop, in both languages and on two sites; results with marked words; a facet and the
 * back button; the item reached; axe-core clean; the form without JavaScript.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const THAI_WORD = 'กำไลอิเล็กทรอนิกส์';
const status = (page: Page) => page.locator('.search-page [role="status"]').textContent();
const hitCount = (page: Page) => page.locator('.search-hit').count();

/** Types in the header's search box and sends it as a visitor would (Enter, or the button). */
async function searchFromHeader(page: Page, words: string, by: 'enter' | 'button'): Promise<void> {
  const box = page.locator('header input[name="q"]');
  await box.fill(words);
  if (by === 'enter') await box.press('Enter');
  else await page.locator('header form[role="search"] button[type="submit"]').click();
  await page.waitForURL(/\/search\?q=/);
}

describe('search from the header', () => {
  it.each([
    ['localhost', 'th', THAI_WORD, 320],
    ['localhost', 'en', 'bracelet', 375],
    ['chiangmai.localhost', 'th', THAI_WORD, 375],
  ] as const)(
    'on %s in %s on a phone (%s px): fits, finds, reaches the item',
    async (host, lang, words, width) => {
      const { context, page } = await newPage(browser, {
        bypassCSP: true,
        viewport: { width, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      await page.goto(siteUrl(host, `/${lang}/main`));
      // The box and its button fit the narrowest phone; the button is a target of at least 24 × 24 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const button = await page.locator('header form[role="search"] button').boundingBox();
      expect(button!.width).toBeGreaterThanOrEqual(24);
      expect(button!.height).toBeGreaterThanOrEqual(24);
      expect(button!.x + button!.width).toBeLessThanOrEqual(width);

      await searchFromHeader(page, words, 'enter');
      expect(new URL(page.url()).pathname).toBe(`/${lang}/search`);
      expect(await hitCount(page)).toBeGreaterThan(0);
      expect(await page.locator('.search-hit mark').count()).toBeGreaterThan(0);
      expect(await page.locator('header input[name="q"]').inputValue()).toBe(words);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);

      const first = page.locator('.search-hit__title a').first();
      const title = (await first.textContent())!.trim();
      const [response] = await Promise.all([page.waitForNavigation(), first.click()]);
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').first().textContent()).toContain(title.slice(0, 20));
      await context.close();
    },
  );

  it('on a desktop: results, a facet, the back button, axe-core clean', async () => {
    const { context, page } = await newPage(browser, {
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(siteUrl('localhost', '/en/history'));
    await searchFromHeader(page, 'probation', 'button');
    const before = await status(page);
    expect(before).toMatch(/^Results for “probation”: \d+/);
    const hitsBefore = await hitCount(page);
    expect(hitsBefore).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);

    // A type facet narrows the results and says so in the URL; the others keep the query.
    const facet = page.locator('.search-facets a:not([aria-current])').first();
    const facetHref = (await facet.getAttribute('href'))!;
    expect(facetHref).toMatch(/^\/en\/search\?q=probation&(type|year)=/);
    await facet.click();
    await page.waitForURL((url) => url.search.includes('type=') || url.search.includes('year='));
    expect(await page.locator('.search-facets a[aria-current]').count()).toBe(2);
    const after = await status(page);
    expect(after).not.toBe(before);

    // Back: the unfiltered results again, the box holding the query.
    await page.goBack();
    await page.waitForURL((url) => url.search === '?q=probation');
    expect(await status(page)).toBe(before);
    expect(await hitCount(page)).toBe(hitsBefore);
    expect(await page.locator('header input[name="q"]').inputValue()).toBe('probation');
    await context.close();
  });

  it('works without JavaScript: the form is a plain GET form', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl('localhost', '/th/main'));
    await page.locator('header input[name="q"]').fill(THAI_WORD);
    await page.locator('header form[role="search"] button[type="submit"]').click();
    await page.waitForURL(/\/th\/search\?q=/);
    expect(await hitCount(page)).toBeGreaterThan(0);
    // An empty query: the hint, no results.
    await page.goto(siteUrl('localhost', '/en/search?q='));
    expect(await status(page)).toContain('Type one or more words');
    await context.close();
  });

  it('offers the missing path’s words on the 404 page, and they find something', async () => {
    const { context, page } = await newPage(browser, {
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
    });
    const response = await page.goto(siteUrl('localhost', '/en/electronic-bracelet-2024'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('#not-found-q').inputValue()).toBe('electronic bracelet');
    await page.locator('.error-screen__search button[type="submit"]').click();
    await page.waitForURL(/\/en\/search\?q=electronic\+bracelet/);
    expect(await hitCount(page)).toBeGreaterThan(0);
    await context.close();
  });
});
