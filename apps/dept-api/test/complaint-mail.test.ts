import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, type TestApi } from './helpers/test-api.ts';
import { idempotencyKey, multipart, type Part } from './helpers/multipart.ts';
import { complaintFields, pdfBytes } from './helpers/complaint.ts';
import type { SmtpSink } from './helpers/smtp-sink.ts';
import { startSmtpTestApi } from './helpers/smtp-test-api.ts';

type ComplaintReceipt = components['schemas']['ComplaintReceipt'];

let smtp: SmtpSink;
let api: TestApi;
let token: string;
let close: () => Promise<void>;
const now = new Date('2026-11-25T03:00:00.000Z');
beforeAll(async () => {
  ({ smtp, api, token, close } = await startSmtpTestApi(() => now));
});
afterAll(() => close());

async function submit(parts: Part[], site: string = DEMO_SITE_IDS.dept): Promise<ComplaintReceipt> {
  const body = multipart(parts);
  const response = await api.app.inject({
    method: 'POST',
    url: `/site/${site}/forms/complaint`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey(), ...body.headers },
    payload: body.payload,
  });
  return expectAnswer<ComplaintReceipt>(response, 201, 'ComplaintReceipt');
}

describe('mail of a complaint (SMTP)', () => {
  it("sends the officers the complaint with its files' names, the complainant a Thai confirmation", async () => {
    const pdf = Buffer.concat([pdfBytes(100), Buffer.from('SECRET-FILE-CONTENT')]);
    const receipt = await submit([
      ...complaintFields({ email: 'somchai@example.com', sender_ip: '203.0.113.1' }),
      { field: 'attachments', filename: 'ใบเสร็จ.pdf', contentType: 'application/pdf', data: pdf },
      { field: 'attachments', filename: 'ภาพถ่าย.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    const mails = await smtp.waitFor(2);
    const officers = mails.find((mail) => mail.to.includes('saraban-dept@probation.localhost'))!;
    const confirmation = mails.find((mail) => mail.to.includes('somchai@example.com'))!;

    expect(officers.subject).toBe(`[${receipt.reference}] เรื่องร้องเรียน: ความล่าช้าในการให้บริการ`);
    expect(officers.text).toContain(`เลขที่อ้างอิง: ${receipt.reference}`);
    expect(officers.text).toContain(`รหัสติดตามเรื่อง: ${receipt.tracking_code}`);
    expect(officers.text).toContain('ชื่อ-นามสกุล: สมชาย รักดี');
    expect(officers.text).toContain('โทรศัพท์อื่น: +6621414749');
    expect(officers.text).toContain('รอรับบริการนานเกินสามชั่วโมง');
    expect(officers.text).toContain('- ใบเสร็จ.pdf');
    expect(officers.text).toContain('- ภาพถ่าย.pdf');
    expect(officers.text).not.toContain('SECRET-FILE-CONTENT');

    expect(confirmation.subject).toBe(
      `กรมคุมประพฤติ ได้รับเรื่องร้องเรียนของท่านแล้ว (เลขที่อ้างอิง ${receipt.reference})`,
    );
    expect(confirmation.text).toContain(`รหัสติดตามเรื่อง: ${receipt.tracking_code}`);
    // Working links on the site's own origin, each on a line of its own (decision 0611).
    const lines = confirmation.text.split('\n');
    expect(lines).toContain('http://localhost:3000/th/forms/track');
    expect(lines).toContain('http://localhost:3000/th/forms/track/new-password');
    expect(confirmation.text).not.toMatch(/สมชาย|รอรับบริการ/);
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toContain(receipt.password!);
  });

  it('writes to the complainant in English when the form was in English, never the password', async () => {
    smtp.mails.length = 0;
    const receipt = await submit(
      complaintFields({ lang: 'en', email: 'jane@example.org', sender_ip: '203.0.113.2' }),
      DEMO_SITE_IDS.chiangmai,
    );
    const mails = await smtp.waitFor(2);
    const confirmation = mails.find((mail) => mail.to[0] === 'jane@example.org')!;
    expect(confirmation.subject).toBe(
      `Chiang Mai Provincial Probation Office: we have received your complaint (reference ${receipt.reference})`,
    );
    expect(confirmation.text).toContain(`Your tracking code: ${receipt.tracking_code}`);
    expect(confirmation.text).toContain('"Delay in service" on 25 November 2026');
    expect(confirmation.text.split('\n')).toContain('http://chiangmai.localhost:3000/en/forms/track');
    expect(confirmation.text).not.toMatch(/[\u0E00-\u0E7F]/);
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toContain(receipt.password!);
  });
});
