/**
 * The mail of a tip-off through a real SMTP server (decision 0158): the officers get a notice without the content,
 * at TIP_OFF_OFFICER_EMAIL when it is set; the tipster a confirmation in their language only when they gave an
 * e-mail address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormReceipt } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { pdfBytes } from './helpers/complaint.ts';
import { idempotencyKey, multipart, type Part } from './helpers/multipart.ts';
import type { SmtpSink } from './helpers/smtp-sink.ts';
import { startSmtpTestApi } from './helpers/smtp-test-api.ts';
import { expectAnswer, type TestApi } from './helpers/test-api.ts';
import { tipOffFields } from './helpers/tip-off.ts';

const INTEGRITY_UNIT = 'integrity-unit@probation.localhost';
let smtp: SmtpSink;
let api: TestApi;
let token: string;
let close: () => Promise<void>;
const now = new Date('2026-11-25T03:00:00.000Z');
beforeAll(async () => {
  ({ smtp, api, token, close } = await startSmtpTestApi(() => now, { tipOffOfficers: INTEGRITY_UNIT }));
});
afterAll(() => close());

async function submit(parts: Part[], site: string = DEMO_SITE_IDS.dept): Promise<FormReceipt> {
  const body = multipart(parts);
  const response = await api.app.inject({
    method: 'POST',
    url: `/site/${site}/forms/tip-off`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey(), ...body.headers },
    payload: body.payload,
  });
  return expectAnswer<FormReceipt>(response, 201, 'FormReceipt');
}

describe('mail of a tip-off (SMTP)', () => {
  it('sends only a notice without content to the integrity unit when the tipster is anonymous', async () => {
    smtp.mails.length = 0;
    const receipt = await submit([
      ...tipOffFields({ sender_ip: '203.0.113.31' }),
      { field: 'attachments', filename: 'ภาพ.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    const [notice] = await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(1);
    expect(notice!.to).toEqual([INTEGRITY_UNIT]);
    expect(notice!.subject).toBe(`[${receipt.reference}] แจ้งเบาะแสการทุจริตการเลือกตั้ง: การซื้อสิทธิขายเสียง`);
    expect(notice!.text).toContain(`เลขที่อ้างอิง: ${receipt.reference}`);
    expect(notice!.text).toContain('ไฟล์แนบ: 1 ไฟล์');
    expect(notice!.text).not.toMatch(/แจกเงินซื้อเสียง|ซองเงิน|ภาพ\.pdf/);
  });

  it('confirms to a named tipster in English, with the reference and nothing they typed', async () => {
    smtp.mails.length = 0;
    const receipt = await submit(
      tipOffFields({
        first_name: 'Jane',
        email: 'jane.tipster@example.org',
        lang: 'en',
        subject: 'Cash handed out at the market',
        detail: 'Envelopes with cash were handed out on Saturday morning.',
        sender_ip: '203.0.113.32',
      }),
      DEMO_SITE_IDS.chiangmai,
    );
    const mails = await smtp.waitFor(2);
    const confirmation = mails.find((mail) => mail.to[0] === 'jane.tipster@example.org')!;
    expect(confirmation.subject).toBe(
      `Chiang Mai Provincial Probation Office: we have received your tip-off (reference ${receipt.reference})`,
    );
    expect(confirmation.text).toContain(`Your reference: ${receipt.reference}`);
    expect(confirmation.text).toContain('"Vote buying" on 25 November 2026');
    expect(confirmation.text).not.toMatch(/[\u0E00-\u0E7F]/);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/Jane|Cash handed|Envelopes/);
    }
  });
});
