import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEMO_COMPLAINT_PASSWORD, demoTrackingCode, tables } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { postForm, shownForm } from './support/public-form.ts';

/**
 * A new tracking password by e-mail (decision 0612): the tracking code and the complaint's address, the captcha;
 * the answer is one and the same whatever matched; the new password comes by mail and the old one stops working.
 */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '200' });
const PATH = '/en/forms/track/new-password';
/** A demo complaint of the department (dept-api's seed), with its e-mail address. */
async function demoComplaint(index: number) {
  const trackingCode = demoTrackingCode(0, index);
  const [row] = await suite.deptApi.database.db
    .select()
    .from(tables.complaints)
    .where(eq(tables.complaints.trackingCode, trackingCode));
  return row!;
}
const newPasswordMails = (complaintId: number) =>
  suite.deptApi.database.db
    .select()
    .from(tables.mailOutbox)
    .where(
      and(
        eq(tables.mailOutbox.complaintId, complaintId),
        eq(tables.mailOutbox.kind, 'complaint-new-password'),
      ),
    );
/** The form sent as a browser sends it, its captcha answered; from an address of its own. */
async function ask(fields: { trackingCode: string; email: string }, lang: 'th' | 'en' = 'en') {
  const shown = await shownForm(suite, `/${lang}/forms/track/new-password`, lang);
  const { idempotency_key: _key, ...captcha } = shown.fields;
  return postForm(suite, `/${lang}/forms/track/new-password`, { ...fields, ...captcha });
}
const track = (trackingCode: string, password: string) =>
  postForm(suite, '/en/forms/track', { trackingCode, password });

describe('the new tracking password page', () => {
  it('asks for the tracking code and the complaint’s e-mail, with the captcha, posted to itself; never kept', async () => {
    const page = await suite.get(PATH);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const dom = pageDom(page.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('Get a new tracking password');
    expect(dom.getByLabelText('Tracking code', { exact: false })).toBeTruthy();
    expect(dom.getByLabelText('The e-mail address you gave with the complaint')).toBeTruthy();
    const form = dom.document.querySelector('form[data-public-form="trackNewPassword"]')!;
    expect(form.getAttribute('action')).toBe(PATH);
    expect(form.getAttribute('method')).toBe('post');
    expect(dom.mainText).toContain('1111');
    const thai = pageDom((await suite.get('/th/forms/track/new-password')).body);
    expect(thai.getByRole('heading', { level: 1 }).textContent).toBe('ขอรหัสผ่านใหม่สำหรับติดตามเรื่อง');
  });

  it('is linked from the tracking form', async () => {
    const dom = pageDom((await suite.get('/en/forms/track')).body);
    expect(dom.getByRole('link', { name: 'Get a new one by e-mail' }).getAttribute('href')).toBe(PATH);
  });
});

describe('asking for a new tracking password', () => {
  it('mails a new password when code and e-mail match: the old password fails, the new one opens the complaint', async () => {
    const complaint = await demoComplaint(1);
    const answer = await ask({ trackingCode: complaint.trackingCode, email: complaint.email.toUpperCase() });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${PATH}?sent=1`);
    const sent = pageDom((await suite.get(answer.headers.location as string)).body);
    expect(sent.document.querySelector('[data-new-password-sent]')?.textContent).toContain(
      'a new password is on its way to that address',
    );
    const [mail] = await newPasswordMails(complaint.id);
    expect(mail!.toAddress).toBe(complaint.email);
    const password = /Your new password: (\S+)/.exec(mail!.bodyText)![1]!;
    expect((await track(complaint.trackingCode, DEMO_COMPLAINT_PASSWORD)).statusCode).toBe(404);
    const status = await track(complaint.trackingCode, password);
    expect(status.statusCode).toBe(200);
    expect(pageDom(status.body).mainText).toContain(complaint.reference);
  });

  it('answers a wrong e-mail or an unknown code the same, and sends nothing', async () => {
    const complaint = await demoComplaint(0);
    for (const fields of [
      { trackingCode: complaint.trackingCode, email: 'not.the.complainant@example.com' },
      { trackingCode: 'ZZZZ-ZZZZ', email: complaint.email },
    ]) {
      const answer = await ask(fields);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`${PATH}?sent=1`);
    }
    expect(await newPasswordMails(complaint.id)).toHaveLength(0);
    expect((await track(complaint.trackingCode, DEMO_COMPLAINT_PASSWORD)).statusCode).toBe(200);
  });

  it('shows the form again with what was typed and each problem, in Thai too; nothing is asked of dept-api', async () => {
    const calls = suite.deptApi.calls.sendNewComplaintPassword;
    const answer = await postForm(suite, PATH, { trackingCode: '', email: 'x@' });
    expect(answer.statusCode).toBe(422);
    const dom = pageDom(answer.body);
    expect(dom.document.title.startsWith('Error: ')).toBe(true);
    expect(
      [...dom.getByRole('alert').querySelectorAll('a')].map((link) => link.getAttribute('href')),
    ).toEqual(['#field-trackingCode', '#field-email', '#field-captcha']);
    expect(
      (dom.getByLabelText('The e-mail address you gave with the complaint') as HTMLInputElement).value,
    ).toBe('x@');
    const thai = await postForm(suite, '/th/forms/track/new-password', {
      trackingCode: 'DEM1-0001',
      email: '',
    });
    expect(pageDom(thai.body).document.getElementById('field-email-error')?.textContent).toBe(
      'ข้อผิดพลาด: กรุณากรอกอีเมล',
    );
    expect(suite.deptApi.calls.sendNewComplaintPassword).toBe(calls);
  });

  it('says when to try again after too many, and that nothing changed when dept-api is down', async () => {
    const fields = { trackingCode: 'DEM1-0001', email: 'someone@example.com' };
    suite.deptApi.failWith('sendNewComplaintPassword', 429, 1);
    const tooMany = await ask(fields);
    expect(tooMany.statusCode).toBe(429);
    expect(pageDom(tooMany.body).getByRole('alert').textContent).toMatch(/try again in \d+ minutes/);
    suite.deptApi.failWith('sendNewComplaintPassword', 503, 1);
    const down = await ask(fields);
    expect(down.statusCode).toBe(503);
    const dom = pageDom(down.body);
    expect(dom.getByRole('alert').textContent).toContain('nothing was changed');
    expect((dom.getByLabelText('Tracking code', { exact: false }) as HTMLInputElement).value).toBe(
      'DEM1-0001',
    );
  });
});
