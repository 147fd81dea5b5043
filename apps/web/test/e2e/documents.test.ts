import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { islandReady, launchBrowser, newPage, siteUrl } from './browser.ts';

/**
 * Documents in the real product (dept-api's demo documents and files): list → filter → detail → report a broken
 * file by keyboard, on two sites in Thai and English; the back button restores the filtered list.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const texts = {
  th: { show: 'แสดงเอกสาร', sent: /ขอบคุณ/, report: /^แจ้งไฟล์เสีย: / },
  en: { show: 'Show documents', sent: /Thank you/, report: /^Report a broken file: / },
} as const;

/**
 * Host, language, and which listed document to open: each visit reports another file, since the department API
 * takes one report per visitor and file a day (all visits come from 127.0.0.1, and the offices share the forms).
 */
const visits: ['localhost' | 'chiangmai.localhost', 'th' | 'en', number][] = [
  ['localhost', 'th', 0],
  ['localhost', 'en', 1],
  ['chiangmai.localhost', 'th', 2],
  ['chiangmai.localhost', 'en', 3],
];

describe('documents: list → filter → detail → report a broken file', () => {
  it.each(visits)('on %s in %s', async (host, lang, nth) => {
    const { context, page } = await newPage(browser);
    const list = await page.goto(siteUrl(host, `/${lang}/documents`));
    expect(list?.status()).toBe(200);
    const allCount = await page.locator('.list-header').textContent();
    expect(allCount).toMatch(/\d/);

    await page.selectOption('#documents-filter-category', 'forms');
    await page.selectOption('#documents-filter-type', 'pdf');
    await page.getByRole('button', { name: texts[lang].show }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('category') === 'forms' && url.searchParams.get('type') === 'pdf',
    );
    const filteredCount = await page.locator('.list-header').textContent();
    expect(filteredCount).not.toBe(allCount);
    expect(await page.locator('#documents-filter-category').inputValue()).toBe('forms');

    const titles = page.locator('.document-card__title a');
    expect(await titles.count()).toBeGreaterThan(0);
    const title = (await titles.nth(nth).textContent())!;
    await titles.nth(nth).click();
    await page.waitForURL((url) => /^\/(th|en)\/forms\/[a-z]+-doc-\d{3}$/.test(url.pathname));
    expect(await page.locator('h1').textContent()).toBe(title);
    const download = page.locator('.document-files a').first();
    expect(await download.getAttribute('download')).toMatch(/\.pdf$/);
    const fileUrl = (await download.getAttribute('href'))!;
    const file = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const header = (name: string) => response.headers.get(name);
      return {
        type: header('content-type'),
        start: String.fromCharCode(...bytes.slice(0, 5)),
        lengthMatches: Number(header('content-length')) === bytes.length,
        validators: Boolean(header('etag') && header('last-modified')),
        caching: header('cache-control'),
      };
    }, fileUrl);
    expect(file).toEqual({
      type: 'application/pdf',
      start: '%PDF-',
      lengthMatches: true,
      validators: true,
      caching: expect.stringMatching(/^public, max-age=\d+/),
    });

    // The report button appears once the page has hydrated; it is reached and pressed by keyboard.
    await islandReady(page, 'documentFiles');
    const reportButton = page.getByRole('button', { name: texts[lang].report }).first();
    await reportButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await dialog.locator('select').inputValue()).toBe(fileUrl);
    await page.keyboard.press('Tab');
    await page.keyboard.type(lang === 'th' ? 'เปิดไฟล์ไม่ได้' : 'The file does not open');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(texts[lang].sent);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await reportButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.goBack();
    await page.waitForURL(
      (url) => url.pathname === `/${lang}/documents` && url.searchParams.get('type') === 'pdf',
    );
    expect(await page.locator('.list-header').textContent()).toBe(filteredCount);
    expect(await page.locator('#documents-filter-category').inputValue()).toBe('forms');
    expect(await page.locator('#documents-filter-type').inputValue()).toBe('pdf');
    await context.close();
  });

  it('closes the dialog with Escape, keeps what was typed when sending fails, and returns focus', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/en/forms'));
    await page.locator('.document-card__title a').first().click();
    await islandReady(page, 'documentFiles');
    const reportButton = page.getByRole('button', { name: /^Report a broken file: / }).first();
    await reportButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report a broken file' });
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await reportButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.route('**/graphql', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'visible' });
    await dialog.locator('textarea').fill('Blank pages after page 2');
    await dialog.getByRole('button', { name: 'Send report' }).press('Enter');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/could not be sent/);
    expect(await dialog.locator('textarea').inputValue()).toBe('Blank pages after page 2');
    await context.close();
  });
  it('says how long to wait when the report is over a rate limit (429 RATE_LIMITED), and whom to call', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(siteUrl('localhost', '/th/forms'));
    await page.locator('.document-card__title a').first().click();
    await islandReady(page, 'documentFiles');
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '540' },
        body: JSON.stringify({
          data: null,
          errors: [{ message: 'Too many requests.', extensions: { code: 'RATE_LIMITED', retryAfter: 540 } }],
        }),
      }),
    );
    await page.getByRole('button', { name: texts.th.report }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.locator('button[type="submit"]').click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(
        'มีการแจ้งจากการเชื่อมต่อของท่านมากเกินกำหนด ท่านสามารถลองใหม่ได้ในอีก 9 นาที ' +
          'หากต้องการไฟล์นี้โดยเร็ว โปรดโทร 0 2141 4749 หรือส่งอีเมลถึง saraban@probation.go.th พร้อมระบุชื่อเอกสาร',
      );
    // What to do instead, from the site's footer (decision 0248).
    const alert = dialog.getByRole('alert');
    expect(await alert.getByRole('link', { name: '0 2141 4749' }).getAttribute('href')).toBe(
      'tel:+6621414749',
    );
    expect(await alert.getByRole('link', { name: 'saraban@probation.go.th' }).getAttribute('href')).toBe(
      'mailto:saraban@probation.go.th',
    );
    await context.close();
  });
});
