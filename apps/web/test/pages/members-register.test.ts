import { beforeAll, describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { postForm, shownForm } from './support/public-form.ts';
import {
  getWith,
  logIn,
  mailedToken,
  memberJar,
  registerMember,
  UNVERIFIED_MEMBER,
} from './support/members.ts';
import { DEMO_MEMBER_PASSWORD, demoMember } from '../server/support/demo-seed.ts';

/**
 * Registration and the e-mail verification: requirements.md §7.1's fields and §4.2's messages in both languages, the
 * strength meter, dept-api's refusals, the mail's link, the verify screen's states and its countdown.
 */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '500' });
const UNVERIFIED = UNVERIFIED_MEMBER;

beforeAll(() => registerMember(suite.deptApi, UNVERIFIED));

/** The mails dept-api has sent to an address. */
const mailsTo = (address: string) => suite.deptApi.mails.filter((mail) => mail.to.includes(address));

async function register(fields: Record<string, string>, lang: 'th' | 'en' = 'en') {
  const { fields: hidden } = await shownForm(suite, `/${lang}/members/register`, lang);
  return postForm(suite, `/${lang}/members/register`, {
    captcha_token: hidden.captcha_token,
    captcha_answer: hidden.captcha_answer,
    ...fields,
  });
}

const somchai = {
  username: 'somchai.k',
  firstName: 'สมชาย',
  lastName: 'กล้าหาญ',
  email: 'somchai.k@example.com',
  password: 'Khun-Somchai1',
  confirmPassword: 'Khun-Somchai1',
  acceptAgreement: 'true',
};

const summaryOf = (body: string) =>
  [...pageDom(body).getByRole('alert').querySelectorAll('li')].map((item) =>
    item.textContent?.replace(/^[^:]*: /, ''),
  );

