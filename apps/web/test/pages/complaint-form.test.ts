import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FormTopicList } from '@probation/contract';
import { DEMO_SITE_IDS, tables } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import { optionTexts, pageDom, type PageDom } from './support/page-dom.ts';
import { formsSent, freshEmail, PDF, postForm, shownForm, storedAttachments } from './support/public-form.ts';

/** The complaint form: a plain multipart form; its answer is the confirmation with the tracking code. */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '200' });
const TRACK = `/site/${DEMO_SITE_IDS.dept}/forms/complaint/track`;
/** How many complaints dept-api holds. */
const filedCount = async () => (await suite.deptApi.database.db.select().from(tables.complaints)).length;
/** The tracking code and password a confirmation shows (the password only the first time). */
const credentialsOn = (dom: PageDom) => ({
  trackingCode: dom.document.querySelector('[data-tracking-code]')?.textContent ?? '',
  password: dom.document.querySelector('[data-tracking-password]')?.textContent,
});
/** dept-api's own answer to tracking a complaint with these credentials. */
const track = (trackingCode: string, password: string) =>
  suite.deptApi.send('gateway', 'POST', TRACK, {
    tracking_code: trackingCode,
    password,
    lang: 'en',
    // Another address than the visitor's, so these checks never count towards the visitor's tries.
    sender_ip: '192.0.2.10',
  });

const VISITOR = {
  firstName: 'Somchai',
  lastName: 'Jaidee',
  phone: '081 234 5678',
  email: 'somchai@example.com',
  extraPhone: '02 141 4749',
  complaintType: 'service-delay',
  detail: 'The office was closed during its opening hours on 3 November.',
};

async function sendable(lang: 'th' | 'en' = 'en') {
  const shown = await shownForm(suite, `/${lang}/forms/complaint`, lang);
  return { shown, fields: { ...VISITOR, email: freshEmail('somchai'), ...shown.fields } };
}

