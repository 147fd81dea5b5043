import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { answerOf } from '../server/support/word-question.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newPage, siteUrl, tabTo, typeInto } from './browser.ts';

/**
 * The complaint form, tracking and rating in Chromium against the real product: by keyboard alone,
 * with JavaScript (checks first, the error summary takes focus, the upload's progress, then the confirmation)
 * and without; tracking the demo complaints of dept-api (decision 0149) and rating a closed one.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A one-page PDF that opens (dept-api parses every PDF it keeps: decision 0606). */
const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n',
);
/** A letter of 1 MB: at the throttled 256 KB/s its upload lasts about four seconds, long enough to see progress. */
const LARGE_PDF = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, '%')]);

describe('the complaint form with JavaScript, by keyboard alone', () => {
  it('checks first (the summary takes focus), then files it with a file and shows the tracking code and password once', async () => {
    const { context, page } = await newPage(browser, {
      viewport: { width: 375, height: 740 },
      bypassCSP: true,
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(siteUrl('localhost', '/en/forms/complaint'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Make a complaint');
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, 'form[data-public-form] button[type="submit"]');
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert');
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    expect(await summary.getByRole('link').first().textContent()).toBe('First name: Enter name');
    expect(await axeViolations(page)).toEqual([]);

    await typeInto(page, '#field-firstName', 'Somchai');
    await typeInto(page, '#field-lastName', 'Jaidee');
    await typeInto(page, '#field-phone', '081 234 5678');
    await typeInto(page, '#field-email', 'somchai@example.com');
    await tabTo(page, '#field-complaintType');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#field-complaintType').inputValue()).not.toBe('');
    await typeInto(page, '#field-detail', 'The office was closed during its opening hours.');
    // The file chooser is the browser's own dialog; the file is chosen as it would return it.
    await page
      .locator('#field-attachments')
      .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: LARGE_PDF });
    await page.locator('[data-captcha-body][data-solved="true"]').waitFor({ timeout: 30_000 });
    await tabTo(page, 'form[data-public-form] button[type="submit"]');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await page.keyboard.press('Enter');
    await page
      .locator('[data-form-progress]')
      .filter({ hasText: /^Sending… \d+ %$/ })
      .waitFor({ timeout: 15_000 });
    expect(await page.locator('form[data-public-form] button[type="submit"]').isDisabled()).toBe(true);

    const title = page.locator('[data-confirmation-title]');
    await title.waitFor({ timeout: 30_000 });
    expect(await title.textContent()).toBe('Complaint received');
    // The confirmation has an address of its own, with no secret in it (decision 0611).
    expect(page.url()).toBe(siteUrl('localhost', '/en/forms/complaint/sent'));
    expect(await page.locator('[data-tracking-code]').textContent()).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(await page.locator('[data-tracking-password]').textContent()).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(await page.getByRole('button', { name: 'Print or save this page' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the complaint form without JavaScript', () => {
  it('is filed by the server alone; a problem keeps what was typed; the answer is the confirmation', async () => {
    const { context, page } = await newPage(browser, {
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
      bypassCSP: true,
    });
    await page.goto(siteUrl('localhost', '/th/forms/complaint'));
    await page.getByLabel('ชื่อ', { exact: true }).fill('สมชาย');
    await page.getByLabel('นามสกุล').fill('ใจดี');
    await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill('081 234 5678');
    await page.getByLabel('อีเมล').fill('somchai@');
    await page.getByLabel('ประเภทเรื่องร้องเรียน').selectOption({ index: 1 });
    await page.getByLabel('รายละเอียดเรื่องร้องเรียน').fill('สำนักงานปิดในเวลาทำการ');
    await page.getByRole('button', { name: 'ส่งข้อมูล' }).click();
    await page.waitForLoadState();
    expect(await page.title()).toMatch(/^ข้อผิดพลาด: ร้องเรียน ร้องทุกข์/);
    expect(await page.locator('#field-email-error').textContent()).toBe('ข้อผิดพลาด: กรุณากรอกอีเมลให้ถูกต้อง');
    expect(await page.getByLabel('รายละเอียดเรื่องร้องเรียน').inputValue()).toBe('สำนักงานปิดในเวลาทำการ');

    await page.getByLabel('อีเมล').fill('somchai@example.com');
    const question = (await page.locator('label[for="field-captcha"]').textContent())!;
    await page.locator('#field-captcha').fill(String(answerOf(question, 'th')));
    await page.getByRole('button', { name: 'ส่งข้อมูล' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ได้รับเรื่องร้องเรียนแล้ว');
    expect(await page.locator('[data-tracking-password]').textContent()).toMatch(/^[A-Za-z2-9]{12}$/);
    // Without JavaScript the print button stays hidden; the page says how to print.
    expect(await page.locator('button[data-print]').isVisible()).toBe(false);
    await context.close();
  });
});

describe('following and rating a complaint', () => {
  it('by keyboard: a wrong password gets the one message, the demo complaint its status page, then a rating once', async () => {
    const { context, page } = await newPage(browser, {
      viewport: { width: 375, height: 740 },
      bypassCSP: true,
    });
    await page.goto(siteUrl('chiangmai.localhost', '/th/main'));
    await page.locator('footer').getByRole('link', { name: 'ติดตามเรื่องร้องเรียน', exact: true }).click();
    await page.waitForURL(siteUrl('chiangmai.localhost', '/th/forms/track'));
    expect(await axeViolations(page)).toEqual([]);

    await typeInto(page, '#field-trackingCode', 'DEM2-0003');
    await typeInto(page, '#field-password', 'not-the-password');
    await page.keyboard.press('Enter');
    await page.waitForLoadState();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('ไม่พบเรื่องร้องเรียนที่ตรงกับรหัสติดตามเรื่องและรหัสผ่านนี้');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    expect(page.url()).toBe(siteUrl('chiangmai.localhost', '/th/forms/track'));

    await tabTo(page, '#field-password');
    await page.keyboard.type('demo-complaint');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'เรื่องร้องเรียนของท่าน' }).waitFor();
    expect(page.url()).toBe(siteUrl('chiangmai.localhost', '/th/forms/track'));
    expect(await page.locator('[data-complaint-status]').textContent()).toBe('ดำเนินการเสร็จสิ้น');
    expect(await page.locator('.complaint-status__results tbody tr').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, 'input[name="rating"]');
    // Arrow keys move through a radio group (and choose): from 1 to 4.
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    expect(await page.locator('input[name="rating"]:checked').getAttribute('value')).toBe('4');
    await typeInto(page, '#field-comment', 'รวดเร็วดี');
    await tabTo(page, 'form[data-public-form="rating"] button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.locator('[data-status-notice]').waitFor();
    expect(await page.locator('[data-status-notice]').textContent()).toBe(
      'ขอบคุณ ระบบได้บันทึกผลการประเมินของท่านแล้ว',
    );
    expect(await page.locator('[data-given-rating]').getAttribute('data-given-rating')).toBe('4');
    expect(await page.locator('form[data-public-form="rating"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
