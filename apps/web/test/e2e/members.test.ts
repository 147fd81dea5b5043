import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launchBrowser, newPage, siteUrl } from './browser.ts';
import { linkInMail } from './mail.ts';

/**
 * The members' journey in Chromium against the real product, on two sites in both languages:
 * register → the verification mail from dept-api's SMTP → verify → log in → edit the profile with a picture →
 * change the password → choose e-newsletters (select all) → log out; axe-core clean on each screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An 8 × 8 PNG that dept-api's image library decodes. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4sdAKK2IYWhIAEa9owTm5AY0AAAAASUVORK5CYII=',
  'base64',
);

const TEXTS = {
  th: {
    registered: 'กรุณาตรวจสอบอีเมล',
    verified: 'ยืนยันอีเมลของท่านเรียบร้อยแล้ว ท่านสามารถเข้าสู่ระบบได้ทันที',
    paused: 'หยุดนับเวลาไว้ขณะที่ท่านอยู่ตรงนี้',
    dashboard: 'บัญชีของฉัน',
    saved: 'บันทึกข้อมูลส่วนตัวเรียบร้อยแล้ว',
    strong: 'ปลอดภัยสูง',
    loggedOut: 'ท่านออกจากระบบแล้ว',
    logout: 'ออกจากระบบ',
  },
  en: {
    registered: 'Check your e-mail',
    verified: 'Your e-mail address is verified: you can log in now.',
    paused: 'Paused while you are here.',
    dashboard: 'My account',
    saved: 'Your profile is saved.',
    strong: 'Strong',
    loggedOut: 'You have logged out.',
    logout: 'Log out',
  },
} as const;

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}

/** Submits a members form once its captcha's proof of work is solved in the background (as a visitor would). */
async function submitWithCaptcha(page: Page): Promise<void> {
  await page.locator('[data-captcha-body][data-solved="true"]').waitFor({ timeout: 30_000 });
  await page.locator('form[data-public-form] button[type="submit"]').click();
}

