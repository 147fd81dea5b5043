/**
 * POST /site/{siteId}/forms/tip-off (decision 0158) on both databases (embedded PGlite; PostgreSQL when
 * TEST_DATABASE_URL is set): anonymous and named tip-offs, files, idempotency, limits, mails, logs.
 */
import { existsSync } from 'node:fs';
import { Writable } from 'node:stream';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormReceipt, FormRejection } from '@probation/contract';
import { formAttachments, formIdempotencyKeys, mailOutbox, tipOffs } from '../src/db/schema.ts';
import { loggerOptions } from '../src/logger.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { capturedLogger } from './helpers/log-lines.ts';
import { idempotencyKey, multipart, type Part } from './helpers/multipart.ts';
import { pdfBytes } from './helpers/complaint.ts';
import { tipOffFields } from './helpers/tip-off.ts';
import { expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';
import { TEST_DRIVERS } from './helpers/test-database.ts';

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const REFERENCE = /^TO-261125-[0-9A-HJKMNP-TV-Z]{6}$/;

describe.each(TEST_DRIVERS)('tip-offs on %s', (driver) => {
  const attachmentsDir = join(tmpdir(), `dept-api-tip-off-test-${process.pid}-${driver}`);
  const { logger, lines } = capturedLogger('trace');
  let api: TestApi;
  let token: string;
  const now = new Date('2026-11-25T03:00:00.000Z');
  let senders = 0;
  const senderIp = () => `198.51.100.${++senders}`;

  beforeAll(async () => {
    api = await startTestApi({ driver, clock: () => now, config: { attachmentsDir }, logger });
    token = await api.token();
  });
  afterAll(async () => {
    await api?.close();
    await rm(attachmentsDir, { recursive: true, force: true });
  });

  function submit(parts: Part[], key: string = idempotencyKey(), site = DEPT) {
    const body = multipart(parts);
    return api.app.inject({
      method: 'POST',
      url: `${site}/forms/tip-off`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, ...body.headers },
      payload: body.payload,
    });
  }
  const file = (data: Buffer, filename = 'หลักฐาน.pdf', contentType = 'application/pdf'): Part => ({
    field: 'attachments',
    filename,
    contentType,
    data,
  });
  const problemsOf = (response: Awaited<ReturnType<typeof submit>>) =>
    expectAnswer<FormRejection>(response, 422, 'FormRejection').problems;
  const storedFiles = async (): Promise<string[]> => {
    if (!existsSync(attachmentsDir)) return [];
    const entries = await readdir(attachmentsDir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  };
  const rowOf = async (reference: string) =>
    (await api.database.db.select().from(tipOffs).where(eq(tipOffs.reference, reference)))[0]!;

  it('takes an anonymous tip-off with files: a reference only, its own table, a notice without content', async () => {
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    const response = await submit([
      ...tipOffFields({ sender_ip: senderIp() }),
      file(pdfBytes(2500), 'รายชื่อ.pdf'),
      file(photo, 'DSC_9.JPG', 'image/jpeg'),
    ]);
    const receipt = expectAnswer<FormReceipt>(response, 201, 'FormReceipt');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(receipt.reference).toMatch(REFERENCE);
    expect(Object.keys(receipt).sort()).toEqual(['received_at', 'reference']);

    const row = await rowOf(receipt.reference);
    expect(row).toMatchObject({
      siteId: DEMO_SITE_IDS.dept,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      topic: 'vote-buying',
      status: 'received',
      lang: 'th',
    });
    expect(row.senderFingerprint).toMatch(/^[0-9a-f]{64}$/);
    const files = await api.database.db
      .select()
      .from(formAttachments)
      .where(eq(formAttachments.tipOffId, row.id));
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['รายชื่อ.pdf', 'pdf'],
      ['DSC_9.jpg', 'jpeg'],
    ]);
    for (const f of files) expect(f.storedPath).toMatch(/^tip-off\/2026\/11\/[0-9a-f-]{36}\.(pdf|jpg)$/);
    const jpeg = files.find((f) => f.type === 'jpeg')!;
    expect((await sharp(join(attachmentsDir, jpeg.storedPath)).metadata()).exif).toBeUndefined();

    const mails = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.tipOffId, row.id));
    expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([
      ['tip-off-officers', 'saraban-dept@probation.localhost'],
    ]);
    const notice = `${mails[0]!.subject}\n${mails[0]!.bodyText}`;
    expect(notice).toContain(receipt.reference);
    expect(notice).toContain('ไฟล์แนบ: 2 ไฟล์');
    expect(notice).not.toMatch(/แจกเงินซื้อเสียงที่ตลาดสด|ซองเงิน|รายชื่อ\.pdf/);
  });

  it('takes a named tip-off and confirms it to the e-mail given, repeating nothing typed', async () => {
    const receipt = expectAnswer<FormReceipt>(
      await submit(
        tipOffFields({
          first_name: 'สมศรี',
          last_name: 'กล้าหาญ',
          email: 'Somsri.Informant@example.com',
          phone: '081-234-5678 ต่อ 12',
          lang: 'en',
          topic: 'state-resources',
          sender_ip: senderIp(),
        }),
      ),
      201,
      'FormReceipt',
    );
    const row = await rowOf(receipt.reference);
    expect(row).toMatchObject({
      firstName: 'สมศรี',
      lastName: 'กล้าหาญ',
      email: 'Somsri.Informant@example.com',
      phone: '+66812345678',
      phoneExtension: '12',
      topic: 'state-resources',
      lang: 'en',
    });
    const mails = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.tipOffId, row.id));
    expect(mails.map((mail) => mail.kind)).toEqual(['tip-off-officers', 'tip-off-confirmation']);
    const confirmation = mails[1]!;
    expect(confirmation.toAddress).toBe('Somsri.Informant@example.com');
    expect(confirmation.lang).toBe('en');
    expect(confirmation.subject).toContain(receipt.reference);
    expect(confirmation.bodyText).toContain(`Your reference: ${receipt.reference}`);
    expect(confirmation.bodyText).not.toMatch(/[\u0E00-\u0E7F]/);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.bodyText}`).not.toMatch(/สมศรี|กล้าหาญ|ซองเงิน|0812345678|\+66812345678/);
    }
  });

  it('names each broken field: topic, subject and detail required; an e-mail or phone given must be right', async () => {
    expect(
      problemsOf(
        await submit(
          tipOffFields({
            topic: 'no-such-topic',
            subject: '',
            detail: ' ',
            email: 'not-an-address',
            phone: '12345',
            sender_ip: senderIp(),
          }),
        ),
      ),
    ).toEqual([
      { field: 'email', message: 'forms.errors.emailFormat' },
      { field: 'phone', message: 'forms.errors.phoneFormat' },
      { field: 'topic', message: 'forms.errors.chooseTopic' },
      { field: 'subject', message: 'forms.errors.enterTopic' },
      { field: 'detail', message: 'forms.errors.enterMessage' },
    ]);
    // A complaint type is not a tip-off topic: the channels' topics are apart.
    expect(
      problemsOf(await submit(tipOffFields({ topic: 'officer-conduct', sender_ip: senderIp() }))),
    ).toEqual([{ field: 'topic', message: 'forms.errors.chooseTopic' }]);
  });

  it('stores one tip-off for a double submit: the same key answers 200 with the same receipt', async () => {
    const key = idempotencyKey();
    const fields = [...tipOffFields({ sender_ip: senderIp() }), file(pdfBytes())];
    const before = (await api.database.db.select().from(tipOffs)).length;
    const answers = await Promise.all(Array.from({ length: 3 }, () => submit(fields, key)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const receipts = answers.map((answer) => answer.json<FormReceipt>());
    expect(new Set(receipts.map((receipt) => receipt.reference)).size).toBe(1);
    const again = expectAnswer<FormReceipt>(await submit(fields, key), 200, 'FormReceipt');
    expect(again).toEqual(receipts[0]);
    expect((await api.database.db.select().from(tipOffs)).length).toBe(before + 1);
    const files = await api.database.db
      .select()
      .from(formAttachments)
      .where(eq(formAttachments.tipOffId, (await rowOf(again.reference)).id));
    expect(files).toHaveLength(1);
  });

  it("refuses a key already used by another form's call", async () => {
    const key = idempotencyKey();
    await api.database.db.insert(formIdempotencyKeys).values({
      siteId: DEMO_SITE_IDS.dept,
      key,
      reference: 'CT-261125-AAAAAA',
      receivedAt: now,
      createdAt: now,
    });
    expectError(await submit(tipOffFields({ sender_ip: senderIp() }), key), 400);
    // And a tip-off's key does not answer the contact form with the tip-off's reference.
    const tipOffKey = idempotencyKey();
    expectAnswer(await submit(tipOffFields({ sender_ip: senderIp() }), tipOffKey), 201, 'FormReceipt');
    const body = multipart([['lang', 'th']]);
    const contact = await api.app.inject({
      method: 'POST',
      url: `${DEPT}/forms/contact`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': tipOffKey, ...body.headers },
      payload: body.payload,
    });
    expectError(contact, 400);
  });

  it('refuses oversize, mismatched and too many files, leaving nothing on disk', async () => {
    const before = await storedFiles();
    const ip = senderIp();
    expect(
      problemsOf(await submit([...tipOffFields({ sender_ip: ip }), file(pdfBytes(5 * 1024 * 1024 + 1))])),
    ).toEqual([{ field: 'attachments', message: 'forms.errors.fileTooLarge' }]);
    // A PNG by its name and declared type, text by its bytes.
    const fake = file(Buffer.from('this is not an image at all'), 'photo.png', 'image/png');
    expect(problemsOf(await submit([...tipOffFields({ sender_ip: ip }), file(pdfBytes()), fake]))).toEqual([
      { field: 'attachments', message: 'forms.errors.fileFormat' },
    ]);
    const six = Array.from({ length: 6 }, () => file(pdfBytes()));
    expect(problemsOf(await submit([...tipOffFields({ sender_ip: ip }), ...six]))).toEqual([
      { field: 'attachments', message: 'forms.errors.tooManyFiles' },
    ]);
    const big = Array.from({ length: 4 }, () => file(pdfBytes(Math.floor(3.9 * 1024 * 1024))));
    expect(problemsOf(await submit([...tipOffFields({ sender_ip: ip }), ...big]))).toEqual([
      { field: 'attachments', message: 'forms.errors.filesTooLarge' },
    ]);
    const huge = Array.from({ length: 4 }, () => file(pdfBytes(4.5 * 1024 * 1024)));
    expectError(await submit([...tipOffFields({ sender_ip: ip }), ...huge]), 413);
    expect(await storedFiles()).toEqual(before);
  });

  it('limits tip-offs to 5 an hour per address, and 3 per e-mail address when one is given', async () => {
    const ip = senderIp();
    for (let i = 0; i < 5; i++) {
      expectAnswer(await submit(tipOffFields({ sender_ip: ip })), 201, 'FormReceipt');
    }
    const limited = await submit(tipOffFields({ sender_ip: ip }));
    expectError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectAnswer(await submit(tipOffFields({ sender_ip: senderIp() })), 201, 'FormReceipt');

    for (let i = 0; i < 3; i++) {
      expectAnswer(
        await submit(tipOffFields({ email: 'same.person@example.com', sender_ip: senderIp() })),
        201,
        'FormReceipt',
      );
    }
    expectError(await submit(tipOffFields({ email: 'SAME.person@example.com', sender_ip: senderIp() })), 429);
  });

  it('answers 415 for a body that is not multipart and 404 for an unknown site', async () => {
    const notMultipart = await api.app.inject({
      method: 'POST',
      url: `${DEPT}/forms/tip-off`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey() },
      payload: { topic: 'vote-buying' },
    });
    expectError(notMultipart, 415);
    expectError(
      await submit(
        tipOffFields({ sender_ip: senderIp() }),
        idempotencyKey(),
        '/site/64b0000000000000000000ff',
      ),
      404,
    );
  });

  it('never logs what the tipster sent: fields, names, addresses, phone numbers, file names', async () => {
    expectAnswer(
      await submit([
        ...tipOffFields({
          first_name: 'ลับเฉพาะ',
          last_name: 'ผู้แจ้ง',
          email: 'secret.tipster@example.com',
          phone: '089-999-8888',
          subject: 'หัวข้อที่ไม่ควรอยู่ในบันทึก',
          detail: 'รายละเอียดที่ไม่ควรอยู่ในบันทึก',
          sender_ip: '203.0.113.199',
        }),
        file(pdfBytes(), 'ชื่อไฟล์ลับ.pdf'),
      ]),
      201,
      'FormReceipt',
    );
    const logged = lines.join('');
    expect(logged).toContain('tip-off stored');
    for (const secret of [
      'ลับเฉพาะ',
      'ผู้แจ้ง',
      'secret.tipster',
      '089-999-8888',
      '+66899998888',
      'หัวข้อที่ไม่ควรอยู่ในบันทึก',
      'รายละเอียดที่ไม่ควรอยู่ในบันทึก',
      'ชื่อไฟล์ลับ',
      '203.0.113.199',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('the log redaction of tip-offs and officers', () => {
  it("redacts a tip-off's row and an officer's answer logged by mistake", () => {
    const own: string[] = [];
    const logger = pino(
      loggerOptions('info'),
      new Writable({ write: (chunk: Buffer, _e, done) => (own.push(chunk.toString()), done()) }),
    );
    logger.info(
      {
        tipOff: {
          firstName: 'ผู้แจ้ง',
          lastName: 'นิรนาม',
          email: 'tipster@example.com',
          phone: '+66899998888',
          phoneExtension: '77',
          detail: 'รายละเอียดลับ',
        },
        body: { detail: 'แจกเงิน', note: 'บันทึกภายใน', operator_name: 'นายเจ้าหน้าที่' },
        answer: { first_name: 'สมศรี', extra_phone: '+6621414749', extra_phone_extension: '55' },
      },
      'x',
    );
    expect(own.join('')).not.toMatch(
      /ผู้แจ้ง|นิรนาม|tipster@|99998888|"77"|รายละเอียดลับ|แจกเงิน|บันทึกภายใน|นายเจ้าหน้าที่|สมศรี|21414749|"55"/,
    );
  });
});
