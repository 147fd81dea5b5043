import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormReceipt, FormRejection } from '@probation/contract';
import { reporterFingerprint } from '../src/content/broken-file-reports.ts';
import { DEV_REPORT_FINGERPRINT_SALT } from '../src/config.ts';
import { formAttachments, contactMessages, formIdempotencyKeys, mailOutbox } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';
import { pdfBytes } from './helpers/complaint.ts';
import { contactFields, idempotencyKey, multipart, type Part } from './helpers/multipart.ts';

const attachmentsDir = join(tmpdir(), `dept-api-contact-test-${process.pid}`);
let api: TestApi;
let token: string;
let now = new Date('2026-11-25T03:00:00.000Z'); // 10:00 in Bangkok
beforeAll(async () => {
  api = await startTestApi({ clock: () => now, config: { attachmentsDir } });
  token = await api.token();
});
afterAll(async () => {
  await api.close();
  await rm(attachmentsDir, { recursive: true, force: true });
});

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const REFERENCE = /^CT-261125-[0-9A-HJKMNP-TV-Z]{6}$/;
let senders = 0;
/** A sender nobody else in this file uses (the limits count per address and per e-mail). */
const sender = () => {
  senders++;
  return { email: `sender${senders}@example.com`, sender_ip: `198.51.100.${senders}` };
};

function submit(parts: Part[], key: string | null = idempotencyKey(), site = DEPT) {
  const body = multipart(parts);
  return api.app.inject({
    method: 'POST',
    url: `${site}/forms/contact`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
      ...body.headers,
    },
    payload: body.payload,
  });
}

