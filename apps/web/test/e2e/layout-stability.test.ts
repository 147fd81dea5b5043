import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { islandReady, launchBrowser, newPage, siteUrl } from './browser.ts';

let browser: Browser;
let newsItemPath = '';

/** The first item a list links to (item ids of the demo data are generated). */
async function firstItemOf(list: string): Promise<string> {
  const html = await (await fetch(siteUrl('localhost', list))).text();
  const match = new RegExp(`href="(${list}/[A-Za-z0-9-]+)"`).exec(html);
  if (!match) throw new Error(`No item on ${list}`);
  return match[1]!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  newsItemPath = await firstItemOf('/en/press-releases');
});
afterAll(async () => {
  await browser?.close();
});

/** One page of each kind (the demo data's own paths). */
const pages: [string, string][] = [
  ['home', '/th/main'],
  ['news list', '/th/press-releases'],
  ['news item', 'first item of /en/press-releases'],
  ['documents list', '/th/documents'],
  ['document', '/en/annual-reports/dept-doc-012'],
  ['album list', '/en/photos'],
  ['album', '/th/photos/dept-album-03'],
  ['videos list', '/en/videos'],
  ['calendar', '/th/calendar'],
  ['static page', '/en/history'],
  ['contact form', '/th/forms/contact'],
  ['search results', `/th/search?q=${encodeURIComponent('กำไลอิเล็กทรอนิกส์')}`],
  ['search, no query', '/en/search'],
];

/** The layout shifts the page made while loading and running its script (not after a visitor's input). */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

describe.concurrent('nothing moves while a page loads (CLS 0), and the CSP is never broken', () => {
  for (const width of [375, 1280]) {
    it.each(pages)(`%s at ${width} px`, async (_name, path) => {
      const { context, page } = await newPage(browser, { viewport: { width, height: 800 } });
      await page.addInitScript(() => {
        (window as unknown as { cspViolations: string[] }).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { cspViolations: string[] }).cspViolations.push(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const response = await page.goto(siteUrl('localhost', path.startsWith('/') ? path : newsItemPath));
      expect(response?.status()).toBe(200);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      expect(await cumulativeLayoutShift(page)).toBe(0);
      // Islands run their code too (zod, React) once reached.
      // Counted first: a locator with nothing to find waits its whole timeout (30 s a page without islands).
      const islands = page.locator('[data-island]');
      const island = (await islands.count()) > 0 ? await islands.first().getAttribute('data-island') : null;
      if (island) await islandReady(page, island);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
      await context.close();
    });
  }
});

/**
 * The visitor's display settings (decision 0280) come with the first HTML (classes on <html>), so a page drawn with
 * large text or high contrast does not move either, on phones and desktops, dark or light.
 */
describe.concurrent('nothing moves with display settings chosen (CLS 0)', () => {
  const states: [string, string, 'light' | 'dark'][] = [
    ['large text, high contrast', 'large.high', 'light'],
    ['small text', 'small.normal', 'light'],
    ['large text, dark', 'large.normal', 'dark'],
  ];
  const kinds = pages.filter(([name]) => ['home', 'news list', 'document', 'static page'].includes(name));
  for (const [state, value, colorScheme] of states) {
    for (const width of [375, 1280]) {
      it.each(kinds)(`%s, ${state}, at ${width} px`, async (_name, path) => {
        const { context, page } = await newPage(browser, { viewport: { width, height: 800 }, colorScheme });
        await context.addCookies([{ name: 'display', value, url: siteUrl('localhost', '/') }]);
        const response = await page.goto(siteUrl('localhost', path.startsWith('/') ? path : newsItemPath));
        expect(response?.status()).toBe(200);
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.className)).toContain(
          value.startsWith('large') ? 'text-large' : 'text-small',
        );
        expect(await cumulativeLayoutShift(page)).toBe(0);
        await context.close();
      });
    }
  }
});

describe.concurrent('the Thai web font', () => {
  it('is served from the site and used once the browser has it', async () => {
    const { context, page } = await newPage(browser);
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2'))
        fonts.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(siteUrl('localhost', '/th/main'));
    await page.waitForLoadState('networkidle');
    expect(fonts.some((font) => /^200 \/assets\/sarabun-thai-400-normal-[\w-]+\.woff2$/.test(font))).toBe(
      true,
    );
    await page.goto(siteUrl('localhost', '/th/press-releases'));
    await page.waitForLoadState('networkidle');
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter(
        (face) => face.family.replace(/"/g, '') === 'Sarabun' && face.status === 'loaded',
      ).length;
    });
    expect(used).toBeGreaterThan(0);
    await context.close();
  });
});

describe.concurrent('the CSP holds when an island validates a form', () => {
  it('reporting a broken file runs its schema without any violation', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(siteUrl('localhost', '/en/annual-reports/dept-doc-012'));
    await islandReady(page, 'documentFiles');
    await page
      .getByRole('button', { name: /^Report a broken file/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('textbox').fill('x'.repeat(600));
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe.concurrent('without JavaScript', () => {
  it('is collapsed, and its Menu link opens it with every entry and submenu entry', async () => {
    const { context, page } = await newPage(browser, {
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    await page.goto(siteUrl('localhost', '/en/main'));
    const list = page.locator('.main-nav__list');
    expect(await list.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menu' }).click();
    expect(await list.isVisible()).toBe(true);
    const submenuLinks = page.locator('.main-nav__submenu a');
    expect(await submenuLinks.count()).toBeGreaterThan(0);
    expect(await submenuLinks.first().isVisible()).toBe(true);
    await context.close();
  });

  it('offers no report button on a document page, since the report needs the script', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl('localhost', '/en/annual-reports/dept-doc-012'));
    expect(await page.locator('.document-files a[download]').first().isVisible()).toBe(true);
    expect(await page.locator('.document-files__report').first().isVisible()).toBe(false);
    await context.close();
  });
});
