import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { answerOf } from '../server/support/word-question.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser, newPage, siteUrl } from './browser.ts';
import { sentMails } from './mail.ts';

/**
 * A complaint's confirmation in Chromium on a 375 px phone without JavaScript (decisions 0611, 0612): each code and
 * the password on one line, shown again on a reload and after the back button; gone in another browser, with the
 * way to a new password; the new password by e-mail opens the complaint, the old one no longer does.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { viewport: { width: 375, height: 740 }, javaScriptEnabled: false, bypassCSP: true };
const SHOWN = ['[data-reference]', '[data-tracking-code]', '[data-tracking-password]'];

/** Each value's text: it sits on one line box (never wrapped inside) and within the screen's width. */
async function shownOnOneLine(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const selector of SHOWN) {
    const box = await page.locator(selector).evaluate((element) => {
      const rects = element.getClientRects();
      return { lines: rects.length, right: element.getBoundingClientRect().right, text: element.textContent };
    });
    expect(box.lines, `${selector} wraps`).toBe(1);
    expect(box.right, `${selector} is wider than the screen`).toBeLessThanOrEqual(375);
    texts.push(box.text ?? '');
  }
  return texts;
}

async function answerCaptcha(page: Page, lang: 'th' | 'en'): Promise<void> {
  const question = (await page.locator('label[for="field-captcha"]').textContent())!;
  await page.locator('#field-captcha').fill(String(answerOf(question, lang)));
}

describe('a complaint’s confirmation on a phone', () => {
  it('keeps each code and the password on one line, and shows them again on a reload and after the back button', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const email = `phone.${Date.now()}@example.com`;
    await page.goto(siteUrl('localhost', '/th/forms/complaint'));
    await page.getByLabel('ชื่อ', { exact: true }).fill('สมชาย');
    await page.getByLabel('นามสกุล').fill('ใจดี');
    await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill('081 234 5678');
    await page.getByLabel('อีเมล').fill(email);
    await page.getByLabel('ประเภทเรื่องร้องเรียน').selectOption({ index: 1 });
    await page.getByLabel('รายละเอียดเรื่องร้องเรียน').fill('สำนักงานปิดในเวลาทำการ');
    await answerCaptcha(page, 'th');
    await page.getByRole('button', { name: 'ส่งข้อมูล' }).click();
    await page.waitForURL(siteUrl('localhost', '/th/forms/complaint/sent'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ได้รับเรื่องร้องเรียนแล้ว');
    const [reference, trackingCode, password] = await shownOnOneLine(page);
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(await axeOn('/th/forms/complaint/sent', await context.cookies())).toEqual([]);

    await page.reload();
    expect(await shownOnOneLine(page)).toEqual([reference, trackingCode, password]);
    await page.getByRole('link', { name: 'กลับสู่หน้าหลัก' }).click();
    await page.waitForURL(siteUrl('localhost', '/th/main'));
    await page.goBack();
    await page.waitForURL(siteUrl('localhost', '/th/forms/complaint/sent'));
    expect(await shownOnOneLine(page)).toEqual([reference, trackingCode, password]);

    // Another browser (or this one after 30 minutes) gets no confirmation, but the way to a new password.
    const other = await newPage(browser, PHONE);
    await other.page.goto(siteUrl('localhost', '/th/forms/complaint/sent'));
    expect(await other.page.getByRole('heading', { level: 1 }).textContent()).toBe('ไม่แสดงหน้ายืนยันนี้แล้ว');
    expect(await other.page.locator('[data-tracking-password]').count()).toBe(0);
    expect(await axeOn('/th/forms/complaint/sent')).toEqual([]);
    await other.page.getByRole('link', { name: 'ขอรหัสผ่านใหม่ทางอีเมล' }).click();
    await other.page.waitForURL(siteUrl('localhost', '/th/forms/track/new-password'));
    expect(await axeOn('/th/forms/track/new-password')).toEqual([]);

    await other.page.getByLabel('รหัสติดตามเรื่อง').fill(trackingCode!);
    await other.page.getByLabel('อีเมลที่ให้ไว้เมื่อส่งเรื่องร้องเรียน').fill(email);
    await answerCaptcha(other.page, 'th');
    await other.page.getByRole('button', { name: 'ส่งรหัสผ่านใหม่ให้ฉัน' }).click();
    await other.page.waitForURL(siteUrl('localhost', '/th/forms/track/new-password?sent=1'));
    expect(await other.page.getByRole('status').textContent()).toContain('รหัสผ่านใหม่กำลังส่งไปที่อีเมลนั้น');
    expect(await axeOn('/th/forms/track/new-password?sent=1')).toEqual([]);

    const newPassword = await passwordMailedTo(email);
    expect(newPassword).not.toBe(password);
    for (const [tried, heading] of [
      [password, 'ติดตามเรื่องร้องเรียน'],
      [newPassword, 'เรื่องร้องเรียนของท่าน'],
    ] as const) {
      await other.page.goto(siteUrl('localhost', '/th/forms/track'));
      await other.page.getByLabel('รหัสติดตามเรื่อง').fill(trackingCode!);
      await other.page.getByLabel('รหัสผ่าน').fill(tried!);
      await other.page.getByRole('button', { name: 'แสดงเรื่องร้องเรียนของฉัน' }).click();
      await other.page.waitForLoadState();
      expect(await other.page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    }
    await other.context.close();
    await context.close();
  });
});

/** axe's violations on a page of the site as a browser with JavaScript (axe runs in it) and these cookies gets it. */
async function axeOn(
  path: string,
  cookies: Parameters<BrowserContext['addCookies']>[0] = [],
): Promise<string[]> {
  const { context, page } = await newPage(browser, { ...PHONE, javaScriptEnabled: true });
  await context.addCookies(cookies);
  await page.goto(siteUrl('localhost', path));
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

/** The password of the new-password mail to `to` (Thai), once it has arrived. */
async function passwordMailedTo(to: string): Promise<string> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    for (const mail of await sentMails()) {
      const found = mail.to.includes(to) ? /รหัสผ่านใหม่: (\S+)/.exec(mail.text) : null;
      if (found) return found[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new password mailed to ${to}`);
}
