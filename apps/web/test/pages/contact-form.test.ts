import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FormTopicList } from '@probation/contract';
import { DEMO_SITE_IDS, tables } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import { pageDom, optionTexts } from './support/page-dom.ts';
import {
  formsSent,
  freshEmail,
  PDF,
  postForm,
  shownForm as shownPublicForm,
  type Attachment,
  storedAttachments,
} from './support/public-form.ts';

/** The contact form: a plain multipart form that works without JavaScript, checked by the shared rules. */
const suite = usePageApp();
const { get } = suite;
const topicsOf = async (siteId: string, lang: 'th' | 'en') =>
  (await suite.deptApi.read<FormTopicList>(`/site/${siteId}/forms/contact/topics?lang=${lang}`)).data;
/** The contact messages dept-api stored with this reference. */
const storedMessages = (reference: string) =>
  suite.deptApi.database.db
    .select()
    .from(tables.contactMessages)
    .where(eq(tables.contactMessages.reference, reference));
const storedCount = async () =>
  (await suite.deptApi.database.db.select().from(tables.contactMessages)).length;

/** The form a visitor is shown: its hidden values, and the answer to its question in words. */
async function shownForm(lang: 'th' | 'en' = 'en') {
  const { page, dom, fields } = await shownPublicForm(suite, `/${lang}/forms/contact`, lang);
  const { idempotency_key: idempotencyKey, captcha_token: token, captcha_answer: answer } = fields;
  return { page, dom, idempotencyKey, token, answer };
}

const VISITOR = {
  firstName: 'Somchai',
  lastName: 'Jaidee',
  email: 'somchai@example.com',
  phone: '081 234 5678',
  category: 'reporting',
  subject: 'First report',
  message: 'When do I report for the first time?',
};

/** Without a file, the browser still sends the file field, empty. */
const NO_FILE: Attachment = {
  field: 'attachment',
  name: '',
  type: 'application/octet-stream',
  bytes: new Uint8Array(),
};

/** POSTs the contact form as a browser does (multipart/form-data), optionally asking for JSON as its script does. */
function post(
  fields: Record<string, string>,
  options: { lang?: 'th' | 'en'; file?: Attachment; json?: boolean } = {},
) {
  const file = options.file ? { ...options.file, field: 'attachment' } : NO_FILE;
  return postForm(suite, `/${options.lang ?? 'en'}/forms/contact`, fields, {
    files: [file],
    json: options.json,
  });
}

async function sendable(lang: 'th' | 'en' = 'en') {
  const shown = await shownForm(lang);
  return {
    shown,
    fields: {
      ...VISITOR,
      email: freshEmail('somchai'),
      idempotency_key: shown.idempotencyKey,
      captcha_token: shown.token,
      captcha_answer: shown.answer,
    },
  };
}

describe('the contact form page', () => {
  it('labels every field in the page language and offers the site’s categories', async () => {
    const { page, dom } = await shownForm('th');
    expect(page.statusCode).toBe(200);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('ติดต่อเรา');
    for (const label of ['ชื่อ', 'นามสกุล', 'อีเมล', 'เบอร์โทรศัพท์', 'หมวดหมู่', 'หัวข้อ', 'ข้อความ', 'แนบไฟล์ (ถ้ามี)']) {
      expect(dom.getByLabelText(label, { exact: false })).toBeTruthy();
    }
    const topics = await topicsOf(DEMO_SITE_IDS.dept, 'th');
    expect(topics.length).toBeGreaterThan(2);
    expect(optionTexts(dom.getByLabelText('หมวดหมู่'))).toEqual([
      'เลือกหมวดหมู่',
      ...topics.map((topic) => topic.name),
    ]);
    expect(dom.getByRole('link', { name: 'ประกาศความเป็นส่วนตัว' }).getAttribute('href')).toBe('/th/privacy');
    const form = dom.document.querySelector('form[data-public-form]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe('/th/forms/contact');
  });

  it('marks a category without English with its language on the English page', async () => {
    // The Khon Kaen office names one of its categories in Thai only.
    const dom = pageDom((await get('/en/forms/contact', 'khonkaen.localhost')).body);
    const options = [...(dom.getByLabelText('Category') as HTMLSelectElement).options];
    const topics = await topicsOf(DEMO_SITE_IDS.khonkaen, 'en');
    const thai = (name: string) => /[\u0E00-\u0E7F]/.test(name);
    expect(topics.some((topic) => thai(topic.name))).toBe(true);
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['Choose a category', null],
      ...topics.map((topic) => [topic.name, thai(topic.name) ? 'th' : null]),
    ]);
  });

  it('is made for one visitor: never cached, a new idempotency key and captcha each time', async () => {
    const first = await shownForm();
    const second = await shownForm();
    expect(first.page.headers['cache-control']).toBe('no-store');
    expect(first.page.headers['x-page-cache']).toBe('bypass');
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(second.token).not.toBe(first.token);
  });

  it('hints the file types and the 5 MB the form enforces', async () => {
    const { dom } = await shownForm();
    expect(dom.mainText).toContain('PDF, JPG, JPEG, PNG or GIF, not over 5 MB');
  });
});

