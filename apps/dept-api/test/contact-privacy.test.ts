import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logger.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { startTestApi, type TestApi } from './helpers/test-api.ts';
import { capturedLogger } from './helpers/log-lines.ts';
import { contactFields, idempotencyKey, multipart } from './helpers/multipart.ts';
import { pdfBytes } from './helpers/complaint.ts';

const { logger, lines } = capturedLogger('trace');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ logger });
});
afterAll(() => api.close());

const PERSONAL = {
  first_name: 'ประยุทธ์ทดสอบ',
  last_name: 'นามสกุลลับ',
  email: 'private.person@example.net',
  phone: '089 765 4321',
  subject: 'เรื่องส่วนตัวมาก',
  message: 'ข้อความลับเฉพาะเจ้าหน้าที่',
  sender_ip: '203.0.113.199',
};

describe('personal data and the logs', () => {
  it('never reaches a log line, whether the message is stored or refused', async () => {
    const token = await api.token();
    const send = async (fields: Array<[string, string]>) => {
      const body = multipart([
        ...fields,
        {
          filename: 'บัตรประชาชน-นายตัวอย่าง.pdf',
          contentType: 'application/pdf',
          data: pdfBytes(),
        },
      ]);
      return api.app.inject({
        method: 'POST',
        url: `/site/${DEMO_SITE_IDS.dept}/forms/contact`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey(), ...body.headers },
        payload: body.payload,
      });
    };
    expect((await send(contactFields(PERSONAL))).statusCode).toBe(201);
    expect((await send(contactFields({ ...PERSONAL, category: 'nope' }))).statusCode).toBe(422);
    expect((await send(contactFields({ ...PERSONAL, lang: 'xx' }))).statusCode).toBe(400);
    const text = lines.join('');
    expect(text).toContain('contact message stored');
    expect(text).toContain('mail kept in the outbox (no SMTP_URL)');
    for (const value of [
      ...Object.values(PERSONAL),
      '+66897654321',
      '0897654321',
      'บัตรประชาชน',
      'นายตัวอย่าง',
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it('redacts personal fields in logged objects', () => {
    const own: string[] = [];
    const logger = pino(
      loggerOptions('info'),
      new Writable({ write: (chunk: Buffer, _e, done) => (own.push(chunk.toString()), done()) }),
    );
    logger.info(
      {
        email: 'a@example.com',
        body: { first_name: 'สมชาย', phone: '0812345678', sender_ip: '192.0.2.1', message: 'ลับ' },
        mail: { to: 'b@example.com' },
      },
      'x',
    );
    expect(own.join('')).not.toMatch(/a@example\.com|สมชาย|0812345678|192\.0\.2\.1|ลับ|b@example\.com/);
  });
});
