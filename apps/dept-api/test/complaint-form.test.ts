import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components, FormRejection } from '@probation/contract';
import { formAttachments, complaints, mailOutbox } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import {
  EDITOR,
  expectAnswer,
  expectError,
  OFFICER,
  startTestApi,
  type TestApi,
} from './helpers/test-api.ts';
import { capturedLogger } from './helpers/log-lines.ts';
import { idempotencyKey, multipart, type Part } from './helpers/multipart.ts';
import { complaintFields, pdfBytes } from './helpers/complaint.ts';
import { DEMO_COMPLAINT_PASSWORD, demoTrackingCode } from '../src/seed/content/demo-complaints.ts';

type ComplaintReceipt = components['schemas']['ComplaintReceipt'];
type ComplaintStatus = components['schemas']['ComplaintStatus'];

const attachmentsDir = join(tmpdir(), `dept-api-complaint-test-${process.pid}`);
const { logger, lines } = capturedLogger('trace');
let api: TestApi;
let token: string;
let editor: string;
let officer: string;
let now = new Date('2026-11-25T03:00:00.000Z');
beforeAll(async () => {
  api = await startTestApi({
    clock: () => now,
    config: { attachmentsDir },
    logger,
  });
  token = await api.token();
  editor = await api.token(EDITOR);
  officer = await api.token(OFFICER);
});
afterAll(async () => {
  await api.close();
  await rm(attachmentsDir, { recursive: true, force: true });
});

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const REFERENCE = /^CP-261125-[0-9A-HJKMNP-TV-Z]{6}$/;
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
let senders = 0;
const sender = () => {
  senders++;
  return { email: `complainant${senders}@example.com`, sender_ip: `198.51.100.${senders}` };
};

