import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, siteUrl } from './browser.ts';

/** News in the real product (dept-api's demo content): list → detail on two sites, filters and the back button. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const visits: [string, 'th' | 'en', RegExp][] = [
  ['localhost', 'th', /หน้าแรก/],
  ['localhost', 'en', /Home/],
  ['chiangmai.localhost', 'th', /หน้าแรก/],
  ['chiangmai.localhost', 'en', /Home/],
];

describe('news list to detail', () => {
  it.each(visits)('on %s in %s', async (host, lang, home) => {
    const { context, page } = await newPage(browser);
    const list = await page.goto(siteUrl(host, `/${lang}/press-releases`));
    expect(list?.status()).toBe(200);
    expect(await page.locator('.breadcrumbs').textContent()).toMatch(home);
    const cards = page.locator('.news-card__title a');
    expect(await cards.count()).toBeGreaterThan(0);
    const title = (await cards.first().textContent())!;
    const href = (await cards.first().getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/${lang}/press-releases/[A-Za-z0-9-]+$`));
    await cards.first().click();
    await page.waitForURL(siteUrl(host, href));
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(await page.locator('.article__meta time').count()).toBeGreaterThan(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)['@type']).toBe('NewsArticle');
    // Home › the menu's heading › the section › the item: the section is the last link.
    const crumbs = page.locator('.breadcrumbs a');
    expect(await crumbs.count()).toBe(3);
    await crumbs.last().click();
    await page.waitForURL(siteUrl(host, `/${lang}/press-releases`));
    await context.close();
  });

  it('the Thai page counts years in the Buddhist era', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/th/more-news'));
    const date = await page.locator('.news-card__meta time').first().textContent();
    expect(Number(/(\d{4})$/.exec(date!)?.[1])).toBeGreaterThan(2500);
    await context.close();
  });
});

describe('filters in the URL', () => {
  it('a filter changes the URL, the pages keep it, and the back button returns to the previous list', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/en/more-news'));
    const allCount = await page.locator('.list-header').textContent();
    const category = await page.locator('#news-filter-category option').nth(1).getAttribute('value');
    await page.selectOption('#news-filter-category', category!);
    await page.getByRole('button', { name: 'Show news' }).click();
    // A GET form also sends the empty year; the page reads only valid values.
    await page.waitForURL(
      (url) => url.pathname === '/en/more-news' && url.searchParams.get('category') === category,
    );
    expect(await page.locator('#news-filter-category').inputValue()).toBe(category);
    expect(await page.locator('.list-header').textContent()).not.toBe(allCount);
    const next = page.locator('.pagination a[rel="next"]');
    if ((await next.count()) > 0) {
      expect(await next.getAttribute('href')).toBe(`/en/more-news?category=${category}&page=2`);
    }
    await page.goBack();
    await page.waitForURL(siteUrl('localhost', '/en/more-news'));
    expect(await page.locator('.list-header').textContent()).toBe(allCount);
    expect(await page.locator('#news-filter-category').inputValue()).toBe('');
    await context.close();
  });
});

describe('home page news', () => {
  it('links the latest news and all news', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/th/main'));
    expect(await page.locator('#home-latest ~ ul .news-card').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'ดูข่าวทั้งหมด' }).click();
    await page.waitForURL(siteUrl('localhost', '/th/more-news'));
    await context.close();
  });
});
