import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormReceipt } from '@probation/contract';
import { mailOutbox } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../src/app.ts';
import { expectAnswer, GATEWAY, testConfig, type TestApi } from './helpers/test-api.ts';
import { contactFields, idempotencyKey, multipart, type Part } from './helpers/multipart.ts';
import { pdfBytes } from './helpers/complaint.ts';
import type { SmtpSink } from './helpers/smtp-sink.ts';
import { startSmtpTestApi } from './helpers/smtp-test-api.ts';

let smtp: SmtpSink;
let api: TestApi;
let token: string;
let close: () => Promise<void>;
let now = new Date('2026-11-25T03:00:00.000Z');
beforeAll(async () => {
  ({ smtp, api, token, close } = await startSmtpTestApi(() => now));
});
afterAll(() => close());

async function tokenOf(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth2/client/access-token',
    payload: { grant_type: 'client_credentials', scope: '', ...GATEWAY },
  });
  return response.json<{ access_token: string }>().access_token;
}

async function submit(parts: Part[], site: string = DEMO_SITE_IDS.dept): Promise<FormReceipt> {
  const body = multipart(parts);
  const response = await api.app.inject({
    method: 'POST',
    url: `/site/${site}/forms/contact`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey(), ...body.headers },
    payload: body.payload,
  });
  return expectAnswer<FormReceipt>(response, 201, 'FormReceipt');
}

describe('mail of a contact message (SMTP)', () => {
  it("sends the officers the message with the attachment's name, and the sender a Thai confirmation", async () => {
    const pdf = Buffer.concat([pdfBytes(1000), Buffer.from('SECRET-FILE-CONTENT\n')]);
    const { reference } = await submit([
      ...contactFields({ email: 'somying@example.com', sender_ip: '203.0.113.1' }),
      { filename: 'ใบนัดรายงานตัว.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    const mails = await smtp.waitFor(2);
    const officers = mails.find((mail) => mail.to.includes('saraban-dept@probation.localhost'))!;
    const confirmation = mails.find((mail) => mail.to.includes('somying@example.com'))!;

    expect(officers.to).toEqual(['saraban-dept@probation.localhost']);
    expect(officers.from).toBe('no-reply@probation.localhost');
    expect(officers.subject).toBe(`[${reference}] แบบฟอร์มติดต่อ: สอบถามการรายงานตัว`);
    expect(officers.contentType).toMatch(/^text\/plain/);
    expect(officers.text).toContain(`เลขที่อ้างอิง: ${reference}`);
    expect(officers.text).toContain('ประเภทเรื่อง: การรายงานตัวและเงื่อนไขการคุมความประพฤติ');
    expect(officers.text).toContain('ชื่อ-นามสกุล: สมหญิง ใจดี');
    expect(officers.text).toContain('โทรศัพท์: +66812345678');
    expect(officers.text).toContain('ขอสอบถามวันและเวลารายงานตัวครั้งถัดไปค่ะ');
    expect(officers.text).toContain('- ใบนัดรายงานตัว.pdf');
    expect(officers.text).not.toContain('SECRET-FILE-CONTENT');

    expect(confirmation.to).toEqual(['somying@example.com']);
    expect(confirmation.subject).toBe(`กรมคุมประพฤติ ได้รับข้อความของท่านแล้ว (เลขที่อ้างอิง ${reference})`);
    expect(confirmation.text).toContain(`เลขที่อ้างอิงของท่านคือ ${reference}`);
    expect(confirmation.text).toContain('25 พฤศจิกายน 2569');
    // Nothing the visitor typed goes to an address nobody has verified.
    expect(confirmation.text).not.toMatch(/สมหญิง|สอบถามการรายงานตัว|ขอสอบถาม/);

    await api.app.mailer.deliverPending(); // the delivery under way has marked them sent
    const rows = await api.database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.sentAt !== null && row.bodyText === '')).toBe(true);
  });

  it("writes to the sender in the visitor's language, from the office's officers", async () => {
    smtp.mails.length = 0;
    const { reference } = await submit(
      contactFields({ lang: 'en', email: 'john@example.org', sender_ip: '203.0.113.2' }),
      DEMO_SITE_IDS.chiangmai,
    );
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
      'john@example.org',
      'saraban-chiangmai@probation.localhost',
    ]);
    const confirmation = mails.find((mail) => mail.to[0] === 'john@example.org')!;
    expect(confirmation.subject).toBe(
      `Chiang Mai Provincial Probation Office: we have received your message (reference ${reference})`,
    );
    expect(confirmation.text).toContain(`Your reference is ${reference}.`);
    expect(confirmation.text).toContain('"Reporting and probation conditions" on 25 November 2026');
    expect(confirmation.text).not.toMatch(/[\u0E00-\u0E7F]/);
  });

  it('keeps the message and retries a mail the server refused', async () => {
    smtp.mails.length = 0;
    smtp.refuse = true;
    const { reference } = await submit(
      contactFields({ email: 'retry@example.com', sender_ip: '203.0.113.3' }),
    );
    const pending = async () =>
      (await api.database.db.select().from(mailOutbox)).filter((row) => row.sentAt === null);
    for (let i = 0; i < 200 && (await pending()).some((row) => row.lastError === null); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const failed = await pending();
    expect(failed).toHaveLength(2);
    expect(failed.every((row) => row.attempts === 1 && row.lastError?.includes('451'))).toBe(true);
    expect(JSON.stringify(failed.map((row) => row.lastError))).not.toContain('@');
    expect(smtp.mails).toHaveLength(0);

    smtp.refuse = false;
    expect(await api.app.mailer.deliverPending()).toBe(0); // not due yet: the next attempt waits a minute
    now = new Date(now.getTime() + 61_000);
    expect(await api.app.mailer.deliverPending()).toBe(2);
    expect(smtp.mails.map((mail) => mail.to[0]).sort()).toEqual([
      'retry@example.com',
      'saraban-dept@probation.localhost',
    ]);
    expect(smtp.mails.every((mail) => mail.subject.includes(reference))).toBe(true);
    expect(await pending()).toEqual([]);
  });

  it('sends at start what waited in the outbox (SMTP_URL set later, or a restart after failures)', async () => {
    const quiet = await buildApi(testConfig(), { database: api.database, clock: () => now });
    const quietToken = await tokenOf(quiet);
    const body = multipart(contactFields({ email: 'later@example.com', sender_ip: '203.0.113.4' }));
    const stored = await quiet.inject({
      method: 'POST',
      url: `/site/${DEMO_SITE_IDS.khonkaen}/forms/contact`,
      headers: {
        authorization: `Bearer ${quietToken}`,
        'idempotency-key': idempotencyKey(),
        ...body.headers,
      },
      payload: body.payload,
    });
    const { reference } = expectAnswer<FormReceipt>(stored, 201, 'FormReceipt');
    await quiet.close();
    smtp.mails.length = 0;
    const restarted = await buildApi(testConfig({ mail: { ...testConfig().mail, smtpUrl: smtp.url } }), {
      database: api.database,
      clock: () => now,
    });
    try {
      const mails = await smtp.waitFor(2);
      expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
        'later@example.com',
        'saraban-khonkaen@probation.localhost',
      ]);
      expect(mails.every((mail) => mail.subject.includes(reference))).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});