describe('sending the contact form without JavaScript', () => {
  it('sends it to dept-api with its file and leads to the reference (303)', async () => {
    const { fields } = await sendable();
    const response = await post(fields, {
      file: { name: 'letter.pdf', type: 'application/pdf', bytes: PDF },
    });
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/en\/forms\/contact\/sent\?reference=CT-\d{6}-[0-9A-Z]{6}$/);
    const reference = new URL(location, 'http://x').searchParams.get('reference')!;
    expect(formsSent(suite.deptApi, 'contactForm').at(-1)).toEqual({
      idempotencyKey: fields.idempotency_key,
      fields: {
        first_name: 'Somchai',
        last_name: 'Jaidee',
        email: fields.email,
        phone: '081 234 5678',
        category: 'reporting',
        subject: 'First report',
        message: 'When do I report for the first time?',
        lang: 'en',
        sender_ip: '127.0.0.1',
      },
      files: [{ field: 'attachment', name: 'letter.pdf', type: 'application/pdf', bytes: PDF.length }],
    });
    // What dept-api kept: the message, on the department's site, with its file.
    const [message] = await storedMessages(reference);
    expect(message).toMatchObject({
      siteId: DEMO_SITE_IDS.dept,
      firstName: 'Somchai',
      lastName: 'Jaidee',
      email: fields.email,
      phone: '+66812345678',
      category: 'reporting',
      subject: 'First report',
      message: 'When do I report for the first time?',
      lang: 'en',
    });
    const files = await storedAttachments(suite.deptApi, 'contactMessageId', message!.id);
    expect(files).toMatchObject([{ name: 'letter.pdf', type: 'pdf', size: PDF.length }]);
    const sent = await get(location);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    const dom = pageDom(sent.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('Message sent');
    expect(dom.mainText).toContain(reference);
  });

  it('shows the form again with what was typed, each problem by its field and a summary (422)', async () => {
    const { fields } = await sendable();
    const response = await post({ ...fields, firstName: '', email: 'somchai@', phone: '1234', category: '' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['cache-control']).toBe('no-store');
    const dom = pageDom(response.body);
    expect(dom.document.title.startsWith('Error: Contact us')).toBe(true);
    const summary = dom.getByRole('alert');
    expect(
      [...summary.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['First name: Enter name', '#field-firstName'],
      ['E-mail: Enter email in correct format', '#field-email'],
      ['Phone: Enter a Thai mobile or landline number, such as 081 234 5678 or 02 141 4749', '#field-phone'],
      ['Category: Choose category', '#field-category'],
    ]);
    const email = dom.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('somchai@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(dom.document.getElementById('field-email-error')?.textContent).toBe(
      'Error: Enter email in correct format',
    );
    expect((dom.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(VISITOR.message);
    expect(suite.deptApi.calls.contactForm).toBe(0);
  });

  it('says requirements.md §4.2’s messages in Thai', async () => {
    const { fields } = await sendable('th');
    const response = await post({ ...fields, lastName: '', message: '' }, { lang: 'th' });
    const dom = pageDom(response.body);
    expect(dom.document.getElementById('field-lastName-error')?.textContent).toBe('ข้อผิดพลาด: กรุณากรอกนามสกุล');
    expect(dom.document.getElementById('field-message-error')?.textContent).toBe('ข้อผิดพลาด: กรุณากรอกข้อความ');
  });

  it('keeps what was typed as text, never as markup', async () => {
    const { fields } = await sendable();
    const response = await post({ ...fields, subject: '"><script>alert(1)</script>', email: '' });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect((pageDom(response.body).getByLabelText('Topic') as HTMLInputElement).value).toBe(
      '"><script>alert(1)</script>',
    );
  });

  it('refuses a file by what it is, not by its name, and a file over 5 MB; no upload is left behind', async () => {
    const uploads = join(tmpdir(), 'probation-web-uploads');
    const before = existsSync(uploads) ? readdirSync(uploads).length : 0;
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const disguised = await post((await sendable()).fields, {
      file: { name: 'report.pdf', type: 'application/pdf', bytes: html },
    });
    expect(disguised.statusCode).toBe(422);
    expect(pageDom(disguised.body).document.getElementById('field-attachment-error')?.textContent).toBe(
      'Error: Choose file in correct format: PDF, JPG, JPEG, PNG or GIF',
    );
    const large = new Uint8Array(5 * 1024 * 1024 + 10);
    large.set(PDF);
    const tooLarge = await post((await sendable()).fields, {
      file: { name: 'big.pdf', type: 'application/pdf', bytes: large },
    });
    expect(tooLarge.statusCode).toBe(422);
    expect(pageDom(tooLarge.body).document.getElementById('field-attachment-error')?.textContent).toBe(
      'Error: File not over 5 MB',
    );
    expect(suite.deptApi.calls.contactForm).toBe(0);
    // Removed once the answer has gone out.
    await vi.waitFor(() => expect(existsSync(uploads) ? readdirSync(uploads).length : 0).toBe(before));
  });

  it('accepts a captcha once: the same answer sent again is refused', async () => {
    const received = await storedCount();
    const { fields } = await sendable();
    expect((await post(fields)).statusCode).toBe(303);
    const again = await post({ ...fields, idempotency_key: 'another-key-0000000000' });
    expect(again.statusCode).toBe(422);
    expect(pageDom(again.body).document.getElementById('field-captcha-error')?.textContent).toBe(
      'Error: Verify identity',
    );
    expect(await storedCount()).toBe(received + 1);
  });

  it('refuses a wrong answer to the question', async () => {
    const { fields } = await sendable();
    const response = await post({ ...fields, captcha_answer: String(Number(fields.captcha_answer) + 1) });
    expect(response.statusCode).toBe(422);
    expect(suite.deptApi.calls.contactForm).toBe(0);
  });

  it('files a form sent twice (a double click, a retry) once, both times leading to the same reference', async () => {
    const first = await sendable();
    const firstAnswer = await post(first.fields);
    const second = await sendable(); // the retry solves a new captcha, with the same form's key
    const secondAnswer = await post({ ...second.fields, idempotency_key: first.fields.idempotency_key });
    expect(secondAnswer.headers.location).toBe(firstAnswer.headers.location);
    const reference = new URL(firstAnswer.headers.location as string, 'http://x').searchParams.get(
      'reference',
    )!;
    expect(await storedMessages(reference)).toHaveLength(1);
    expect(
      formsSent(suite.deptApi, 'contactForm').filter(
        (form) => form.idempotencyKey === first.fields.idempotency_key,
      ),
    ).toHaveLength(2);
  });

  it('loses nothing when dept-api is down: the form again, everything typed, what to do', async () => {
    suite.deptApi.failWith('contactForm', 503, 1);
    const { fields } = await sendable();
    const response = await post(fields);
    expect(response.statusCode).toBe(503);
    const dom = pageDom(response.body);
    expect(dom.getByRole('alert').textContent).toContain('Nothing you wrote is lost');
    expect((dom.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(VISITOR.message);
    expect((dom.document.querySelector('input[name="idempotency_key"]') as HTMLInputElement).value).toBe(
      fields.idempotency_key,
    );
  });

  it('says when to try again when too many were sent', async () => {
    suite.deptApi.failWith('contactForm', 429, 1);
    const response = await post((await sendable()).fields);
    expect(response.statusCode).toBe(429);
    expect(pageDom(response.body).getByRole('alert').textContent).toMatch(/try again in \d+ minutes/);
  });

  it('refuses what is not a form, or a form of no such language', async () => {
    const json = await suite.app.inject({
      method: 'POST',
      url: '/en/forms/contact',
      headers: { host: 'localhost:3000', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    const unknown = await suite.app.inject({
      method: 'POST',
      url: '/xx/forms/contact',
      headers: { host: 'localhost:3000', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sending the contact form from its script (JSON)', () => {
  it('answers the problems as data, and the confirmation’s address when sent', async () => {
    const { fields } = await sendable();
    const refused = await post({ ...fields, firstName: '' }, { json: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      ok: false,
      problems: [{ field: 'firstName', message: 'forms.errors.enterName' }],
    });
    const { fields: again } = await sendable();
    const sent = await post(again, { json: true });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      ok: true,
      location: expect.stringMatching(/^\/en\/forms\/contact\/sent\?reference=/),
    });
  });
});

describe('the confirmation page', () => {
  it('shows only a reference of the contract’s shape', async () => {
    expect((await get('/en/forms/contact/sent?reference=<script>')).statusCode).toBe(404);
    expect((await get('/en/forms/contact/sent')).statusCode).toBe(404);
  });
});