const messageCount = async () => (await api.database.db.select().from(contactMessages)).length;
const storedFiles = async (): Promise<string[]> => {
  if (!existsSync(attachmentsDir)) return [];
  const entries = await readdir(attachmentsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};
const pdf = pdfBytes;

describe('POST /site/{siteId}/forms/contact', () => {
  it('stores a valid message with its attachment and answers 201 with a reference', async () => {
    const who = sender();
    const response = await submit([
      ...contactFields({ ...who, phone: '+66 81 234 5678 ต่อ 12' }),
      { filename: '../../etc/คำร้อง<1>.pdf', contentType: 'application/pdf', data: pdf() },
    ]);
    const receipt = expectAnswer<FormReceipt>(response, 201, 'FormReceipt');
    expect(receipt.reference).toMatch(REFERENCE);
    expect(receipt.received_at).toBe(now.toISOString());
    expect(response.headers['cache-control']).toBe('no-store');

    const [message] = await api.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, receipt.reference));
    expect(message).toMatchObject({
      siteId: DEMO_SITE_IDS.dept,
      firstName: 'สมหญิง',
      lastName: 'ใจดี',
      email: who.email,
      phone: '+66812345678',
      phoneExtension: '12',
      subject: 'สอบถามการรายงานตัว',
      category: 'reporting',
      lang: 'th',
      senderFingerprint: reporterFingerprint(who.sender_ip, DEV_REPORT_FINGERPRINT_SALT),
      receivedAt: now,
    });
    expect(JSON.stringify(message)).not.toContain(who.sender_ip);

    const attachments = await api.database.db
      .select()
      .from(formAttachments)
      .where(eq(formAttachments.contactMessageId, message!.id));
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ name: 'คำร้อง1.pdf', type: 'pdf', size: 2048 });
    expect(attachments[0]!.storedPath).toMatch(/^contact\/2026\/11\/[0-9a-f-]{36}\.pdf$/);
    expect(await storedFiles()).toEqual([join(attachmentsDir, ...attachments[0]!.storedPath.split('/'))]);

    // No SMTP_URL: both mails wait in the outbox.
    const mails = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageId, message!.id));
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.sentAt])).toEqual([
      ['contact-officers', 'saraban-dept@probation.localhost', null],
      ['contact-confirmation', who.email, null],
    ]);
    expect(mails[0]!.bodyText).toContain('คำร้อง1.pdf');
    expect(mails[0]!.bodyText).toContain(receipt.reference);
    expect(mails[1]!.subject).toContain(receipt.reference);
  });

  it('takes a form sent without a file chosen (an empty part, as browsers send it) and stores no attachment', async () => {
    const response = await submit([
      ...contactFields(sender()),
      { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    ]);
    const { reference } = expectAnswer<FormReceipt>(response, 201, 'FormReceipt');
    const rows = await api.database.db
      .select({ id: formAttachments.id })
      .from(formAttachments)
      .innerJoin(contactMessages, eq(contactMessages.id, formAttachments.contactMessageId))
      .where(eq(contactMessages.reference, reference));
    expect(rows).toEqual([]);
  });

  it('names every broken rule of the schema with its message key and snake_case field; stores nothing', async () => {
    const before = await messageCount();
    const empty = await submit(
      contactFields({
        ...sender(),
        first_name: ' ',
        last_name: '',
        email: '',
        phone: '',
        subject: '',
        category: '',
        message: '',
      }),
    );
    const rejection = expectAnswer<FormRejection>(empty, 422, 'FormRejection');
    expect(rejection.statusCode).toBe(422);
    expect(rejection.problems).toEqual([
      { field: 'first_name', message: 'forms.errors.enterName' },
      { field: 'last_name', message: 'forms.errors.enterSurname' },
      { field: 'email', message: 'forms.errors.enterEmail' },
      { field: 'phone', message: 'forms.errors.enterPhone' },
      { field: 'subject', message: 'forms.errors.enterTopic' },
      { field: 'category', message: 'forms.errors.chooseCategory' },
      { field: 'message', message: 'forms.errors.enterMessage' },
    ]);

    const malformed = await submit([
      ...contactFields({
        ...sender(),
        email: 'somying@example',
        phone: '1111',
        first_name: 'ก'.repeat(101),
        category: 'no-such-category',
        message: undefined,
      }),
      ['message', 'ส่งสองครั้ง'],
      ['message', 'ส่งสองครั้ง'],
    ]);
    expect(expectAnswer<FormRejection>(malformed, 422, 'FormRejection').problems).toEqual([
      { field: 'first_name', message: 'forms.errors.tooLong' },
      { field: 'email', message: 'forms.errors.emailFormat' },
      { field: 'phone', message: 'forms.errors.phoneFormat' },
      { field: 'category', message: 'forms.errors.chooseCategory' },
      { field: 'message', message: 'forms.errors.enterMessage' },
    ]);
    // A category of another form is not a contact category.
    const complaintType = await submit(contactFields({ ...sender(), category: 'officer-conduct' }));
    expect(expectAnswer<FormRejection>(complaintType, 422, 'FormRejection').problems).toEqual([
      { field: 'category', message: 'forms.errors.chooseCategory' },
    ]);
    expect(await messageCount()).toBe(before);
  });

  it('refuses a file that is not a PDF or an image by its first bytes (422 fileFormat), keeping nothing', async () => {
    const filesBefore = await storedFiles();
    const before = await messageCount();
    for (const data of [
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4096)]),
      Buffer.from('%PD'),
    ]) {
      const response = await submit([
        ...contactFields(sender()),
        { filename: 'หลักฐาน.pdf', contentType: 'application/pdf', data },
      ]);
      expect(expectAnswer<FormRejection>(response, 422, 'FormRejection').problems).toEqual([
        { field: 'attachment', message: 'forms.errors.fileFormat' },
      ]);
    }
    // A JPEG's first bytes on something that does not decode (decision 0606).
    const broken = await submit([
      ...contactFields(sender()),
      {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2, 3, 4, 5]),
      },
    ]);
    expect(expectAnswer<FormRejection>(broken, 422, 'FormRejection').problems).toEqual([
      { field: 'attachment', message: 'forms.errors.fileRefused' },
    ]);
    expect(await messageCount()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('answers a file over 5 MiB with 422 fileTooLarge and a body over 6 MiB with 413, keeping nothing', async () => {
    const filesBefore = await storedFiles();
    const before = await messageCount();
    const overFive = await submit([
      ...contactFields(sender()),
      { filename: 'scan.pdf', contentType: 'application/pdf', data: pdf(5 * 1024 * 1024 + 512 * 1024) },
    ]);
    expect(expectAnswer<FormRejection>(overFive, 422, 'FormRejection').problems).toEqual([
      { field: 'attachment', message: 'forms.errors.fileTooLarge' },
    ]);
    const sixMiB = await submit([
      ...contactFields(sender()),
      { filename: 'scan.pdf', contentType: 'application/pdf', data: pdf(6 * 1024 * 1024) },
    ]);
    expect(expectError(sixMiB, 413).message).toMatch(/over 6 MiB/);
    expect(await messageCount()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('counts the bytes of a body without Content-Length too (413 past 6 MiB), keeping nothing', async () => {
    const filesBefore = await storedFiles();
    const before = await messageCount();
    const body = multipart([
      ...contactFields(sender()),
      { filename: 'scan.pdf', contentType: 'application/pdf', data: pdf(7 * 1024 * 1024) },
    ]);
    const response = await api.app.inject({
      method: 'POST',
      url: `${DEPT}/forms/contact`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey(), ...body.headers },
      payload: Readable.from([body.payload.subarray(0, 1 << 20), body.payload.subarray(1 << 20)]),
    });
    expect(expectError(response, 413).message).toMatch(/over 6 MiB/);
    expect(await messageCount()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses a form with more than 20 fields (413), and reads a JSON part as no text', async () => {
    const many = await submit([
      ...contactFields(sender()),
      ...Array.from({ length: 15 }, (_, i): [string, string] => [`extra_${i}`, 'x']),
    ]);
    expect(expectError(many, 413).message).toMatch(/more than 20 fields/);
    const response = await submit([
      ...contactFields({ ...sender(), first_name: undefined }),
      { field: 'first_name', value: '{"th":"สมหญิง"}', contentType: 'application/json' },
    ]);
    expect(expectAnswer<FormRejection>(response, 422, 'FormRejection').problems).toEqual([
      { field: 'first_name', message: 'forms.errors.enterName' },
    ]);
  });

  it('refuses a second file (422 tooManyFiles)', async () => {
    const response = await submit([
      ...contactFields(sender()),
      { filename: 'a.pdf', contentType: 'application/pdf', data: pdf() },
      { filename: 'b.pdf', contentType: 'application/pdf', data: pdf() },
    ]);
    expect(expectAnswer<FormRejection>(response, 422, 'FormRejection').problems).toEqual([
      { field: 'attachment', message: 'forms.errors.tooManyFiles' },
    ]);
  });

  it('stores an image without its EXIF data (the GPS position is gone)', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '18/1 47/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '98/1 59/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
    const response = await submit([
      ...contactFields(sender()),
      { filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: photo },
    ]);
    const { reference } = expectAnswer<FormReceipt>(response, 201, 'FormReceipt');
    const [row] = await api.database.db
      .select({ storedPath: formAttachments.storedPath, name: formAttachments.name })
      .from(formAttachments)
      .innerJoin(contactMessages, eq(contactMessages.id, formAttachments.contactMessageId))
      .where(eq(contactMessages.reference, reference));
    expect(row?.name).toBe('IMG_0001.jpg');
    const stored = await sharp(join(attachmentsDir, row!.storedPath)).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.width).toBe(64);
    expect(stored.exif).toBeUndefined();
  });

  it('keeps the private folder out of reach of /media', async () => {
    const [row] = await api.database.db.select().from(formAttachments).limit(1);
    const stored = row!.storedPath;
    const fromMediaToTmp = join('..', '..', '..', '..', '..', '..', '..', '..', attachmentsDir, stored);
    for (const url of [
      `/media/${stored}`,
      `/media/${fromMediaToTmp}`,
      `/media/${encodeURIComponent(fromMediaToTmp)}`,
      `/media/${fromMediaToTmp.replaceAll('/', '%2f').replaceAll('.', '%2e')}`,
      `/media/..%5c..%5c${stored}`,
      `/media/%252e%252e/${stored}`,
    ]) {
      const response = await api.get(url, token);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('%PDF');
    }
  });

  it('answers a second call with the same Idempotency-Key 200 with the same receipt, storing nothing', async () => {
    const key = idempotencyKey();
    const fields = contactFields(sender());
    const first = expectAnswer<FormReceipt>(await submit(fields, key), 201, 'FormReceipt');
    const before = await messageCount();
    const filesBefore = await storedFiles();
    now = new Date(now.getTime() + 60_000);
    const again = await submit(
      [...fields, { filename: 'x.pdf', contentType: 'application/pdf', data: pdf() }],
      key,
    );
    expect(expectAnswer<FormReceipt>(again, 200, 'FormReceipt')).toEqual(first);
    expect(await messageCount()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
    // Another site has its own keys.
    const otherSite = await submit(contactFields(sender()), key, `/site/${DEMO_SITE_IDS.chiangmai}`);
    expect(expectAnswer<FormReceipt>(otherSite, 201, 'FormReceipt').reference).not.toBe(first.reference);
  });

  it('stores one message when calls with the same key race', async () => {
    const key = idempotencyKey();
    const fields = contactFields(sender());
    const file = { filename: 'race.pdf', contentType: 'application/pdf', data: pdf() };
    const before = await messageCount();
    const filesBefore = (await storedFiles()).length;
    const answers = await Promise.all([1, 2, 3, 4].map(() => submit([...fields, file], key)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<FormReceipt>().reference)).size).toBe(1);
    expect(await messageCount()).toBe(before + 1);
    expect((await storedFiles()).length).toBe(filesBefore + 1);
    const keys = await api.database.db
      .select()
      .from(formIdempotencyKeys)
      .where(eq(formIdempotencyKeys.key, key));
    expect(keys).toHaveLength(1);
  });

  it('keeps a key 24 hours', async () => {
    const key = idempotencyKey();
    const first = expectAnswer<FormReceipt>(await submit(contactFields(sender()), key), 201, 'FormReceipt');
    now = new Date(now.getTime() + 23 * 3600_000);
    token = await api.token();
    expect((await submit(contactFields(sender()), key)).json<FormReceipt>()).toEqual(first);
    now = new Date(now.getTime() + 2 * 3600_000);
    token = await api.token();
    const later = await submit(contactFields(sender()), key);
    expect(later.statusCode).toBe(201);
    expect(later.json<FormReceipt>().reference).not.toBe(first.reference);
  });

  it('allows 5 messages an hour from one address and 3 from one e-mail address (429 with Retry-After)', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) {
      const response = await submit(contactFields({ sender_ip: ip, email: `limit-ip-${i}@example.com` }));
      expect(response.statusCode, response.body).toBe(201);
      now = new Date(now.getTime() + 60_000);
    }
    const sixth = await submit(contactFields({ sender_ip: ip, email: 'limit-ip-5@example.com' }));
    expect(expectError(sixth, 429).message).toMatch(/5 messages an hour from one address/);
    expect(Number(sixth.headers['retry-after'])).toBe(3600 - 5 * 60);

    const email = 'Limit.Email@example.com';
    for (let i = 0; i < 3; i++) {
      const response = await submit(contactFields({ sender_ip: `192.0.2.${100 + i}`, email }));
      expect(response.statusCode, response.body).toBe(201);
    }
    const fourth = await submit(contactFields({ sender_ip: '192.0.2.110', email: email.toLowerCase() }));
    expect(expectError(fourth, 429).message).toMatch(/3 messages an hour from one e-mail address/);
    expect(Number(fourth.headers['retry-after'])).toBe(3600);
    now = new Date(now.getTime() + 3600_000);
    token = await api.token();
    expect((await submit(contactFields({ sender_ip: ip, email }))).statusCode).toBe(201);
  });

  it('refuses a call without Idempotency-Key, a body that is not multipart, and bad gateway fields (400/415)', async () => {
    expect(expectError(await submit(contactFields(sender()), null), 400).message).toMatch(/Idempotency-Key/);
    expect(expectError(await submit(contactFields(sender()), 'short'), 400).message).toMatch(
      /Idempotency-Key/,
    );
    const json = await api.app.inject({
      method: 'POST',
      url: `${DEPT}/forms/contact`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey() },
      payload: Object.fromEntries(contactFields(sender())),
    });
    expectError(json, 415);
    expect(
      expectError(await submit(contactFields({ ...sender(), sender_ip: 'localhost' })), 400).message,
    ).toMatch(/sender_ip/);
    expect(expectError(await submit(contactFields({ ...sender(), lang: 'de' })), 400).message).toMatch(
      /lang/,
    );
    expectError(
      await submit(contactFields(sender()), idempotencyKey(), '/site/64b0000000000000000000ff'),
      404,
    );
    const noBoundary = await api.app.inject({
      method: 'POST',
      url: `${DEPT}/forms/contact`,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': idempotencyKey(),
        'content-type': 'multipart/form-data',
      },
      payload: 'garbage',
    });
    expectError(noBoundary, 400);
  });
});
