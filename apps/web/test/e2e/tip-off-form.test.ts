import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { answerOf } from '../server/support/word-question.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newPage, siteUrl, tabTo, typeInto } from './browser.ts';

/**
 * The election-misconduct tip-off form in Chromium against the real product (decisions 0156, 0158): an
 * anonymous tip-off by keyboard alone with a file, the error summary taking focus, the confirmation in place (its
 * reference never in the address), axe clean; and the same without JavaScript.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the tip-off form with JavaScript, by keyboard alone', () => {
  it('checks first (the summary takes focus), then sends an anonymous tip-off with a file and shows its reference in place', async () => {
    const { context, page } = await newPage(browser, {
      viewport: { width: 375, height: 740 },
      bypassCSP: true,
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(siteUrl('localhost', '/en/main'));
    await page.locator('footer').getByRole('link', { name: 'Report election misconduct' }).click();
    await page.waitForURL(siteUrl('localhost', '/en/forms/tip-off'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Report election misconduct');
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, 'form[data-public-form] button[type="submit"]');
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert');
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    // (and the captcha's, when the proof of work started on the first focus is not done yet)
    expect((await summary.getByRole('link').allTextContents()).slice(0, 3)).toEqual([
      'What you are reporting: Choose topic to report',
      'Subject: Enter topic',
      'What happened: Enter message',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, '#field-topic');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#field-topic').inputValue()).not.toBe('');
    await typeInto(page, '#field-subject', 'Cash handed out before the vote');
    await typeInto(
      page,
      '#field-detail',
      'Envelopes of cash were handed out at the market on Sunday morning.',
    );
    // The file chooser is the browser's own dialog; the file is chosen as it would return it.
    await page
      .locator('#field-attachments')
      .setInputFiles({ name: 'market.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-captcha-body][data-solved="true"]').waitFor({ timeout: 30_000 });
    await tabTo(page, 'form[data-public-form] button[type="submit"]');
    await page.keyboard.press('Enter');

    const title = page.locator('[data-confirmation-title]');
    await title.waitFor({ timeout: 30_000 });
    expect(await title.textContent()).toBe('Report received');
    // The confirmation was written into the page: the address is still the form's, nothing names the tip-off.
    expect(page.url()).toBe(siteUrl('localhost', '/en/forms/tip-off'));
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-confirmation-title'))).toBe(
      true,
    );
    expect(await page.locator('[data-reference]').textContent()).toMatch(/^TO-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/);
    const text = await page.locator('main').textContent();
    expect(text).toContain('no tracking code and no page to follow a report');
    expect(text).toContain('You gave no e-mail address');
    expect(await page.locator('[data-add-information]').textContent()).toContain('1111 press 78');
    expect(await page.locator('main a[href*="/forms/track"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the tip-off form without JavaScript', () => {
  it('is sent by the server alone; a problem keeps what was typed; the answer is the confirmation', async () => {
    const { context, page } = await newPage(browser, {
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
      bypassCSP: true,
    });
    await page.goto(siteUrl('localhost', '/th/forms/tip-off'));
    await page.getByLabel('เรื่องที่ต้องการแจ้ง').selectOption({ index: 1 });
    await page.getByLabel('หัวข้อ').fill('แจกเงินก่อนวันเลือกตั้ง');
    await page.getByLabel('รายละเอียดเบาะแส').fill('มีการแจกซองเงินที่ตลาดเช้าวันอาทิตย์');
    await page.getByLabel('อีเมล').fill('tipster@');
    await page.getByRole('button', { name: 'ส่งข้อมูล' }).click();
    await page.waitForLoadState();
    expect(await page.title()).toMatch(/^ข้อผิดพลาด: แจ้งเบาะแสการทุจริตการเลือกตั้ง/);
    expect(await page.locator('#field-email-error').textContent()).toBe('ข้อผิดพลาด: กรุณากรอกอีเมลให้ถูกต้อง');
    expect(await page.getByLabel('รายละเอียดเบาะแส').inputValue()).toBe('มีการแจกซองเงินที่ตลาดเช้าวันอาทิตย์');

    await page.getByLabel('อีเมล').fill('');
    const question = (await page.locator('label[for="field-captcha"]').textContent())!;
    await page.locator('#field-captcha').fill(String(answerOf(question, 'th')));
    await page.getByRole('button', { name: 'ส่งข้อมูล' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ได้รับแจ้งเบาะแสแล้ว');
    expect(page.url()).toBe(siteUrl('localhost', '/th/forms/tip-off'));
    expect(await page.locator('[data-reference]').textContent()).toMatch(/^TO-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/);
    await context.close();
  });
});
