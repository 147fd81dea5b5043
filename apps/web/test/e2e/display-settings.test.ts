import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, siteUrl } from './browser.ts';

/**
 * Text size and high contrast (requirements.md §3.5, decision 0280), in Chromium: a control changes the page at once
 * without a reload and the next page keeps it; without JavaScript the same buttons go through /{lang}/display;
 * large text never scrolls sideways at 320 px; reduced motion stops every transition and animation.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function displayCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'display')?.value;
}

function rootFontSize(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
}

function htmlClass(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.className);
}

describe('the text size controls', () => {
  it('A+ enlarges the text at once, without a reload, and the next page keeps it', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(siteUrl('localhost', '/th/main'));
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await rootFontSize(page)).toBe('16px');
    const heading = page.getByRole('heading', { level: 1 });
    const before = (await heading.boundingBox())!.height;
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const larger = page.getByRole('button', { name: /^ก\+ ตัวอักษรขนาดใหญ่$/ });
    await larger.click();
    expect(await rootFontSize(page)).toBe('20px');
    expect((await heading.boundingBox())!.height).toBeGreaterThan(before);
    expect(await larger.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /^ก ตัวอักษรขนาดปกติ$/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(page.url()).toBe(siteUrl('localhost', '/th/main'));
    expect(await displayCookie(context)).toBe('large.normal');

    // The next page comes from the server already large: its HTML says so before any script runs.
    const next = await page.goto(siteUrl('localhost', '/th/press-releases'));
    expect(await next!.text()).toMatch(/<html lang="th-TH" class="text-large"/);
    expect(await rootFontSize(page)).toBe('20px');
    expect(await page.getByRole('button', { name: /^ก\+ ตัวอักษรขนาดใหญ่$/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // A- then A: smaller, then the default again, which needs no cookie.
    await page.getByRole('button', { name: /^ก- ตัวอักษรขนาดเล็ก$/ }).click();
    expect(await rootFontSize(page)).toBe('14px');
    await page.getByRole('button', { name: /^ก ตัวอักษรขนาดปกติ$/ }).click();
    expect(await rootFontSize(page)).toBe('16px');
    expect(await htmlClass(page)).toBe('');
    expect(await displayCookie(context)).toBeUndefined();
    await context.close();
  });

  it('the controls are at least 24 px square and show their focus', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 320, height: 800 } });
    await page.goto(siteUrl('localhost', '/en/main'));
    const buttons = page.locator('[data-display-controls] button');
    expect(await buttons.count()).toBe(4);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await buttons.first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(
      await buttons.first().evaluate((element) => {
        const style = getComputedStyle(element);
        return element.matches(':focus-visible') && style.outlineStyle === 'solid' && style.outlineWidth;
      }),
    ).toBe('3px');
    await context.close();
  });
});

describe('high contrast', () => {
  it('turns every part black, white and yellow at once, the purple theme of Chiang Mai included', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(siteUrl('chiangmai.localhost', '/en/main'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const topbar = page.locator('.topbar');
    expect(await topbar.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      'rgb(0, 0, 0)',
    );

    const toggle = page.getByRole('button', { name: 'High contrast' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await htmlClass(page)).toBe('contrast-high');
    const colours = await page.evaluate(() => {
      const of = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        body: [of('body').backgroundColor, of('body').color],
        topbar: of('.topbar').backgroundColor,
        hero: [of('.hero').backgroundColor, of('.hero').backgroundImage, of('.hero h1').color],
        link: of('.main-nav__link').color,
        footer: of('.site-footer').backgroundColor,
      };
    });
    expect(colours).toEqual({
      body: ['rgb(0, 0, 0)', 'rgb(255, 255, 255)'],
      topbar: 'rgb(0, 0, 0)',
      hero: ['rgb(0, 0, 0)', 'none', 'rgb(255, 255, 255)'],
      link: 'rgb(255, 255, 0)',
      footer: 'rgb(0, 0, 0)',
    });
    expect(await displayCookie(context)).toBe('normal.high');

    await page.goto(siteUrl('chiangmai.localhost', '/en/history'));
    expect(await htmlClass(page)).toBe('contrast-high');
    await page.getByRole('button', { name: 'High contrast' }).click();
    expect(await htmlClass(page)).toBe('');
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('the same buttons set the cookie through /{lang}/display and come back to the page', async () => {
    const { context, page } = await newPage(browser, {
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    await page.goto(siteUrl('localhost', '/en/press-releases?year=2026'));
    await page.getByRole('button', { name: 'A+ Large text' }).click();
    await page.waitForURL(siteUrl('localhost', '/en/press-releases?year=2026'));
    expect(await htmlClass(page)).toBe('text-large');
    expect(await page.getByRole('button', { name: 'A+ Large text' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'High contrast' }).click();
    await page.waitForURL(siteUrl('localhost', '/en/press-releases?year=2026'));
    expect(await htmlClass(page)).toBe('text-large contrast-high');
    expect(await displayCookie(context)).toBe('large.high');
    await context.close();
  });
});

describe('large text on a 320 px phone', () => {
  const paths: [string, string][] = [
    ['localhost', '/th/main'],
    ['chiangmai.localhost', '/en/main'],
    ['localhost', '/th/press-releases'],
    ['localhost', '/en/annual-reports/dept-doc-012'],
    ['localhost', '/th/calendar'],
    ['localhost', '/en/photos/dept-album-03'],
    ['khonkaen.localhost', '/th/sitemap'],
    ['localhost', '/en/missing'],
  ];
  it.each(paths)('%s%s never scrolls sideways', async (host, path) => {
    const { context, page } = await newPage(browser, { viewport: { width: 320, height: 800 } });
    await context.addCookies([{ name: 'display', value: 'large.high', url: siteUrl(host, '/') }]);
    await page.goto(siteUrl(host, path));
    await page.waitForLoadState('networkidle');
    expect(await htmlClass(page)).toBe('text-large contrast-high');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });
});

describe('prefers-reduced-motion', () => {
  /** Every element (and its ::before, ::after) that has a transition, an animation or smooth scrolling. */
  function moving(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const found: string[] = [];
      for (const element of [document.documentElement, ...document.querySelectorAll('body *')]) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          const transition = style.transitionDuration.split(',').some((value) => parseFloat(value) > 0);
          const animation = style.animationName !== 'none';
          if (transition || animation || style.scrollBehavior === 'smooth') {
            found.push(`${element.tagName}.${element.className}${pseudo ?? ''}`);
          }
        }
      }
      return found;
    });
  }

  it.each([
    ['the home page', '/th/main'],
    ['an album', '/th/photos/dept-album-03'],
  ])('stops every transition, animation and smooth scroll on %s', async (_name, path) => {
    const { context, page } = await newPage(browser, { reducedMotion: 'reduce' });
    await page.goto(siteUrl('localhost', path));
    await page.waitForLoadState('networkidle');
    expect(await moving(page)).toEqual([]);
    await context.close();
  });

  it("leaves them to visitors who did not ask (an album's thumbnails move)", async () => {
    const { context, page } = await newPage(browser, { reducedMotion: 'no-preference' });
    await page.goto(siteUrl('localhost', '/th/photos/dept-album-03'));
    await page.waitForLoadState('networkidle');
    expect((await moving(page)).length).toBeGreaterThan(0);
    await context.close();
  });
});