describe('a members form with JavaScript', () => {
  it('checks requirements.md §7.3’s rules first; the error summary takes focus and links to the fields', async () => {
    const { context, page } = await newPage(browser, { bypassCSP: true });
    await page.goto(siteUrl('localhost', '/en/members/login'));
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('form[data-public-form] button[type="submit"]').click();
    const summary = page.locator('[data-error-summary]');
    await summary.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    expect(
      await summary.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent)),
    ).toEqual([
      'E-mail: Please enter your e-mail',
      'Password: Please enter your password',
      'Check that you are a person: Please verify you are not a robot',
    ]);
    // Nothing was sent: the script checked first.
    expect(page.url()).toBe(siteUrl('localhost', '/en/members/login'));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe.each([
  { host: 'localhost', lang: 'th' as const, code: 'dept-th' },
  { host: 'localhost', lang: 'en' as const, code: 'dept-en' },
  { host: 'chiangmai.localhost', lang: 'th' as const, code: 'chiangmai-th' },
  { host: 'chiangmai.localhost', lang: 'en' as const, code: 'chiangmai-en' },
])('a member of $host ($lang), from registration to logging out', ({ host, lang, code }) => {
  it('registers, verifies, logs in, edits the profile, changes the password, subscribes and logs out', async () => {
    const texts = TEXTS[lang];
    const { context, page } = await newPage(browser, { bypassCSP: true });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const url = (path: string) => siteUrl(host, `/${lang}/members/${path}`);
    const email = `journey-${code}@example.com`;
    const password = 'Journey-Pass1';
    const newPassword = 'Journey-Pass2-longer';

    // Register (JavaScript checks first; the captcha is solved in the background).
    await page.goto(url('register'));
    await expectAxeClean(page, 'register');
    await page.fill('#field-username', `journey-${code}`);
    await page.fill('#field-firstName', lang === 'th' ? 'สมศรี' : 'Somsri');
    await page.fill('#field-lastName', lang === 'th' ? 'มีสุข' : 'Meesuk');
    await page.fill('#field-email', email);
    await page.fill('#field-password', password);
    await page.fill('#field-confirmPassword', password);
    await page.check('#field-acceptAgreement');
    await submitWithCaptcha(page);
    await page.waitForURL(/\/members\/register\?sent=1$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.registered);

    // The verification mail, through dept-api's SMTP; its link leads to this site in this language.
    const link = await linkInMail(email, /http:\/\/\S+\/members\/verify\?token=[A-Za-z0-9_-]+/);
    expect(link.startsWith(siteUrl(host, `/${lang}/members/verify?token=`))).toBe(true);
    await page.goto(link);
    const result = page.locator('[data-verify-result="success"]');
    await result.waitFor();
    expect(await result.textContent()).toBe(texts.verified);
    const countdown = page.locator('[data-countdown]');
    await countdown.waitFor({ state: 'visible' });
    // Focus on the countdown pauses it, and says so (WCAG 2.2.1).
    await countdown.locator('a').focus();
    await page.locator('[data-countdown-paused]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-countdown-paused]').textContent()).toBe(texts.paused);
    const pausedAt = await page.locator('[data-countdown-seconds]').textContent();
    await page.waitForTimeout(1500);
    expect(await page.locator('[data-countdown-seconds]').textContent()).toBe(pausedAt);
    await expectAxeClean(page, 'verified');

    // Log in (the link in the countdown goes to the login page at once).
    await countdown.locator('a').click();
    await page.waitForURL(/\/members\/login$/);
    await expectAxeClean(page, 'login');
    await page.fill('#field-email', email);
    await page.fill('#field-password', password);
    await submitWithCaptcha(page);
    await page.waitForURL(/\/members\/dashboard$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.dashboard);
    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === 'members_access_token');
    expect(token).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(cookies.find((cookie) => cookie.name === 'members_access_email')).toMatchObject({
      httpOnly: true,
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain('members_access');
    await expectAxeClean(page, 'dashboard');

    // Edit the profile with a picture.
    await page.goto(url('profile/edit'));
    await expectAxeClean(page, 'profile edit');
    await page.fill('#field-phone', '081 234 5678');
    await page.fill('#field-birthday', '1990-05-31');
    await page.selectOption('#field-gender', 'female');
    await page.setInputFiles('#field-picture', { name: 'me.png', mimeType: 'image/png', buffer: PICTURE });
    await page.locator('form[data-public-form] button[type="submit"]').click();
    await page.waitForURL(/\/members\/profile\?saved=1$/);
    expect(await page.locator('[data-profile-saved]').textContent()).toBe(texts.saved);
    const picture = page.locator('img.members__picture');
    await picture.waitFor();
    expect(
      await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);
    await expectAxeClean(page, 'profile');

    // Change the password; the meter says how strong the new one is.
    await page.goto(url('change-password'));
    await page.fill('#field-currentPassword', password);
    await page.fill('#field-password', newPassword);
    await page.locator('[data-password-strength]').waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('[data-strength-text]').textContent()).toBe(texts.strong);
    await page.fill('#field-confirmPassword', newPassword);
    await expectAxeClean(page, 'change password');
    await page.locator('form[data-public-form] button[type="submit"]').click();
    await page.waitForURL(/\/members\/change-password\?changed=1$/);

    // Choose e-newsletters: select all ticks every type.
    await page.goto(url('e-news/edit'));
    await page.locator('input[data-select-all]').check();
    const boxes = page.locator('input[name="types"]');
    const types = await boxes.count();
    expect(types).toBeGreaterThan(1);
    for (const checked of await boxes.evaluateAll((inputs: HTMLInputElement[]) =>
      inputs.map((i) => i.checked),
    ))
      expect(checked).toBe(true);
    await expectAxeClean(page, 'e-news edit');
    await page.locator('.members__content form button[type="submit"]').click();
    await page.waitForURL(/\/members\/e-news\?saved=1$/);
    expect(await page.locator('[data-enews-types] li').count()).toBe(types);

    // Log out from the header: both cookies gone, the token no longer works.
    await page.locator('.topbar__logout button').click();
    await page.waitForURL(/\/members\/login\?loggedOut=1$/);
    expect(await page.locator('[data-login-notice]').textContent()).toBe(texts.loggedOut);
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('members_'))).toEqual([]);
    await context.addCookies([{ ...token!, value: token!.value }]);
    await page.goto(url('dashboard'));
    await page.waitForURL(/\/members\/login\?next=/);

    expect(errors).toEqual([]);
    await context.close();
  });
});
