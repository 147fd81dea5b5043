import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { demoMember } from '../src/seed/demo-members.ts';
import { expectAnswer, type TestApi } from './helpers/test-api.ts';
import type { ReceivedMail, SmtpSink } from './helpers/smtp-sink.ts';
import { startSmtpTestApi } from './helpers/smtp-test-api.ts';

let smtp: SmtpSink;
let api: TestApi;
let token: string;
let close: () => Promise<void>;
const now = new Date('2026-11-25T03:00:00.000Z');
beforeAll(async () => {
  ({ smtp, api, token, close } = await startSmtpTestApi(() => now));
});
afterAll(() => close());

function post(url: string, site: string, payload: object) {
  return api.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'x-site-id': site },
    payload,
  });
}

async function mailTo(address: string, count = 1): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = smtp.mails.filter((mail) => mail.to.includes(address));
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail ${count} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function linkToken(text: string, page: string): string {
  const match = new RegExp(`(http://[^\\s]+/members/${page}\\?token=([A-Za-z0-9_-]{43}))`).exec(text);
  if (!match) throw new Error(`no ${page} link in:\n${text}`);
  return match[2]!;
}

describe('members’ mail through a real SMTP server', () => {
  it('sends an English verification link on the site’s own origin, and the link verifies', async () => {
    const response = await post('/member/signup/', DEMO_SITE_IDS.chiangmai, {
      username: 'jane',
      name: 'Jane',
      surname: 'Doe',
      email: 'jane@example.org',
      password: 'Jane-Doe-2026',
      confirm_password: 'Jane-Doe-2026',
      accept_agreement: true,
      captcha_verified: true,
      lang: 'en',
      sender_ip: '203.0.113.21',
    });
    expectAnswer(response, 201, 'MemberAccepted');
    const mail = await mailTo('jane@example.org');
    expect(mail.subject).toBe(
      'Confirm your e-mail address for the Chiang Mai Provincial Probation Office website',
    );
    expect(mail.text).toContain('http://chiangmai.localhost:3000/en/members/verify?token=');
    expect(mail.text).toContain('within 24 hours');
    expect(mail.text).not.toMatch(/[\u0E00-\u0E7F]/);
    expect(mail.text).not.toContain('Jane');
    const verified = await post('/member/verify-email', DEMO_SITE_IDS.chiangmai, {
      token: linkToken(mail.text, 'verify'),
    });
    expectAnswer(verified, 200, 'MemberAccepted');
  });

  it('sends a Thai reset link that works once', async () => {
    const member = demoMember('dept');
    await post('/member/forgot-password', DEMO_SITE_IDS.dept, {
      email: member.email,
      lang: 'th',
      sender_ip: '203.0.113.22',
    });
    const mail = await mailTo(member.email);
    expect(mail.subject).toBe('ตั้งรหัสผ่านใหม่สำหรับสมาชิกกรมคุมประพฤติ');
    expect(mail.text).toContain('http://localhost:3000/th/members/reset-password?token=');
    expect(mail.text).toContain('ภายใน 1 ชั่วโมง');
    const reset = {
      token: linkToken(mail.text, 'reset-password'),
      password: 'Demo-Member2',
      confirm_password: 'Demo-Member2',
    };
    expectAnswer(await post('/member/reset-password', DEMO_SITE_IDS.dept, reset), 200, 'MemberAccepted');
    const again = await post('/member/reset-password', DEMO_SITE_IDS.dept, reset);
    expect(expectAnswer<{ code: string }>(again, 400, 'MemberFailure').code).toBe('reset_invalid');
  });

  it('confirms a newsletter subscription by mail; the welcome carries RFC 8058 one-click unsubscribe headers that work', async () => {
    await post('/member/newsletter/subscribe', DEMO_SITE_IDS.khonkaen, {
      email: 'reader@example.org',
      types: ['news', 'jobs'],
      lang: 'th',
      sender_ip: '203.0.113.23',
    });
    const confirmation = await mailTo('reader@example.org');
    expect(confirmation.subject).toBe('ยืนยันการรับจดหมายข่าวสำนักงานคุมประพฤติจังหวัดขอนแก่น');
    expect(confirmation.headers.has('list-unsubscribe')).toBe(false);
    const confirmed = await post('/member/newsletter/confirm', DEMO_SITE_IDS.khonkaen, {
      token: linkToken(confirmation.text, 'e-news/confirm'),
    });
    expectAnswer(confirmed, 200, 'NewsletterSubscriptionAnswer');

    const welcome = await mailTo('reader@example.org', 2);
    expect(welcome.text).toContain('- ข่าวประชาสัมพันธ์');
    expect(welcome.text).toContain('- ประกาศรับสมัครงาน');
    expect(welcome.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = welcome.headers.get('list-unsubscribe') ?? '';
    const match =
      /^<(http:\/\/khonkaen\.localhost:3000\/th\/members\/e-news\/unsubscribe\?token=([A-Za-z0-9_-]{43}))>$/.exec(
        header,
      );
    expect(match, header).not.toBeNull();
    expect(welcome.text).toContain(match![1]);
    const gone = await post('/member/newsletter/unsubscribe', DEMO_SITE_IDS.khonkaen, { token: match![2] });
    expectAnswer(gone, 200, 'MemberAccepted');
  });
});