describe('the registration form', () => {
  it('asks for requirements.md §7.1’s fields (Thai), with the strength meter and the agreement, never kept', async () => {
    const page = await suite.get('/th/members/register');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const dom = pageDom(page.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('สมัครสมาชิก');
    for (const [label, name] of [
      ['ชื่อผู้ใช้', 'username'],
      ['ชื่อ', 'firstName'],
      ['นามสกุล', 'lastName'],
      ['อีเมล', 'email'],
      ['รหัสผ่าน', 'password'],
      ['ยืนยันรหัสผ่าน', 'confirmPassword'],
    ]) {
      expect(dom.getByLabelText(label!).getAttribute('name')).toBe(name);
    }
    expect(dom.getByLabelText(/ข้าพเจ้ายอมรับข้อตกลง/).getAttribute('type')).toBe('checkbox');
    const meter = dom.document.querySelector<HTMLElement>('[data-password-strength="password"]')!;
    expect(meter.hidden).toBe(true);
    expect([meter.dataset.textWeak, meter.dataset.textMedium, meter.dataset.textStrong]).toEqual([
      'ง่าย',
      'ปานกลาง',
      'ปลอดภัยสูง',
    ]);
    expect(
      dom.document.querySelector('form[data-public-form="memberRegister"]')?.getAttribute('action'),
    ).toBe('/th/members/register');
  });

  it('names requirements.md §4.2’s messages for an empty form, in English and Thai', async () => {
    const expected = {
      en: [
        'Please enter a username',
        'Please enter your first name',
        'Please enter your last name',
        'Please enter your e-mail',
        'Please enter your password',
        'Please confirm your password',
        'Please accept the agreement',
        'Please verify you are not a robot',
      ],
      th: [
        'กรุณากรอกชื่อผู้ใช้',
        'กรุณากรอกชื่อ',
        'กรุณากรอกนามสกุล',
        'กรุณากรอกอีเมล',
        'กรุณากรอกรหัสผ่าน',
        'กรุณายืนยันรหัสผ่าน',
        'กรุณายอมรับข้อตกลง',
        'กรุณายืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติ',
      ],
    };
    for (const lang of ['en', 'th'] as const) {
      const response = await postForm(suite, `/${lang}/members/register`, {
        captcha_token: 'x',
        captcha_answer: '1',
      });
      expect(response.statusCode).toBe(422);
      expect(summaryOf(response.body)).toEqual(expected[lang]);
    }
  });

  it('holds the password to requirements.md §7.3’s criteria and the confirmation to the password; keeps the rest, never the passwords', async () => {
    const short = await register({ ...somchai, password: 'Ab1-xyz', confirmPassword: 'Ab1-xyz' });
    expect(summaryOf(short.body)).toEqual(['Password should be at least 8 characters']);
    const noDigit = await register({ ...somchai, password: 'Abc-defgh', confirmPassword: 'Abc-defgh' }, 'th');
    expect(summaryOf(noDigit.body)).toEqual(['รหัสผ่านต้องมีตัวเลข (0-9) อย่างน้อย 1 ตัว']);
    const mismatch = await register({ ...somchai, confirmPassword: 'Khun-Somchai2' });
    expect(summaryOf(mismatch.body)).toEqual(['Password does not match']);
    const dom = pageDom(mismatch.body);
    expect((dom.getByLabelText('Username') as HTMLInputElement).value).toBe('somchai.k');
    expect((dom.getByLabelText('E-mail') as HTMLInputElement).value).toBe('somchai.k@example.com');
    expect((dom.getByLabelText(/I agree/) as HTMLInputElement).checked).toBe(true);
    expect((dom.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(mismatch.body).not.toContain('Khun-Somchai');
  });

  it('says a username is taken (dept-api’s 422) on the field', async () => {
    const response = await register({
      ...somchai,
      username: demoMember('dept').username,
      email: 'other@example.com',
    });
    expect(response.statusCode).toBe(422);
    expect(summaryOf(response.body)).toEqual(['This username is taken: please choose another']);
    expect(pageDom(response.body).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a member to the dashboard', async () => {
    const jar = await memberJar(suite, demoMember('dept').email, DEMO_MEMBER_PASSWORD);
    const response = await getWith(suite, '/en/members/register', jar);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/members/dashboard');
  });
});

describe('from registration to the first login', () => {
  it('registers, mails the link in the member’s language, verifies once, then logs in (Thai)', async () => {
    const response = await register(somchai, 'th');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/th/members/register?sent=1');
    const sent = await suite.get('/th/members/register?sent=1');
    expect(pageDom(sent.body).getByRole('heading', { level: 1 }).textContent).toBe('กรุณาตรวจสอบอีเมล');

    const token = await mailedToken(suite.deptApi, somchai.email, 'verify');
    const [mail] = mailsTo(somchai.email);
    // In the member's language, leading to the Thai page of the site.
    expect(mail!.subject).toMatch(/^ยืนยันอีเมล/);
    expect(mail!.text).toContain(`/th/members/verify?token=`);
    // Not verified yet: the login says so.
    const early = await logIn(suite, somchai.email, somchai.password, { lang: 'th' });
    expect(early.statusCode).toBe(403);

    const verifying = await suite.get(`/th/members/verify?token=${token}`);
    expect(verifying.statusCode).toBe(200);
    expect(verifying.headers['referrer-policy']).toBe('same-origin');
    const dom = pageDom(verifying.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('กำลังยืนยันอีเมล');
    const form = dom.document.querySelector<HTMLFormElement>('form[data-auto-submit]')!;
    expect(form.getAttribute('action')).toBe('/th/members/verify');
    // The GET used nothing up: the link is still good.
    expect(suite.deptApi.calls.memberVerifyEmail).toBe(0);

    const verified = await postForm(suite, '/th/members/verify', { token });
    expect(verified.statusCode).toBe(200);
    const result = pageDom(verified.body);
    expect(result.document.querySelector('[data-verify-result]')?.textContent).toBe(
      'ยืนยันอีเมลของท่านเรียบร้อยแล้ว ท่านสามารถเข้าสู่ระบบได้ทันที',
    );
    const countdown = result.document.querySelector<HTMLElement>('[data-countdown]')!;
    expect(countdown.getAttribute('role')).toBe('timer');
    expect(countdown.querySelector('[data-countdown-seconds]')?.textContent).toBe('10');
    expect(countdown.textContent).toContain('ระบบจะพาไปที่หน้าเข้าสู่ระบบใน 10 วินาที');
    expect(countdown.querySelector('a')?.getAttribute('href')).toBe('/th/members/login');

    const login = await logIn(suite, somchai.email, somchai.password, { lang: 'th' });
    expect(login.statusCode).toBe(303);

    const again = await postForm(suite, '/th/members/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(pageDom(again.body).document.querySelector('[data-verify-result]')?.textContent).toBe(
      'ลิงก์ยืนยันไม่ถูกต้องหรือหมดอายุแล้ว',
    );
  });

  it('says requirements.md §4.2’s text for a link that is invalid or has expired, and offers to register again', async () => {
    for (const url of ['/en/members/verify', '/en/members/verify?token=%3Cscript%3E']) {
      const page = await suite.get(url);
      const dom = pageDom(page.body);
      expect(dom.document.querySelector('[data-verify-result]')?.textContent).toBe(
        'The verification link is invalid or has expired.',
      );
      expect(dom.getByRole('link', { name: 'Register again' }).getAttribute('href')).toBe(
        '/en/members/register',
      );
      expect(dom.document.querySelector('[data-countdown]')?.textContent).toContain(
        'Going to the registration page in 10 seconds.',
      );
    }
    const unknown = await postForm(suite, '/en/members/verify', { token: 'not-a-token-dept-api-knows' });
    expect(unknown.statusCode).toBe(400);
  });

  it('says to try again later when dept-api cannot verify now', async () => {
    suite.deptApi.failWith('memberVerifyEmail', 503, 1);
    const response = await postForm(suite, '/en/members/verify', { token: 'some-token' });
    expect(response.statusCode).toBe(503);
    expect(pageDom(response.body).getByRole('heading', { level: 1 }).textContent).toBe(
      'Verification not possible just now',
    );
  });
});

describe('a new verification link', () => {
  it('is offered by the login and the failed link, and sent only to an unverified address (the same answer for all)', async () => {
    const login = await logIn(suite, UNVERIFIED.email, UNVERIFIED.password);
    expect(
      pageDom(login.body).getByRole('link', { name: 'Send me a new verification link' }).getAttribute('href'),
    ).toBe('/en/members/verify?resend=1');
    const failed = await suite.get('/th/members/verify');
    expect(pageDom(failed.body).getByRole('link', { name: 'ขอลิงก์ยืนยันอีเมลใหม่' }).getAttribute('href')).toBe(
      '/th/members/verify?resend=1',
    );
    const page = await suite.get('/en/members/verify?resend=1');
    expect(pageDom(page.body).getByRole('heading', { level: 1 }).textContent).toBe(
      'Get a new verification link',
    );

    const before = suite.deptApi.mails.length;
    const unverified = await postForm(suite, '/en/members/verify', { email: UNVERIFIED.email });
    const unknown = await postForm(suite, '/en/members/verify', { email: 'nobody@example.com' });
    for (const response of [unverified, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(pageDom(response.body).document.querySelector('[data-verify-resent]')?.textContent).toBe(
        'If this address still needs verifying, we have sent it a new link. The link works for 24 hours.',
      );
    }
    // A second verification link to the unverified address, in English; nothing to the unknown one.
    const link = await mailedToken(suite.deptApi, UNVERIFIED.email, 'verify', 2);
    expect(link).toMatch(/\S{20,}/);
    expect(suite.deptApi.mails.slice(before).map((mail) => mail.to)).toEqual([[UNVERIFIED.email]]);
    const empty = await postForm(suite, '/th/members/verify', { email: '' });
    expect(empty.statusCode).toBe(422);
    expect(summaryOf(empty.body)).toEqual(['กรุณากรอกอีเมล']);
  });
});
