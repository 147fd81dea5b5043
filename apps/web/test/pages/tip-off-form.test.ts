import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { FormTopicList } from '@probation/contract';
import { DEMO_SITE_IDS, tables } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import { unmarkedLatinText } from './support/foreign-text.ts';
import { optionTexts, pageDom } from './support/page-dom.ts';
import { formsSent, freshEmail, PDF, postForm, shownForm, storedAttachments } from './support/public-form.ts';

/**
 * The election-misconduct tip-off form (decisions 0156, 0158): anonymous allowed; its answer is the
 * confirmation with the reference (200, no-store), never a redirect, and offers no tracking.
 */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '200' });
/** How many tip-offs dept-api holds. */
const receivedCount = async () => (await suite.deptApi.database.db.select().from(tables.tipOffs)).length;
/** The reference a confirmation shows. */
const referenceOn = (answer: LightMyRequestResponse) =>
  pageDom(answer.body).document.querySelector('[data-reference]')?.textContent ?? '';
/** The tip-off dept-api holds under a reference. */
const storedTipOff = async (reference: string) =>
  (
    await suite.deptApi.database.db
      .select()
      .from(tables.tipOffs)
      .where(eq(tables.tipOffs.reference, reference))
  )[0];
let visitors = 0;
/**
 * Each test's tip-offs come from an address of their own: dept-api takes 5 an hour from one address, and this file
 * sends more (its test of the limit is of the 3 an hour from one e-mail address).
 */
const visitor = () => `198.51.100.${++visitors}`;

const WHAT_HAPPENED = {
  topic: 'vote-buying',
  subject: 'Money handed out before the vote',
  detail: 'On 3 November, envelopes of 500 baht were handed out at the market near the district office.',
};
const TIPSTER = {
  firstName: 'Somsri',
  lastName: 'Rakthai',
  email: 'somsri@example.com',
  phone: '081 234 5678',
};
const tipster = () => ({ ...TIPSTER, email: freshEmail('somsri') });

async function sendable(lang: 'th' | 'en' = 'en') {
  const shown = await shownForm(suite, `/${lang}/forms/tip-off`, lang);
  return { shown, fields: { ...WHAT_HAPPENED, ...shown.fields } };
}

const post = (
  fields: Record<string, string>,
  options: Parameters<typeof postForm>[3] & { lang?: 'th' | 'en' } = {},
) =>
  postForm(suite, `/${options.lang ?? 'en'}/forms/tip-off`, fields, {
    remoteAddress: visitor(),
    ...options,
  });

