/**
 * The retention dept-api runs itself (decision 0163): one run per period between several replicas on one database,
 * what it deletes, and nothing at all when it is turned off.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, scheduledJobs } from '../src/db/schema.ts';
import { AttachmentStore } from '../src/forms/attachment-store.ts';
import { createRetentionSchedule } from '../src/forms/retention-schedule.ts';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/test-database.ts';

const DAYS = { contact: 365, complaint: 1095, tipOff: 1825 };
const HOUR_MS = 60 * 60 * 1000;
const START = new Date('2026-11-25T03:00:00.000Z');

describe.each(TEST_DRIVERS)('the retention schedule on %s', (driver) => {
  let test: TestDatabase;
  let now = START;
  const store = new AttachmentStore(join(tmpdir(), `dept-api-retention-schedule-${process.pid}-${driver}`));
  const replica = (everyHours = 24) =>
    createRetentionSchedule({
      db: test.database.db,
      store,
      days: DAYS,
      everyHours,
      clock: () => now,
      log: pino({ level: 'silent' }),
    });

  beforeAll(async () => {
    test = await createTestDatabase(driver);
    await seedDemoData(test.database.db, START);
  });
  afterAll(() => test?.drop());

  async function oldMessage(reference: string) {
    await test.database.db.insert(contactMessages).values({
      siteId: DEMO_SITE_IDS.dept,
      reference,
      firstName: 'ทดสอบ',
      lastName: 'ระบบ',
      email: 'retention@example.com',
      phone: '+6621234567',
      subject: 'old',
      category: 'general',
      message: 'kept too long',
      lang: 'th',
      senderFingerprint: 'retention-schedule-test',
      receivedAt: new Date(now.getTime() - 400 * 24 * HOUR_MS),
    });
  }

  it('runs once per period between two replicas, deleting what is past its period', async () => {
    await oldMessage('CT-OLD-0001');
    const [first, second] = await Promise.all([replica().runOnce(), replica().runOnce()]);
    const reports = [first, second].filter((report) => report !== null);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.deleted.contact).toBeGreaterThanOrEqual(1);
    const left = await test.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, 'CT-OLD-0001'));
    expect(left).toEqual([]);

    // Within the period no replica runs it again, a restarted one neither; after it, one does.
    now = new Date(START.getTime() + 12 * HOUR_MS);
    expect(await replica().runOnce()).toBeNull();
    now = new Date(START.getTime() + 24 * HOUR_MS);
    await oldMessage('CT-OLD-0002');
    expect((await replica().runOnce())?.deleted.contact).toBe(1);
    const [job] = await test.database.db.select().from(scheduledJobs);
    expect(job).toEqual({ name: 'forms-retention', lastStartedAt: now });
  });

  it('starts no timer when turned off (RETENTION_EVERY_HOURS=0)', async () => {
    const off = replica(0);
    off.start();
    await off.stop();
    const jobs = await test.database.db.select().from(scheduledJobs);
    expect(jobs).toHaveLength(1);
  });
});