function submit(parts: Part[], key: string = idempotencyKey(), site = DEPT) {
  const body = multipart(parts);
  return api.app.inject({
    method: 'POST',
    url: `${site}/forms/complaint`,
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
const track = (body: Record<string, unknown>, site = DEPT) =>
  api.send('POST', `${site}/forms/complaint/track`, token, { lang: 'th', sender_ip: '192.0.2.10', ...body });
const rate = (body: Record<string, unknown>, site = DEPT) =>
  api.send('POST', `${site}/forms/complaint/rate`, token, { sender_ip: '192.0.2.10', ...body });
const addResult = (reference: string, body: Record<string, unknown>, bearer = officer, site = DEPT) =>
  api.send('POST', `${site}/complaints/${reference}/results`, bearer, body);

async function newComplaint(extra: Part[] = []): Promise<ComplaintReceipt> {
  return expectAnswer<ComplaintReceipt>(
    await submit([...complaintFields(sender()), ...extra]),
    201,
    'ComplaintReceipt',
  );
}
const storedFiles = async (): Promise<string[]> => {
  if (!existsSync(attachmentsDir)) return [];
  const entries = await readdir(attachmentsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};
const problemsOf = (response: Awaited<ReturnType<typeof submit>>) =>
  expectAnswer<FormRejection>(response, 422, 'FormRejection').problems;

describe('POST /site/{siteId}/forms/complaint', () => {
  it('stores a complaint with its files, a generated password shown once, only its hash kept', async () => {
    const who = sender();
    const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#aa3300' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    const response = await submit([
      ...complaintFields({ ...who, complaint_type: 'officer-conduct' }),
      file(pdfBytes(3000), 'บันทึก.pdf'),
      file(pdfBytes(4000), '../สำเนา<2>.pdf'),
      file(photo, 'IMG_1.JPG', 'image/jpeg'),
    ]);
    const receipt = expectAnswer<ComplaintReceipt>(response, 201, 'ComplaintReceipt');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(receipt.reference).toMatch(REFERENCE);
    expect(receipt.tracking_code).toMatch(CODE);
    expect(receipt.password).toMatch(/^[A-HJ-NP-Za-hj-km-np-z2-9]{12}$/);
    expect(receipt.password_shown).toBe(true);
    expect(receipt.received_at).toBe(now.toISOString());

    const [row] = await api.database.db
      .select()
      .from(complaints)
      .where(eq(complaints.reference, receipt.reference));
    expect(row).toMatchObject({
      siteId: DEMO_SITE_IDS.dept,
      trackingCode: receipt.tracking_code,
      firstName: 'สมชาย',
      email: who.email,
      phone: '+66812345678',
      extraPhone: '+6621414749',
      complaintType: 'officer-conduct',
      status: 'received',
      lang: 'th',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(JSON.stringify(row)).not.toContain(receipt.password);

    const files = await api.database.db
      .select()
      .from(formAttachments)
      .where(eq(formAttachments.complaintId, row!.id));
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['บันทึก.pdf', 'pdf'],
      ['สำเนา2.pdf', 'pdf'],
      ['IMG_1.jpg', 'jpeg'],
    ]);
    for (const f of files) expect(f.storedPath).toMatch(/^complaint\/2026\/11\/[0-9a-f-]{36}\.(pdf|jpg)$/);
    const jpeg = files.find((f) => f.type === 'jpeg')!;
    expect((await sharp(join(attachmentsDir, jpeg.storedPath)).metadata()).exif).toBeUndefined();

    const mails = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.complaintId, row!.id));
    expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([
      ['complaint-officers', 'saraban-dept@probation.localhost'],
      ['complaint-confirmation', who.email],
    ]);
    for (const mail of mails) {
      expect(mail.bodyText).toContain(receipt.tracking_code);
      expect(mail.bodyText).not.toContain(receipt.password);
      expect(mail.subject).not.toContain(receipt.password);
    }
    expect(lines.join('')).not.toContain(receipt.password);
    expect(lines.join('')).not.toContain(receipt.tracking_code);
  });

  it('answers a retry with the same key 200 without the password, and stores nothing again', async () => {
    const key = idempotencyKey();
    const fields = complaintFields(sender());
    const first = expectAnswer<ComplaintReceipt>(await submit(fields, key), 201, 'ComplaintReceipt');
    const count = (await api.database.db.select().from(complaints)).length;
    const again = expectAnswer<ComplaintReceipt>(await submit(fields, key), 200, 'ComplaintReceipt');
    expect(again).toEqual({
      reference: first.reference,
      tracking_code: first.tracking_code,
      password_shown: false,
      received_at: first.received_at,
    });
    expect((await api.database.db.select().from(complaints)).length).toBe(count);
    expect(lines.join('')).not.toContain(first.password);
  });

  it('stores one complaint for concurrent calls with one key; only the 201 carries the password', async () => {
    const key = idempotencyKey();
    const fields = [...complaintFields(sender()), file(pdfBytes())];
    const before = (await api.database.db.select().from(complaints)).length;
    const answers = await Promise.all(Array.from({ length: 3 }, () => submit(fields, key)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const receipts = answers.map((answer) => answer.json<ComplaintReceipt>());
    expect(new Set(receipts.map((receipt) => receipt.tracking_code)).size).toBe(1);
    expect(receipts.filter((receipt) => receipt.password !== undefined)).toHaveLength(1);
    expect((await api.database.db.select().from(complaints)).length).toBe(before + 1);
  });

  it("takes the visitor's own password of 8 characters or more, and refuses a shorter one", async () => {
    const short = problemsOf(await submit([...complaintFields(sender()), ['password', 'ab12cd3']]));
    expect(short).toEqual([{ field: 'password', message: 'forms.errors.passwordTooShort' }]);

    const own = 'รหัสของฉัน99';
    const receipt = expectAnswer<ComplaintReceipt>(
      await submit([...complaintFields(sender()), ['password', own]]),
      201,
      'ComplaintReceipt',
    );
    expect(receipt.password).toBeUndefined();
    expect(receipt.password_shown).toBe(false);
    const status = expectAnswer<ComplaintStatus>(
      await track({ tracking_code: receipt.tracking_code, password: own }),
      200,
      'ComplaintStatus',
    );
    expect(status.reference).toBe(receipt.reference);
    expect(lines.join('')).not.toContain(own);
  });

  it('refuses a 6th file, files over 15 MiB together, a wrong type, and a body over 16 MiB', async () => {
    const before = await storedFiles();
    const six = Array.from({ length: 6 }, () => file(pdfBytes()));
    expect(problemsOf(await submit([...complaintFields(sender()), ...six]))).toEqual([
      { field: 'attachments', message: 'forms.errors.tooManyFiles' },
    ]);
    const big = Array.from({ length: 4 }, () => file(pdfBytes(Math.floor(3.9 * 1024 * 1024))));
    expect(problemsOf(await submit([...complaintFields(sender()), ...big]))).toEqual([
      { field: 'attachments', message: 'forms.errors.filesTooLarge' },
    ]);
    const text = file(Buffer.from('just some text, not a pdf'), 'note.pdf');
    expect(problemsOf(await submit([...complaintFields(sender()), file(pdfBytes()), text]))).toEqual([
      { field: 'attachments', message: 'forms.errors.fileFormat' },
    ]);
    const huge = Array.from({ length: 4 }, () => file(pdfBytes(4.5 * 1024 * 1024)));
    expectError(await submit([...complaintFields(sender()), ...huge]), 413);
    expect(await storedFiles()).toEqual(before);
  });

  it('names each broken field, and a complaint type the site does not have', async () => {
    const problems = problemsOf(
      await submit(
        complaintFields({ ...sender(), first_name: '', complaint_type: 'no-such-type', detail: ' ' }),
      ),
    );
    expect(problems).toEqual([
      { field: 'first_name', message: 'forms.errors.enterName' },
      { field: 'complaint_type', message: 'forms.errors.chooseTopic' },
      { field: 'detail', message: 'forms.errors.enterMessage' },
    ]);
  });
});

describe('tracking, results and rating', () => {
  it('shows the complaint to its code and password; any wrong one is the same 404', async () => {
    const receipt = await newComplaint();
    const status = expectAnswer<ComplaintStatus>(
      await track({
        tracking_code: receipt.tracking_code.toLowerCase().replace('-', ' '),
        password: receipt.password,
        lang: 'en',
      }),
      200,
      'ComplaintStatus',
    );
    expect(status).toEqual({
      reference: receipt.reference,
      tracking_code: receipt.tracking_code,
      complaint_type: 'Delay in service',
      received_at: receipt.received_at,
      status: 'received',
      results: [],
      rating: null,
    });
    const wrongPassword = expectError(
      await track({ tracking_code: receipt.tracking_code, password: 'nope-nope-1' }),
      404,
    );
    const wrongCode = expectError(
      await track({ tracking_code: 'ZZZZ-ZZZZ', password: receipt.password }),
      404,
    );
    expect(wrongPassword.message).toBe(wrongCode.message);
    // Another site does not open it either.
    expectError(
      await track(
        { tracking_code: receipt.tracking_code, password: receipt.password },
        `/site/${DEMO_SITE_IDS.chiangmai}`,
      ),
      404,
    );
  });

  it('stops guessing from one address: 20 failures, then 429 for any code', async () => {
    const receipt = await newComplaint();
    for (let i = 0; i < 20; i++) {
      const code = `A${String(i).padStart(3, '0')}-0000`;
      expectError(await track({ tracking_code: code, password: 'whatever1', sender_ip: '192.0.2.222' }), 404);
    }
    expectError(
      await track({
        tracking_code: receipt.tracking_code,
        password: receipt.password,
        sender_ip: '192.0.2.222',
      }),
      429,
    );
    expectAnswer(
      await track({
        tracking_code: receipt.tracking_code,
        password: receipt.password,
        sender_ip: '192.0.2.223',
      }),
      200,
      'ComplaintStatus',
    );
  });

  it("appends an officer's results, shown by tracking; rating only once it is closed, and only once", async () => {
    const receipt = await newComplaint();
    const credentials = { tracking_code: receipt.tracking_code, password: receipt.password };
    const early = expectError(await rate({ ...credentials, rating: 4 }), 409);
    expect(early.message).toMatch(/closed/);

    expectError(
      await addResult(receipt.reference, { type: 'ตรวจสอบ', status: 'closed', operator_name: 'x' }, token),
      403,
    );
    // Editors write content, not officers' results (decision 0160).
    expectError(
      await addResult(receipt.reference, { type: 'ตรวจสอบ', status: 'closed', operator_name: 'x' }, editor),
      403,
    );
    expectError(
      await addResult('CP-261125-0000AA', { type: 'ตรวจสอบ', status: 'closed', operator_name: 'x' }),
      404,
    );
    expectError(await addResult(receipt.reference, { type: ' ', status: 'closed', operator_name: 'x' }), 400);
    now = new Date('2026-11-25T03:10:00.000Z');
    expectAnswer(
      await addResult(receipt.reference, {
        type: 'ตรวจสอบข้อเท็จจริง',
        status: 'in-progress',
        operator_name: 'นายสมชาย ตั้งใจ',
        note: 'ภายใน',
      }),
      201,
      'ComplaintStatus',
    );
    now = new Date('2026-11-25T03:20:00.000Z');
    expectAnswer(
      await addResult(receipt.reference, {
        type: 'แจ้งผลการดำเนินการ',
        status: 'closed',
        operator_name: 'นางสาวมาลี ใจงาม',
      }),
      201,
      'ComplaintStatus',
    );
    const status = expectAnswer<ComplaintStatus>(await track(credentials), 200, 'ComplaintStatus');
    expect(status.status).toBe('closed');
    expect(status.results).toEqual([
      {
        type: 'ตรวจสอบข้อเท็จจริง',
        status: 'in-progress',
        operator_name: 'นายสมชาย ตั้งใจ',
        recorded_at: '2026-11-25T03:10:00.000Z',
      },
      {
        type: 'แจ้งผลการดำเนินการ',
        status: 'closed',
        operator_name: 'นางสาวมาลี ใจงาม',
        recorded_at: '2026-11-25T03:20:00.000Z',
      },
    ]);
    expect(JSON.stringify(status)).not.toContain('ภายใน');

    expectError(await rate({ ...credentials, rating: 6 }), 400);
    const rated = expectAnswer(
      await rate({ ...credentials, rating: 5, comment: 'รวดเร็วดี' }),
      201,
      'ComplaintRating',
    );
    expect(rated).toEqual({ rating: 5, comment: 'รวดเร็วดี', rated_at: now.toISOString() });
    const twice = expectError(await rate({ ...credentials, rating: 1 }), 409);
    expect(twice.message).toMatch(/already/);
    expectError(await rate({ ...credentials, password: 'wrong-password', rating: 1 }), 404);
    const after = expectAnswer<ComplaintStatus>(await track(credentials), 200, 'ComplaintStatus');
    expect(after.rating).toEqual(rated);
    now = new Date('2026-11-25T03:00:00.000Z');
  });

  it('answers 404 for an unknown site on every complaint call', async () => {
    const site = '/site/64b0000000000000000000ff';
    expectError(await submit(complaintFields(sender()), idempotencyKey(), site), 404);
    expectError(await track({ tracking_code: 'AAAA-AAAA', password: 'whatever1' }, site), 404);
    expectError(await rate({ tracking_code: 'AAAA-AAAA', password: 'whatever1', rating: 3 }, site), 404);
    expectError(
      await addResult('CP-261125-0000AA', { type: 't', status: 'closed', operator_name: 'x' }, officer, site),
      404,
    );
  });

  it('opens the demo complaints with their documented codes and password (a closed one can be rated)', async () => {
    const statuses = [];
    for (let n = 0; n < 3; n++) {
      const status = expectAnswer<ComplaintStatus>(
        await track({ tracking_code: demoTrackingCode(0, n), password: DEMO_COMPLAINT_PASSWORD }),
        200,
        'ComplaintStatus',
      );
      statuses.push([status.status, status.results.length]);
    }
    expect(statuses).toEqual([
      ['received', 0],
      ['in-progress', 1],
      ['closed', 2],
    ]);
    expect(demoTrackingCode(3, 2)).toBe('DEM4-0003');
    // Their password was stored as scrypt (the seed stays fast); tracking rehashed it as argon2id, and it still opens.
    const [stored] = await api.database.db
      .select({ passwordHash: complaints.passwordHash })
      .from(complaints)
      .where(eq(complaints.trackingCode, demoTrackingCode(0, 2)));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const rated = await rate({ tracking_code: 'dem1-0003', password: DEMO_COMPLAINT_PASSWORD, rating: 4 });
    expectAnswer(rated, 201, 'ComplaintRating');
  });
});