/** The sealed receipt cookie an answer sets (for each language's complaint form path), as a Cookie header. */
const receiptCookie = (response: LightMyRequestResponse) => {
  const set = response.cookies.filter((cookie) => cookie.name === 'complaint_receipt');
  return set.length > 0 ? `complaint_receipt=${set[0]!.value}` : undefined;
};
/** The confirmation page as the browser that sent the complaint gets it (its cookie), or another browser (none). */
const confirmation = (cookie: string | undefined, lang: 'th' | 'en' = 'en', host = 'localhost:3000') =>
  suite.app.inject({
    method: 'GET',
    url: `/${lang}/forms/complaint/sent`,
    headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
/** Sent without JavaScript: the 303 to the confirmation, then the confirmation itself. */
async function sentAndShown(response: LightMyRequestResponse, lang: 'th' | 'en' = 'en') {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(`/${lang}/forms/complaint/sent`);
  const cookie = receiptCookie(response);
  const page = await confirmation(cookie, lang);
  return { page, dom: pageDom(page.body), cookie };
}

const post = (
  fields: Record<string, string>,
  options: Parameters<typeof postForm>[3] & { lang?: 'th' | 'en' } = {},
) => postForm(suite, `/${options.lang ?? 'en'}/forms/complaint`, fields, options);

describe('the complaint form page', () => {
  it('labels every field in Thai, offers the site’s complaint types, links tracking and the privacy notice', async () => {
    const { shown } = await sendable('th');
    const { page, dom } = shown;
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-page-cache']).toBe('bypass');
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('ร้องเรียน ร้องทุกข์');
    for (const label of [
      'ชื่อ',
      'นามสกุล',
      'เบอร์โทรศัพท์',
      'อีเมล',
      'เบอร์โทรศัพท์อื่น (ถ้ามี)',
      'ประเภทเรื่องร้องเรียน',
      'รายละเอียดเรื่องร้องเรียน',
      'แนบไฟล์ (ถ้ามี)',
      'กำหนดรหัสผ่านสำหรับติดตามเรื่องเอง (ถ้ามี)',
    ]) {
      expect(dom.getByLabelText(label)).toBeTruthy();
    }
    const types = await suite.deptApi.read<FormTopicList>(
      `/site/${DEMO_SITE_IDS.dept}/forms/complaint/topics?lang=th`,
    );
    expect(types.data.length).toBeGreaterThan(2);
    expect(optionTexts(dom.getByLabelText('ประเภทเรื่องร้องเรียน'))).toEqual([
      'เลือกประเภทเรื่องร้องเรียน',
      ...types.data.map((type) => type.name),
    ]);
    expect(dom.getByRole('link', { name: 'ประกาศความเป็นส่วนตัว' }).getAttribute('href')).toBe('/th/privacy');
    expect(dom.getAllByRole('link', { name: 'ติดตามเรื่องร้องเรียน' })[0]!.getAttribute('href')).toBe(
      '/th/forms/track',
    );
    const form = dom.document.querySelector('form[data-public-form="complaint"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe('/th/forms/complaint');
    const files = dom.getByLabelText('แนบไฟล์ (ถ้ามี)') as HTMLInputElement;
    expect(files.multiple).toBe(true);
    expect(files.dataset.maxFiles).toBe('5');
  });

  it('takes the limits of its fields from @probation/forms’ one table', async () => {
    const { dom } = (await sendable()).shown;
    const maxOf = (label: string) => dom.getByLabelText(label).getAttribute('maxlength');
    expect(maxOf('First name')).toBe('100');
    expect(maxOf('E-mail')).toBe('254');
    expect(maxOf('Phone')).toBe('40');
    expect(maxOf('What happened')).toBe('5000');
    expect(maxOf('Choose your own tracking password (optional)')).toBe('128');
  });
});

describe('sending the complaint form without JavaScript', () => {
  it('files it with its files and leads to its confirmation: tracking code and password, no-store, never in a URL', async () => {
    const { fields } = await sendable();
    const response = await post(fields, {
      files: [
        { name: 'letter.pdf', type: 'application/pdf', bytes: PDF },
        { name: 'second.pdf', type: 'application/pdf', bytes: PDF },
      ],
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const { page, dom } = await sentAndShown(response);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-page-cache']).toBe('bypass');
    const sent = formsSent(suite.deptApi, 'complaintForm').at(-1)!;
    expect(sent.fields).toMatchObject({
      first_name: 'Somchai',
      last_name: 'Jaidee',
      phone: '081 234 5678',
      email: fields.email,
      extra_phone: '02 141 4749',
      complaint_type: 'service-delay',
      lang: 'en',
      sender_ip: '127.0.0.1',
    });
    expect(sent.fields.password).toBeUndefined();
    expect(sent.files.map((file) => [file.name, file.type])).toEqual([
      ['letter.pdf', 'application/pdf'],
      ['second.pdf', 'application/pdf'],
    ]);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('Complaint received');
    // The code and password shown open the complaint dept-api filed, with both files.
    expect(response.headers.location).not.toContain(credentialsOn(dom).password!);
    const { trackingCode, password } = credentialsOn(dom);
    const tracked = await track(trackingCode, password!);
    expect(tracked.status).toBe(200);
    const { reference } = tracked.body as { reference: string };
    expect(dom.mainText).toContain(reference);
    const [complaint] = await suite.deptApi.database.db
      .select()
      .from(tables.complaints)
      .where(eq(tables.complaints.reference, reference));
    expect(complaint).toMatchObject({
      email: fields.email,
      complaintType: 'service-delay',
      status: 'received',
    });
    const files = await storedAttachments(suite.deptApi, 'complaintId', complaint!.id);
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['letter.pdf', 'pdf'],
      ['second.pdf', 'pdf'],
    ]);
    expect(dom.mainText).toContain('this page shows it again only in this browser, for 30 minutes');
    // Shown by the page's script (it needs JavaScript); without it, the page says how to print.
    expect(dom.document.querySelector('button[data-print]')?.textContent).toBe('Print or save this page');
    expect(dom.mainText).toContain('Use your browser’s Print command');
  });

  it('never shows a password the visitor chose', async () => {
    const { fields } = await sendable();
    const response = await post({ ...fields, password: 'my own secret 42' });
    const { page, dom } = await sentAndShown(response);
    expect(page.body).not.toContain('my own secret 42');
    expect(formsSent(suite.deptApi, 'complaintForm').at(-1)!.fields.password).toBe('my own secret 42');
    const { trackingCode, password } = credentialsOn(dom);
    expect(password).toBeUndefined();
    expect((await track(trackingCode, 'my own secret 42')).status).toBe(200);
    expect(dom.mainText).toContain('The password you chose');
  });

  it('shows the form again with what was typed (never the password), each problem and a summary (422)', async () => {
    const filed = await filedCount();
    const { fields } = await sendable();
    const response = await post({
      ...fields,
      firstName: '',
      phone: '1234',
      complaintType: '',
      password: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['cache-control']).toBe('no-store');
    const dom = pageDom(response.body);
    expect(dom.document.title.startsWith('Error: Make a complaint')).toBe(true);
    const summary = dom.getByRole('alert');
    expect(
      [...summary.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['First name: Enter name', '#field-firstName'],
      ['Phone: Enter a Thai mobile or landline number, such as 081 234 5678 or 02 141 4749', '#field-phone'],
      ['Complaint type: Choose topic to report', '#field-complaintType'],
      [
        'Choose your own tracking password (optional): Password should be at least 8 characters',
        '#field-password',
      ],
    ]);
    expect((dom.getByLabelText('What happened', { exact: false }) as HTMLTextAreaElement).value).toBe(
      VISITOR.detail,
    );
    expect((dom.getByLabelText('E-mail', { exact: false }) as HTMLInputElement).value).toBe(fields.email);
    expect(
      (dom.getByLabelText('Choose your own tracking password', { exact: false }) as HTMLInputElement).value,
    ).toBe('');
    expect(response.body).not.toContain('value="short"');
    expect(await filedCount()).toBe(filed);
  });

  it('says requirements.md §4.2’s messages in Thai', async () => {
    const { fields } = await sendable('th');
    const response = await post({ ...fields, lastName: '', detail: '', email: 'x@' }, { lang: 'th' });
    const dom = pageDom(response.body);
    expect(dom.document.getElementById('field-lastName-error')?.textContent).toBe('ข้อผิดพลาด: กรุณากรอกนามสกุล');
    expect(dom.document.getElementById('field-email-error')?.textContent).toBe(
      'ข้อผิดพลาด: กรุณากรอกอีเมลให้ถูกต้อง',
    );
    expect(dom.document.getElementById('field-detail-error')?.textContent).toBe('ข้อผิดพลาด: กรุณากรอกข้อความ');
  });

  it('refuses a file by what it is, an oversize file, and a sixth file', async () => {
    const filed = await filedCount();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const disguised = await post((await sendable()).fields, {
      files: [{ name: 'report.pdf', type: 'application/pdf', bytes: html }],
    });
    expect(disguised.statusCode).toBe(422);
    expect(pageDom(disguised.body).document.getElementById('field-attachments-error')?.textContent).toBe(
      'Error: Choose file in correct format: PDF, JPG, JPEG, PNG or GIF',
    );
    const large = new Uint8Array(5 * 1024 * 1024 + 10);
    large.set(PDF);
    const tooLarge = await post((await sendable()).fields, {
      files: [{ name: 'big.pdf', type: 'application/pdf', bytes: large }],
    });
    expect(tooLarge.statusCode).toBe(422);
    expect(pageDom(tooLarge.body).document.getElementById('field-attachments-error')?.textContent).toBe(
      'Error: File not over 5 MB',
    );
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: `f${i}.pdf`,
      type: 'application/pdf',
      bytes: PDF,
    }));
    const tooMany = await post((await sendable()).fields, { files: six });
    expect(tooMany.statusCode).toBe(422);
    expect(pageDom(tooMany.body).document.getElementById('field-attachments-error')?.textContent).toBe(
      'Error: Attach at most 5 files',
    );
    expect(await filedCount()).toBe(filed);
  });

  it('refuses files over 15 MB together', async () => {
    const almost = new Uint8Array(4 * 1024 * 1024);
    almost.set(PDF);
    const four = Array.from({ length: 4 }, (_, i) => ({
      name: `f${i}.pdf`,
      type: 'application/pdf',
      bytes: almost,
    }));
    const response = await post((await sendable()).fields, { files: four });
    expect(response.statusCode).toBe(422);
    expect(pageDom(response.body).document.getElementById('field-attachments-error')?.textContent).toBe(
      'Error: The files together must not be over 15 MB',
    );
  });

  it('files a complaint sent twice once; the retry keeps the first confirmation, with its password', async () => {
    const first = await sendable();
    const firstAnswer = await sentAndShown(await post(first.fields));
    const second = await sendable(); // the retry solves a new captcha, with the same form's key
    const retry = { ...second.fields, idempotency_key: first.fields.idempotency_key };
    // The browser sends its receipt cookie with the retry (the cookie's path is the form's).
    const kept = await postForm(suite, '/en/forms/complaint', retry, { cookie: firstAnswer.cookie! });
    expect(kept.statusCode).toBe(303);
    expect(receiptCookie(kept)).toBeUndefined();
    const filed = credentialsOn(firstAnswer.dom);
    expect(credentialsOn(pageDom((await confirmation(firstAnswer.cookie)).body))).toEqual(filed);
    // A browser without the first receipt (another device) gets the receipt without the password.
    const third = await sendable();
    const secondAnswer = await sentAndShown(
      await post({ ...third.fields, idempotency_key: first.fields.idempotency_key }),
    );
    const stored = await suite.deptApi.database.db
      .select()
      .from(tables.complaints)
      .where(eq(tables.complaints.trackingCode, filed.trackingCode));
    expect(stored).toHaveLength(1);
    expect((await track(filed.trackingCode, filed.password!)).status).toBe(200);
    const again = secondAnswer.dom;
    expect(again.document.querySelector('[data-tracking-code]')?.textContent).toBe(filed.trackingCode);
    expect(again.document.querySelector('[data-tracking-password]')).toBeNull();
    expect(secondAnswer.page.body).not.toContain(filed.password);
    expect(again.mainText).toContain('its password is not shown again');
  });

  it('loses nothing when dept-api is down, and says when to try again after too many', async () => {
    suite.deptApi.failWith('complaintForm', 503, 1);
    const { fields } = await sendable();
    const down = await post(fields);
    expect(down.statusCode).toBe(503);
    const dom = pageDom(down.body);
    expect(dom.getByRole('alert').textContent).toContain('Nothing you wrote is lost');
    expect((dom.getByLabelText('What happened', { exact: false }) as HTMLTextAreaElement).value).toBe(
      VISITOR.detail,
    );
    suite.deptApi.failWith('complaintForm', 429, 1);
    const tooMany = await post((await sendable()).fields);
    expect(tooMany.statusCode).toBe(429);
    expect(pageDom(tooMany.body).getByRole('alert').textContent).toMatch(/try again in \d+ minutes/);
  });
});

describe('a site in maintenance', () => {
  it('files nothing (its confirmation could not be shown) and answers the maintenance page', async () => {
    const filed = await filedCount();
    const { fields } = await sendable();
    const response = await post(fields, { host: 'phuket.localhost:3000' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(suite.deptApi.calls.complaintForm).toBe(0);
    expect(await filedCount()).toBe(filed);
  });
});

describe('sending the complaint form from its script', () => {
  it('answers problems as JSON, and the confirmation’s address with its cookie (never a URL with the password)', async () => {
    const refused = await post({ ...(await sendable()).fields, firstName: '' }, { json: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      ok: false,
      problems: [{ field: 'firstName', message: 'forms.errors.enterName' }],
    });
    const sent = await post((await sendable()).fields, { json: true });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.json()).toEqual({ ok: true, location: '/en/forms/complaint/sent' });
    const { trackingCode, password } = credentialsOn(pageDom((await confirmation(receiptCookie(sent))).body));
    expect(password).toMatch(/\S{8,}/);
    expect((await track(trackingCode, password!)).status).toBe(200);
  });
});

describe('the links to the complaint form', () => {
  it('are in the footer of every page and on the home page’s complaints banner', async () => {
    const home = pageDom((await suite.get('/en/main')).body);
    const footer = home.document.querySelector('footer')!;
    expect(footer.querySelector('a[href="/en/forms/complaint"]')?.textContent).toBe('Make a complaint');
    expect(footer.querySelector('a[href="/en/forms/track"]')?.textContent).toBe('Follow a complaint');
  });

  it('has no page of its own for a GET of the confirmation in an unknown language', async () => {
    expect((await suite.get('/xx/forms/complaint/sent')).statusCode).toBe(404);
  });
});

describe('the confirmation shown again (decision 0611)', () => {
  // From addresses of their own: dept-api files at most 5 complaints an hour from one address.
  it('is held in an httpOnly, SameSite=Strict cookie of the form’s paths for 30 minutes, sealed', async () => {
    const response = await post((await sendable()).fields, { remoteAddress: '192.0.2.61' });
    const cookies = response.cookies.filter((cookie) => cookie.name === 'complaint_receipt');
    expect(cookies.map((cookie) => cookie.path)).toEqual(['/th/forms/complaint', '/en/forms/complaint']);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 1800 });
    }
    const { dom } = await sentAndShown(response);
    const { trackingCode, password } = credentialsOn(dom);
    expect(cookies[0]!.value).not.toContain(password);
    expect(cookies[0]!.value).not.toContain(trackingCode);
    // A reload (or a restored tab) shows it again; in Thai too, from the same cookie.
    expect(credentialsOn(pageDom((await confirmation(receiptCookie(response))).body)).password).toBe(
      password,
    );
    const thai = pageDom((await confirmation(receiptCookie(response), 'th')).body);
    expect(thai.getByRole('heading', { level: 1 }).textContent).toBe('ได้รับเรื่องร้องเรียนแล้ว');
    expect(credentialsOn(thai).password).toBe(password);
  });

  it('says plainly that it is no longer shown, and how to get a new password, without the cookie or with a bad one', async () => {
    const response = await post((await sendable()).fields, { remoteAddress: '192.0.2.62' });
    const cookie = receiptCookie(response)!;
    const forged = `${cookie.slice(0, -2)}${cookie.endsWith('A') ? 'B' : 'A'}A`;
    for (const page of [
      await confirmation(undefined),
      await confirmation(forged),
      await confirmation(cookie, 'en', 'chiangmai.localhost'), // another site's
    ]) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      const dom = pageDom(page.body);
      expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('This confirmation is no longer shown');
      expect(dom.document.querySelector('[data-tracking-password]')).toBeNull();
      expect(dom.getByRole('link', { name: 'Get a new password by e-mail' }).getAttribute('href')).toBe(
        '/en/forms/track/new-password',
      );
      expect(dom.mainText).toContain('1111');
    }
    const thai = pageDom((await confirmation(undefined, 'th')).body);
    expect(thai.getByRole('heading', { level: 1 }).textContent).toBe('ไม่แสดงหน้ายืนยันนี้แล้ว');
    expect(thai.getByRole('link', { name: 'ขอรหัสผ่านใหม่ทางอีเมล' }).getAttribute('href')).toBe(
      '/th/forms/track/new-password',
    );
  });
});
