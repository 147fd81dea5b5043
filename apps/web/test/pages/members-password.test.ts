import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { postForm } from './support/public-form.ts';
import { getWith, logIn, mailedLinkCount, mailedToken, memberJar, tokenMailedBy } from './support/members.ts';
import { DEMO_MEMBER_PASSWORD, demoMember } from '../server/support/demo-seed.ts';

/**
 * A forgotten password: the one answer whoever asks, the reset link's form with requirements.md §7.3's rules, a link
 * used once, and every session of the member ended by the reset.
 */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '500' });
const DEPT = demoMember('dept').email;

const summaryOf = (body: string) =>
  [...pageDom(body).getByRole('alert').querySelectorAll('li')].map((item) =>
    item.textContent?.replace(/^[^:]*: /, ''),
  );

describe('forgot password', () => {
  it('gives the same answer for a member’s address and an unknown one, mailing only the member (Thai)', async () => {
    const page = await suite.get('/th/members/forgot-password');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(pageDom(page.body).getByRole('heading', { level: 1 }).textContent).toBe('ลืมรหัสผ่าน');
    // The file's other tests mail too: only this test's mails count.
    const mailedBefore = suite.deptApi.mails.length;
    const linksBefore = mailedLinkCount(suite.deptApi, DEPT, 'reset-password');
    const known = await postForm(suite, '/th/members/forgot-password', { email: DEPT });
    const unknown = await postForm(suite, '/th/members/forgot-password', { email: 'nobody@example.com' });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/th/members/forgot-password?sent=1');
    }
    const sent = await suite.get('/th/members/forgot-password?sent=1');
    expect(pageDom(sent.body).document.querySelector('[data-forgot-sent]')?.textContent).toContain(
      'หากมีบัญชีที่ใช้อีเมลนี้',
    );
    // dept-api mailed the member, in Thai, and nobody else.
    await mailedToken(suite.deptApi, DEPT, 'reset-password', linksBefore + 1);
    const mails = suite.deptApi.mails
      .slice(mailedBefore)
      .filter((mail) => mail.text.includes('/members/reset-password?token='));
    expect(mails.map((mail) => mail.to)).toEqual([[DEPT]]);
    expect(mails[0]!.subject).toBe('ตั้งรหัสผ่านใหม่สำหรับสมาชิกกรมคุมประพฤติ');
  });

  it('asks for the e-mail in both languages', async () => {
    const en = await postForm(suite, '/en/members/forgot-password', { email: '' });
    expect(en.statusCode).toBe(422);
    expect(summaryOf(en.body)).toEqual(['Please enter your e-mail']);
    const th = await postForm(suite, '/th/members/forgot-password', { email: '' });
    expect(summaryOf(th.body)).toEqual(['กรุณากรอกอีเมล']);
  });
});

describe('reset password', () => {
  it('sets a new password once from the link, ends every session, and the login says so', async () => {
    const before = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    const token = await tokenMailedBy(
      () => postForm(suite, '/en/members/forgot-password', { email: DEPT }),
      suite.deptApi,
      DEPT,
      'reset-password',
    );

    const page = await suite.get(`/en/members/reset-password?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const dom = pageDom(page.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('Set a new password');
    expect(dom.document.querySelector<HTMLInputElement>('input[name="token"]')?.value).toBe(token);
    expect(dom.document.querySelector('[data-password-strength="password"]')).not.toBeNull();

    const weak = await postForm(suite, '/en/members/reset-password', {
      token,
      password: 'abcdefgh',
      confirmPassword: 'abcdefgh',
    });
    expect(weak.statusCode).toBe(422);
    expect(summaryOf(weak.body)).toEqual(['The password needs at least one uppercase letter (A-Z)']);
    const mismatch = await postForm(suite, '/th/members/reset-password', {
      token,
      password: 'New-Password1',
      confirmPassword: 'New-Password2',
    });
    expect(summaryOf(mismatch.body)).toEqual(['รหัสผ่านไม่ตรงกัน']);
    expect(mismatch.body).not.toContain('New-Password');

    const done = await postForm(suite, '/en/members/reset-password', {
      token,
      password: 'New-Password1',
      confirmPassword: 'New-Password1',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/en/members/login?reset=1');
    const login = await suite.get('/en/members/login?reset=1');
    expect(pageDom(login.body).document.querySelector('[data-login-notice]')?.textContent).toBe(
      'Your password is changed: log in with your new password.',
    );
    expect((await getWith(suite, '/en/members/dashboard', before)).statusCode).toBe(302);
    expect((await logIn(suite, DEPT, DEMO_MEMBER_PASSWORD)).statusCode).toBe(400);
    expect((await logIn(suite, DEPT, 'New-Password1')).statusCode).toBe(303);

    const again = await postForm(suite, '/en/members/reset-password', {
      token,
      password: 'Other-Password1',
      confirmPassword: 'Other-Password1',
    });
    expect(again.statusCode).toBe(400);
    expect(pageDom(again.body).document.querySelector('[data-reset-invalid]')?.textContent).toBe(
      'The password reset link is invalid or has expired.',
    );
  });

  it('says a link without a token does not work, and offers a new one (Thai)', async () => {
    const page = await suite.get('/th/members/reset-password');
    const dom = pageDom(page.body);
    expect(dom.document.querySelector('[data-reset-invalid]')?.textContent).toBe(
      'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว',
    );
    expect(dom.getByRole('link', { name: 'ขอลิงก์ใหม่' }).getAttribute('href')).toBe(
      '/th/members/forgot-password',
    );
  });
});