describe('the tip-off form page', () => {
  it('asks what happened first, then, optionally, who tells it; in Thai, never kept', async () => {
    const { page, dom } = (await sendable('th')).shown;
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-page-cache']).toBe('bypass');
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('แจ้งเบาะแสการทุจริตการเลือกตั้ง');
    const form = dom.document.querySelector('form[data-public-form="tip-off"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe('/th/forms/tip-off');
    // The fields in the order of the brief: what happened, the files, the optional group, then the captcha.
    expect(
      [...form.querySelectorAll('[data-field]')].map((field) => field.getAttribute('data-field')),
    ).toEqual([
      'topic',
      'subject',
      'detail',
      'attachments',
      'firstName',
      'lastName',
      'email',
      'phone',
      'captcha',
    ]);
    const topics = await suite.deptApi.read<FormTopicList>(
      `/site/${DEMO_SITE_IDS.dept}/forms/tip-off/topics?lang=th`,
    );
    expect(topics.data.length).toBeGreaterThan(2);
    expect(optionTexts(dom.getByLabelText('เรื่องที่ต้องการแจ้ง'))).toEqual([
      'เลือกเรื่องที่ต้องการแจ้ง',
      ...topics.data.map((topic) => topic.name),
    ]);
    const group = dom.getByRole('group', { name: 'ข้อมูลผู้แจ้งเบาะแส (ไม่บังคับ)' });
    for (const name of ['firstName', 'lastName', 'email', 'phone'])
      expect(group.querySelector(`#field-${name}`), name).not.toBeNull();
    expect(group.textContent).toContain('ท่านสามารถแจ้งเบาะแสโดยไม่ประสงค์ออกนามได้');
    expect(group.textContent).toContain('หากระบุอีเมล ระบบจะส่งเลขที่อ้างอิงยืนยันการรับแจ้ง');
    expect(dom.getByRole('link', { name: 'ประกาศความเป็นส่วนตัว' }).getAttribute('href')).toBe('/th/privacy');
    const files = dom.getByLabelText('แนบไฟล์หลักฐาน (ถ้ามี)') as HTMLInputElement;
    expect(files.multiple).toBe(true);
    expect(files.dataset.maxFiles).toBe('5');
    // No tracking offered anywhere on the form (the footer's complaint links are the site's, not the form's).
    expect(dom.document.querySelector('main a[href$="/forms/track"]')).toBeNull();
  });

  it('in English, with the limits of its fields from @probation/forms’ one table', async () => {
    const { dom } = (await sendable()).shown;
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('Report election misconduct');
    expect(dom.getByRole('group', { name: 'About you (optional)' }).textContent).toContain(
      'You can send this report without giving your name',
    );
    const maxOf = (label: string) => dom.getByLabelText(label).getAttribute('maxlength');
    expect(maxOf('Subject')).toBe('200');
    expect(maxOf('What happened')).toBe('5000');
    expect(maxOf('E-mail')).toBe('254');
    expect(maxOf('Phone')).toBe('40');
  });
});

describe('sending a tip-off without JavaScript', () => {
  it('sends an anonymous tip-off with a file: nothing personal sent, the confirmation is the answer, no-store', async () => {
    const { fields } = await sendable();
    const address = visitor();
    const response = await post(
      { ...fields, firstName: '', lastName: '', email: '', phone: '' },
      { files: [{ name: 'photo.pdf', type: 'application/pdf', bytes: PDF }], remoteAddress: address },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-page-cache']).toBe('bypass');
    expect(response.headers.location).toBeUndefined();
    const sent = formsSent(suite.deptApi, 'tipOffForm').at(-1)!;
    expect(sent.fields).toEqual({
      topic: 'vote-buying',
      subject: WHAT_HAPPENED.subject,
      detail: WHAT_HAPPENED.detail,
      lang: 'en',
      sender_ip: address,
    });
    expect(sent.files.map((file) => [file.name, file.type])).toEqual([['photo.pdf', 'application/pdf']]);
    const tipOff = await storedTipOff(referenceOn(response));
    expect(tipOff).toMatchObject({
      siteId: DEMO_SITE_IDS.dept,
      firstName: null,
      email: null,
      topic: 'vote-buying',
      subject: WHAT_HAPPENED.subject,
    });
    const files = await storedAttachments(suite.deptApi, 'tipOffId', tipOff!.id);
    expect(files.map((file) => [file.name, file.type])).toEqual([['photo.pdf', 'pdf']]);
    const dom = pageDom(response.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('Report received');
    expect(dom.mainText).toContain('there is no tracking code and no page to follow a report');
    expect(dom.mainText).toContain('You gave no e-mail address, so no confirmation is sent');
    const addInformation = dom.document.querySelector('[data-add-information]')!;
    expect(addInformation.textContent).toContain('1111 press 78');
    expect(addInformation.textContent).toContain('quote your reference');
    expect(dom.document.querySelector('main a[href*="/forms/track"]')).toBeNull();
    expect(dom.document.querySelector('main a[href*="/forms/complaint"]')).toBeNull();
  });

  it('sends a named tip-off in Thai and says a confirmation is mailed', async () => {
    const { fields } = await sendable('th');
    const named = tipster();
    const response = await post({ ...fields, ...named }, { lang: 'th' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(formsSent(suite.deptApi, 'tipOffForm').at(-1)!.fields).toMatchObject({
      first_name: 'Somsri',
      last_name: 'Rakthai',
      email: named.email,
      phone: '081 234 5678',
      topic: 'vote-buying',
      lang: 'th',
    });
    expect(await storedTipOff(referenceOn(response))).toMatchObject({
      firstName: 'Somsri',
      lastName: 'Rakthai',
      email: named.email,
      phone: '+66812345678',
      lang: 'th',
    });
    const dom = pageDom(response.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('ได้รับแจ้งเบาะแสแล้ว');
    expect(dom.document.title).toContain('ได้รับแจ้งเบาะแสแล้ว');
    const reference = referenceOn(response);
    expect(reference).toMatch(/^TO-\d{6}-[0-9A-Z]{6}$/);
    expect(dom.mainText).toContain('ระบบได้ส่งการยืนยันพร้อมเลขที่อ้างอิงไปที่อีเมลที่ท่านระบุแล้ว');
    // And dept-api mailed it, with the reference.
    expect((await suite.deptApi.mailTo(named.email)).text).toContain(reference);
    expect(dom.mainText).toContain('ไม่มีหน้าติดตามผล');
    expect(dom.document.querySelector('[data-add-information]')?.textContent).toContain('1111 กด 78');
    expect(unmarkedLatinText(response.body)).toEqual([]);
  });

  it('shows the form again with what was typed, each problem in the form’s order and a summary (422)', async () => {
    const sent = await receivedCount();
    const { fields } = await sendable();
    const response = await post({
      ...fields,
      ...TIPSTER,
      topic: '',
      subject: '',
      email: 'somsri@',
      phone: '1234',
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['cache-control']).toBe('no-store');
    const dom = pageDom(response.body);
    expect(dom.document.title.startsWith('Error: Report election misconduct')).toBe(true);
    const summary = dom.getByRole('alert');
    expect(
      [...summary.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['What you are reporting: Choose topic to report', '#field-topic'],
      ['Subject: Enter topic', '#field-subject'],
      ['E-mail: Enter email in correct format', '#field-email'],
      ['Phone: Enter a Thai mobile or landline number, such as 081 234 5678 or 02 141 4749', '#field-phone'],
    ]);
    const valueOf = (label: string) =>
      (dom.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLTextAreaElement).value;
    expect(valueOf('What happened')).toBe(WHAT_HAPPENED.detail);
    expect(valueOf('First name')).toBe('Somsri');
    expect(valueOf('E-mail')).toBe('somsri@');
    expect(valueOf('Phone')).toBe('1234');
    expect(await receivedCount()).toBe(sent);
  });

  it('says requirements.md §4.2’s messages in Thai', async () => {
    const { fields } = await sendable('th');
    const response = await post({ ...fields, topic: '', detail: '' }, { lang: 'th' });
    const dom = pageDom(response.body);
    expect(dom.document.getElementById('field-topic-error')?.textContent).toBe(
      'ข้อผิดพลาด: กรุณาเลือกเรื่องที่ต้องการแจ้ง',
    );
    expect(dom.document.getElementById('field-detail-error')?.textContent).toBe('ข้อผิดพลาด: กรุณากรอกข้อความ');
  });

  it('refuses a file by what it is, not by its name', async () => {
    const sent = await receivedCount();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const response = await post((await sendable()).fields, {
      files: [{ name: 'evidence.jpg', type: 'image/jpeg', bytes: html }],
    });
    expect(response.statusCode).toBe(422);
    expect(pageDom(response.body).document.getElementById('field-attachments-error')?.textContent).toBe(
      'Error: Choose file in correct format: PDF, JPG, JPEG, PNG or GIF',
    );
    expect(await receivedCount()).toBe(sent);
  });

  it('receives a tip-off sent twice once; the retry shows the same reference', async () => {
    const first = await sendable();
    const firstAnswer = await post(first.fields);
    const second = await sendable(); // the retry solves a new captcha, with the same form's key
    const secondAnswer = await post({ ...second.fields, idempotency_key: first.fields.idempotency_key });
    expect(firstAnswer.statusCode).toBe(200);
    expect(secondAnswer.statusCode).toBe(200);
    expect(secondAnswer.headers['cache-control']).toBe('no-store');
    const reference = referenceOn(firstAnswer);
    expect(await storedTipOff(reference)).toBeDefined();
    const keys = await suite.deptApi.database.db
      .select()
      .from(tables.formIdempotencyKeys)
      .where(eq(tables.formIdempotencyKeys.key, first.fields.idempotency_key));
    expect(keys).toMatchObject([{ reference }]);
    expect(referenceOn(secondAnswer)).toBe(reference);
  });

  it('says when to try again after too many (429 with Retry-After), in the visitor’s language', async () => {
    const often = tipster();
    for (let i = 0; i < 3; i++)
      expect((await post({ ...(await sendable()).fields, ...often })).statusCode).toBe(200);
    const refused = await post({ ...(await sendable()).fields, ...often });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    const dom = pageDom(refused.body);
    const retryAfter = Number(suite.deptApi.requests.at(-1)!.answer?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    const minutes = Math.ceil(retryAfter / 60);
    expect(dom.getByRole('alert').textContent).toContain(`Please try again in ${minutes} minutes`);
    expect((dom.getByLabelText('What happened', { exact: false }) as HTMLTextAreaElement).value).toBe(
      WHAT_HAPPENED.detail,
    );
    const thai = await post({ ...(await sendable('th')).fields, ...often }, { lang: 'th' });
    expect(thai.statusCode).toBe(429);
    expect(pageDom(thai.body).getByRole('alert').textContent).toMatch(/กรุณาลองใหม่ในอีก \d+ นาที/);
  });

  it('loses nothing when dept-api is down', async () => {
    suite.deptApi.failWith('tipOffForm', 503, 1);
    const down = await post((await sendable()).fields);
    expect(down.statusCode).toBe(503);
    const dom = pageDom(down.body);
    expect(dom.getByRole('alert').textContent).toContain('Nothing you wrote is lost');
    expect((dom.getByLabelText('Subject') as HTMLInputElement).value).toBe(WHAT_HAPPENED.subject);
  });
});

describe('the tip-off’s confirmation', () => {
  it('is never in a URL: no redirect, no page of its own for a GET', async () => {
    const answer = await post((await sendable()).fields);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    const reference = referenceOn(answer);
    expect(reference).toMatch(/^TO-\d{6}-[0-9A-Z]{6}$/);
    expect(await storedTipOff(reference)).toBeDefined();
    // Nothing on the page carries the reference in an address either.
    expect(answer.body).not.toMatch(new RegExp(`(href|action|src)="[^"]*${reference}`));
    expect((await suite.get('/en/forms/tip-off/sent')).statusCode).toBe(404);
    expect((await suite.get(`/en/forms/tip-off?reference=${reference}`)).body).not.toContain(reference);
  });

  it('comes back to the form’s script as the page itself (problems as JSON)', async () => {
    const refused = await post({ ...(await sendable()).fields, detail: '' }, { json: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      ok: false,
      problems: [{ field: 'detail', message: 'forms.errors.enterMessage' }],
    });
    const sent = await post((await sendable()).fields, { json: true });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toMatch(/^text\/html/);
    expect(sent.headers['cache-control']).toBe('no-store');
    const reference = referenceOn(sent);
    expect(await storedTipOff(reference)).toBeDefined();
  });
});

describe('a site in maintenance', () => {
  it('sends nothing and answers 503', async () => {
    const sent = await receivedCount();
    const response = await post((await sendable()).fields, { host: 'phuket.localhost:3000' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(suite.deptApi.calls.tipOffForm).toBe(0);
    expect(await receivedCount()).toBe(sent);
  });
});

describe('the links to the tip-off form', () => {
  it('are in the footer of every page, in both languages, and on the contact form', async () => {
    const english = pageDom((await suite.get('/en/main')).body).document.querySelector('footer')!;
    expect(english.querySelector('a[href="/en/forms/tip-off"]')?.textContent).toBe(
      'Report election misconduct',
    );
    const thai = pageDom((await suite.get('/th/main')).body).document.querySelector('footer')!;
    expect(thai.querySelector('a[href="/th/forms/tip-off"]')?.textContent).toBe('แจ้งเบาะแสการทุจริตการเลือกตั้ง');
    const contact = pageDom((await suite.get('/en/forms/contact')).body);
    expect(contact.document.querySelector('main a[href="/en/forms/tip-off"]')?.textContent).toBe(
      'Report election misconduct',
    );
  });
});
