/**
 * Retention (decision 0161) on both databases: expired submissions go with their files, fresh ones and complaints
 * or tip-offs still open stay; and the command (`npm run forms:retention`) run as a process.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormReceipt } from '@probation/contract';
import { openDatabase } from '../src/db/database.ts';
import { complaints, contactMessages, formAttachments, mailOutbox, tipOffs } from '../src/db/schema.ts';
import { AttachmentStore } from '../src/forms/attachment-store.ts';
import { deleteExpiredSubmissions } from '../src/forms/retention.ts';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { complaintFields, pdfBytes } from './helpers/complaint.ts';
import { idempotencyKey, multipart, type Part } from './helpers/multipart.ts';
import { OFFICER, startTestApi, TEST_SEED_DATE, type TestApi } from './helpers/test-api.ts';
import { createTestDatabaseLocation, TEST_DRIVERS } from './helpers/test-database.ts';
import { tipOffFields } from './helpers/tip-off.ts';

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const DAYS = { contact: 365, complaint: 1095, tipOff: 1825 };
const OLD = new Date('2021-06-01T03:00:00.000Z');
const NOW = new Date('2026-11-25T03:00:00.000Z');

describe.each(TEST_DRIVERS)('retention on %s', (driver) => {
  const attachmentsDir = join(tmpdir(), `dept-api-retention-test-${process.pid}-${driver}`);
  let api: TestApi;
  let gateway: string;
  let officer: string;
  let now = OLD;
  let senders = 0;

  beforeAll(async () => {
    api = await startTestApi({ driver, clock: () => now, config: { attachmentsDir } });
  });
  /** Moves the clock, with fresh tokens (they last 23 hours). */
  async function at(date: Date) {
    now = date;
    gateway = await api.token();
    officer = await api.token(OFFICER);
  }
  afterAll(async () => {
    await api?.close();
    await rm(attachmentsDir, { recursive: true, force: true });
  });

  const pdf = (filename = 'หลักฐาน.pdf', field = 'attachments'): Part => ({
    field,
    filename,
    contentType: 'application/pdf',
    data: pdfBytes(1024),
  });
  async function post(form: 'contact' | 'complaint' | 'tip-off', parts: Part[]): Promise<string> {
    const body = multipart(parts);
    const response = await api.app.inject({
      method: 'POST',
      url: `${DEPT}/forms/${form}`,
      headers: { authorization: `Bearer ${gateway}`, 'idempotency-key': idempotencyKey(), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<FormReceipt>().reference;
  }
  const who = () => {
    senders++;
    return { email: `kept${senders}@example.com`, sender_ip: `198.51.100.${senders}` };
  };
  const contact = () =>
    post('contact', [
      ...Object.entries({
        first_name: 'สมหญิง',
        last_name: 'ใจดี',
        phone: '081-234-5678',
        subject: 'สอบถาม',
        category: 'general',
        message: 'ข้อความ',
        lang: 'th',
        ...who(),
      }),
      pdf('จดหมาย.pdf', 'attachment'),
    ]);
  const complaint = () => post('complaint', [...complaintFields(who()), pdf(), pdf()]);
  const tipOff = () => post('tip-off', [...tipOffFields({ sender_ip: who().sender_ip }), pdf()]);
  async function close(kind: 'complaints' | 'tip-offs', reference: string) {
    const response = await api.send('POST', `${DEPT}/${kind}/${reference}/results`, officer, {
      type: 'แจ้งผล',
      status: 'closed',
      operator_name: 'นายสมชาย ตั้งใจ',
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const filesOf = async (column: 'contactMessageId' | 'complaintId' | 'tipOffId', id: number) =>
    (await api.database.db.select().from(formAttachments).where(eq(formAttachments[column], id))).map((row) =>
      join(attachmentsDir, row.storedPath),
    );
  const idOf = async (
    table: typeof complaints | typeof tipOffs | typeof contactMessages,
    reference: string,
  ) =>
    (await api.database.db.select({ id: table.id }).from(table).where(eq(table.reference, reference)))[0]?.id;

  it('deletes expired submissions with their files and mails; keeps fresh ones and open ones', async () => {
    await at(OLD);
    const oldContact = await contact();
    const oldClosedComplaint = await complaint();
    const oldOpenComplaint = await complaint();
    const reopenedLate = await complaint();
    const oldClosedTipOff = await tipOff();
    const oldOpenTipOff = await tipOff();
    await at(new Date(OLD.getTime() + 86_400_000));
    await close('complaints', oldClosedComplaint);
    await close('tip-offs', oldClosedTipOff);
    await at(new Date('2026-11-20T03:00:00.000Z'));
    const freshContact = await contact();
    const freshComplaint = await complaint();
    await close('complaints', freshComplaint);
    await close('complaints', reopenedLate); // received long ago, closed last week: its last change is recent

    const goneIds = {
      contact: (await idOf(contactMessages, oldContact))!,
      complaint: (await idOf(complaints, oldClosedComplaint))!,
      tipOff: (await idOf(tipOffs, oldClosedTipOff))!,
    };
    const goneFiles = [
      ...(await filesOf('contactMessageId', goneIds.contact)),
      ...(await filesOf('complaintId', goneIds.complaint)),
      ...(await filesOf('tipOffId', goneIds.tipOff)),
    ];
    expect(goneFiles).toHaveLength(4);
    for (const file of goneFiles) expect(existsSync(file)).toBe(true);
    const keptFiles = [
      ...(await filesOf('contactMessageId', (await idOf(contactMessages, freshContact))!)),
      ...(await filesOf('complaintId', (await idOf(complaints, oldOpenComplaint))!)),
      ...(await filesOf('complaintId', (await idOf(complaints, reopenedLate))!)),
      ...(await filesOf('tipOffId', (await idOf(tipOffs, oldOpenTipOff))!)),
    ];
    expect(keptFiles).toHaveLength(6);

    // A stale upload left by a crash, and one still arriving.
    const incoming = join(attachmentsDir, '.incoming');
    await mkdir(incoming, { recursive: true });
    await writeFile(join(incoming, 'stale'), 'x');
    await utimes(join(incoming, 'stale'), OLD, OLD);
    await writeFile(join(incoming, 'arriving'), 'x');

    const store = new AttachmentStore(attachmentsDir);
    const dry = await deleteExpiredSubmissions(api.database.db, store, DAYS, NOW, { dryRun: true });
    expect(dry.deleted).toEqual({ contact: 1, complaint: 1, tipOff: 1 });
    for (const file of goneFiles) expect(existsSync(file)).toBe(true);

    const report = await deleteExpiredSubmissions(api.database.db, store, DAYS, NOW);
    expect(report).toEqual({
      deleted: { contact: 1, complaint: 1, tipOff: 1 },
      files: 5,
      keptOpen: { complaint: 1, tipOff: 1 },
      fileErrors: 0,
    });
    for (const file of goneFiles) expect(existsSync(file)).toBe(false);
    for (const file of keptFiles) expect(existsSync(file)).toBe(true);
    expect(await readdir(incoming)).toEqual(['arriving']);

    expect(await idOf(contactMessages, oldContact)).toBeUndefined();
    expect(await idOf(complaints, oldClosedComplaint)).toBeUndefined();
    expect(await idOf(tipOffs, oldClosedTipOff)).toBeUndefined();
    for (const reference of [freshContact]) expect(await idOf(contactMessages, reference)).toBeDefined();
    for (const reference of [oldOpenComplaint, reopenedLate, freshComplaint]) {
      expect(await idOf(complaints, reference)).toBeDefined();
    }
    expect(await idOf(tipOffs, oldOpenTipOff)).toBeDefined();
    const orphanMails = await api.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.complaintId, [goneIds.complaint]));
    expect(orphanMails).toEqual([]);
    // The demo complaints (seeded last week) are untouched.
    const demo = await api.database.db
      .select()
      .from(complaints)
      .where(eq(complaints.senderFingerprint, 'demo'));
    expect(demo.length).toBeGreaterThan(0);

    // Nothing more to do on a second run.
    const again = await deleteExpiredSubmissions(api.database.db, store, DAYS, NOW);
    expect(again.deleted).toEqual({ contact: 0, complaint: 0, tipOff: 0 });
  });

  it('keeps a submission whose file could not be removed, and removes both on the next run', async () => {
    await at(OLD);
    const stuck = await complaint();
    const removable = await complaint();
    await at(new Date(OLD.getTime() + 86_400_000));
    await close('complaints', stuck);
    await close('complaints', removable);
    const stuckId = (await idOf(complaints, stuck))!;
    const [lockedFile, otherFile] = await filesOf('complaintId', stuckId);
    const removableFiles = await filesOf('complaintId', (await idOf(complaints, removable))!);

    /** A disk that refuses to delete one file (a permission changed by hand, a read-only mount). */
    class RefusingStore extends AttachmentStore {
      override async remove(storedPath: string): Promise<void> {
        if (join(attachmentsDir, storedPath) === lockedFile) throw new Error('EACCES');
        return super.remove(storedPath);
      }
    }
    const refused = await deleteExpiredSubmissions(
      api.database.db,
      new RefusingStore(attachmentsDir),
      DAYS,
      NOW,
    );
    expect(refused.fileErrors).toBe(1);
    expect(refused.deleted.complaint).toBe(1);
    expect(await idOf(complaints, stuck)).toBeDefined();
    expect(existsSync(lockedFile!)).toBe(true);
    expect(existsSync(otherFile!)).toBe(false);
    expect(await idOf(complaints, removable)).toBeUndefined();
    for (const file of removableFiles) expect(existsSync(file)).toBe(false);

    const next = await deleteExpiredSubmissions(
      api.database.db,
      new AttachmentStore(attachmentsDir),
      DAYS,
      NOW,
    );
    expect(next.fileErrors).toBe(0);
    expect(next.deleted.complaint).toBe(1);
    expect(await idOf(complaints, stuck)).toBeUndefined();
    expect(existsSync(lockedFile!)).toBe(false);
  });
});

describe('npm run forms:retention', () => {
  const run = promisify(execFile);
  const appRoot = new URL('..', import.meta.url).pathname;

  it('deletes an expired contact message and its file, prints counts only, and refuses unknown arguments', async () => {
    const location = await createTestDatabaseLocation();
    const attachmentsDir = join(tmpdir(), `dept-api-retention-cli-${process.pid}`);
    try {
      const database = await openDatabase(location.location);
      await database.migrate();
      await seedDemoData(database.db, TEST_SEED_DATE);
      await mkdir(join(attachmentsDir, 'contact', '2020', '01'), { recursive: true });
      const storedPath = 'contact/2020/01/expired.pdf';
      await writeFile(join(attachmentsDir, storedPath), pdfBytes(100));
      const [message] = await database.db
        .insert(contactMessages)
        .values({
          siteId: DEMO_SITE_IDS.dept,
          reference: 'CT-200110-AAAAAA',
          firstName: 'ลบแล้ว',
          lastName: 'หมดอายุ',
          email: 'expired@example.com',
          phone: '+66812345678',
          subject: 'เก่า',
          category: 'general',
          message: 'ข้อความเก่า',
          lang: 'th',
          senderFingerprint: 'x',
          receivedAt: new Date('2020-01-10T03:00:00.000Z'),
        })
        .returning({ id: contactMessages.id });
      await database.db
        .insert(formAttachments)
        .values({ contactMessageId: message!.id, storedPath, name: 'a.pdf', type: 'pdf', size: 100 });
      await database.close();

      const env: NodeJS.ProcessEnv = { ...process.env, ATTACHMENTS_DIR: attachmentsDir, NODE_ENV: 'test' };
      delete env.DATABASE_URL;
      Object.assign(env, location.env);
      const bad = await run(process.execPath, ['src/cli/delete-expired-submissions.ts', '--everything'], {
        cwd: appRoot,
        env,
      }).catch((error: { code: number; stderr: string }) => error);
      expect((bad as { code: number }).code).toBe(2);

      const { stdout } = await run(process.execPath, ['src/cli/delete-expired-submissions.ts'], {
        cwd: appRoot,
        env,
      });
      expect(stdout).toMatch(/^deleted: 1 contact messages \(over 365 days\), 0 closed complaints/);
      expect(stdout).not.toMatch(/ลบแล้ว|expired@example\.com|CT-200110/);
      expect(existsSync(join(attachmentsDir, storedPath))).toBe(false);

      const reopened = await openDatabase(location.location);
      expect(await reopened.db.select().from(contactMessages)).toEqual([]);
      await reopened.close();
    } finally {
      await location.dispose();
      await rm(attachmentsDir, { recursive: true, force: true });
    }
  }, 60_000);
});
