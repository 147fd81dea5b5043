import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { islandReady, launchBrowser, newPage, siteUrl } from './browser.ts';

/** Photo albums in the real product (dept-api's demo albums): list → album → the gallery by keyboard. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const counter = {
  th: (n: number, count: number) => `ภาพที่ ${n} จาก ${count}`,
  en: (n: number, count: number) => `Photo ${n} of ${count}`,
};

const visits: [string, 'th' | 'en'][] = [
  ['localhost', 'th'],
  ['localhost', 'en'],
  ['chiangmai.localhost', 'th'],
  ['chiangmai.localhost', 'en'],
];

/** Waits until the viewer's counter says `text` (React renders after the event), then returns it. */
async function statusBecomes(page: Page, text: string): Promise<string | null> {
  await page
    .waitForFunction(
      (expected) => document.querySelector('.viewer__status')?.textContent === expected,
      text,
      {
        timeout: 5000,
      },
    )
    .catch(() => undefined);
  return page.locator('.viewer__status').textContent();
}

async function hydrated(page: Page): Promise<void> {
  await islandReady(page, 'gallery');
}

/** The album the first card of the photos section leads to, opened by clicking its title. */
async function openFirstAlbum(page: Page, host: string, lang: 'th' | 'en'): Promise<string> {
  const list = await page.goto(siteUrl(host, `/${lang}/photos`));
  expect(list?.status()).toBe(200);
  const cards = page.locator('.album-card__title a');
  expect(await cards.count()).toBe(8);
  const title = (await cards.first().textContent())!;
  const href = (await cards.first().getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/${lang}/photos/[a-z]+-album-\\d\\d$`));
  await cards.first().click();
  await page.waitForURL(siteUrl(host, href));
  expect(await page.locator('h1').textContent()).toBe(title);
  await hydrated(page);
  return href;
}

describe('photos section → album → gallery by keyboard', () => {
  it.each(visits)('on %s in %s', async (host, lang) => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await openFirstAlbum(page, host, lang);
    const thumbnails = page.locator('.photo-grid__link');
    const count = await thumbnails.count();
    expect(count).toBeGreaterThanOrEqual(6);
    const altOf = (index: number) => thumbnails.nth(index).locator('img').getAttribute('alt');

    await thumbnails.first().focus();
    await page.keyboard.press('Enter');
    const viewer = page.locator('dialog.viewer');
    await page.waitForFunction(() => document.querySelector('dialog.viewer')?.hasAttribute('open'));
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.viewer')))).toBe(true);
    expect(await statusBecomes(page, counter[lang](1, count))).toBe(counter[lang](1, count));
    expect(await viewer.locator('.viewer__image').getAttribute('alt')).toBe(await altOf(0));
    expect(await viewer.locator('.viewer__help').isVisible()).toBe(true);
    expect(await page.evaluate(() => location.pathname)).toMatch(/\/photos\//);

    await page.keyboard.press('ArrowRight');
    expect(await statusBecomes(page, counter[lang](2, count))).toBe(counter[lang](2, count));
    expect(await viewer.locator('.viewer__image').getAttribute('alt')).toBe(await altOf(1));
    await page.keyboard.press('End');
    expect(await statusBecomes(page, counter[lang](count, count))).toBe(counter[lang](count, count));
    await page.keyboard.press('ArrowRight');
    expect(await statusBecomes(page, counter[lang](1, count))).toBe(counter[lang](1, count));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    expect(await statusBecomes(page, counter[lang](2, count))).toBe(counter[lang](2, count));

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog.viewer')?.hasAttribute('open'));
    // Focus comes back (on the dialog's close event) to the thumbnail of the photo last shown.
    const focusedThumbnail = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.photo-grid__link')].indexOf(document.activeElement!),
      );
    await page
      .waitForFunction(
        () => [...document.querySelectorAll('.photo-grid__link')].indexOf(document.activeElement!) === 1,
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    expect(await focusedThumbnail()).toBe(1);
    // Hydration matched the server's HTML and nothing failed.
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the gallery', () => {
  it('uses the buttons, and moves on with a swipe on a phone', async () => {
    const { context, page } = await newPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await openFirstAlbum(page, 'localhost', 'en');
    const count = await page.locator('.photo-grid__link').count();
    await page.locator('.photo-grid__link').nth(2).click();
    expect(await statusBecomes(page, counter.en(3, count))).toBe(counter.en(3, count));
    // The whole screen is the viewer, and no keyboard hint is shown to a finger.
    expect(await page.locator('dialog.viewer').boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: 390,
      height: 844,
    });
    expect(await page.locator('.viewer__help').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Next photo' }).click();
    expect(await statusBecomes(page, counter.en(4, count))).toBe(counter.en(4, count));
    await page.getByRole('button', { name: 'Previous photo' }).click();
    expect(await statusBecomes(page, counter.en(3, count))).toBe(counter.en(3, count));

    // A finger swipes left (next), then right (previous): real touch events through the DevTools protocol, across
    // the middle of the photo once it has loaded (until then the figure is smaller than it will be).
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('.viewer__image')?.complete === true,
    );
    const box = (await page.locator('.viewer__figure').boundingBox())!;
    const y = box.y + box.height / 2;
    const touch = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step++) {
        const x = fromX + ((toX - fromX) * step) / 5;
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    expect(await statusBecomes(page, counter.en(4, count))).toBe(counter.en(4, count));
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    expect(await statusBecomes(page, counter.en(3, count))).toBe(counter.en(3, count));

    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.locator('dialog.viewer').getAttribute('open')).toBeNull();
    await context.close();
  });

  it('never loads a full-size original: every photo comes resized, in a modern format', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    const photoRequests: { url: URL; type: string | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/media/albums/')) {
        photoRequests.push({ url, type: response.headers()['content-type'] });
      }
    });
    await openFirstAlbum(page, 'localhost', 'en');
    await page.locator('.photo-grid__link').first().click();
    await page.keyboard.press('ArrowRight');
    await page.waitForLoadState('networkidle');

    expect(photoRequests.length).toBeGreaterThan(3);
    for (const { url, type } of photoRequests) {
      expect(url.searchParams.get('w'), url.href).toMatch(/^\d+$/);
      expect(type).toBe('image/avif');
    }
    // The widest file asked for suits a 1280 px screen; the originals are up to 1600 px wide.
    const widths = photoRequests.map(({ url }) => Number(url.searchParams.get('w')));
    expect(Math.max(...widths)).toBeLessThanOrEqual(1280);
    // naturalWidth is in CSS pixels: the width of the file chosen, divided by its density for the slot.
    const largest = await page.evaluate(() =>
      Math.max(...[...document.images].filter((image) => image.complete).map((image) => image.naturalWidth)),
    );
    const originalWidths = await page.evaluate(() =>
      [...document.querySelectorAll('.photo-grid__image')].map((image) =>
        Number(image.getAttribute('width')),
      ),
    );
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(Math.max(...originalWidths));
    // Thumbnails are small files: none is wider than the 480 px variant at this size.
    const thumbnailWidths = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('.photo-grid__image')]
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.naturalWidth),
    );
    expect(Math.max(...thumbnailWidths)).toBeLessThanOrEqual(480);
    await context.close();
  });
});
