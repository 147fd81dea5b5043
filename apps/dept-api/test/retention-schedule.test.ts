/**
 * The retention dept-api runs itself (decision 0163): one run per period between several replicas on one database,
 * what it deletes, a failed run given back and tried again, and nothing at all when it is turned off.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, scheduledJobs } from '../src/db/schema.ts';
import { AttachmentStore } from '../src/forms/attachment-store.ts';
import {
  createRetentionSchedule,
  FIRST_RETRY_DELAY_MS,
  FIRST_RUN_DELAY_MS,
} from '../src/forms/retention-schedule.ts';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/test-database.ts';

const DAYS = { contact: 365, complaint: 1095, tipOff: 1825 };
const HOUR_MS = 60 * 60 * 1000;
const START = new Date('2026-11-25T03:00:00.000Z');

/**
 * Waits (in real time: vi.waitFor would move the fake clock on while it polls) until `check` passes.
 */
async function until(check: () => void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** A store whose clean-up of old uploads (a run's last step) fails while `failing`, as a lost disk would. */
class FlakyStore extends AttachmentStore {
  failing = true;
  attempts = 0;
  /** When set, each attempt waits for it first. */
  gate: Promise<void> | undefined;

  override async removeStaleUploads(before: Date): Promise<number> {
    this.attempts++;
    await this.gate;
    if (this.failing) throw new Error('disk gone');
    return super.removeStaleUploads(before);
  }
}

describe.each(TEST_DRIVERS)('the retention schedule on %s', (driver) => {
  let test: TestDatabase;
  let now = START;
  const folder = join(tmpdir(), `dept-api-retention-schedule-${process.pid}-${driver}`);
  const store = new AttachmentStore(folder);
  /** What the replicas logged (JSON lines). */
  const logged: { msg: string; [field: string]: unknown }[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString('utf8')));
        done();
      },
    }),
  );
  const replica = (everyHours = 24, withStore: AttachmentStore = store) =>
    createRetentionSchedule({
      db: test.database.db,
      store: withStore,
      days: DAYS,
      everyHours,
      clock: () => now,
      log,
    });
  const jobs = () => test.database.db.select().from(scheduledJobs);

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
    expect(await jobs()).toHaveLength(1);
  });

  it("gives a failed run's claim back, so another replica runs it within the period", async () => {
    await test.database.db.delete(scheduledJobs);
    now = new Date(START.getTime() + 30 * 24 * HOUR_MS);
    const flaky = new FlakyStore(folder);
    await expect(replica(24, flaky).runOnce()).rejects.toThrow('disk gone');
    expect(await jobs()).toEqual([]);

    now = new Date(now.getTime() + HOUR_MS);
    flaky.failing = false;
    expect(await replica(24, flaky).runOnce()).not.toBeNull();
    expect(flaky.attempts).toBe(2);
    expect(await jobs()).toEqual([{ name: 'forms-retention', lastStartedAt: now }]);
    now = new Date(now.getTime() + 12 * HOUR_MS);
    expect(await replica().runOnce()).toBeNull();
  });

  it('gives back only its own claim, never one another replica made since', async () => {
    await test.database.db.delete(scheduledJobs);
    now = new Date(START.getTime() + 60 * 24 * HOUR_MS);
    const slow = new FlakyStore(folder);
    let fail!: () => void;
    slow.gate = new Promise((resolve) => (fail = resolve));
    const run = replica(24, slow).runOnce();
    await vi.waitFor(() => expect(slow.attempts).toBe(1));
    // The run outlasts 90 % of its period: another replica claims the next one meanwhile.
    const otherStart = new Date(now.getTime() + 22 * HOUR_MS);
    await test.database.db.update(scheduledJobs).set({ lastStartedAt: otherStart });
    fail();
    await expect(run).rejects.toThrow('disk gone');
    expect(await jobs()).toEqual([{ name: 'forms-retention', lastStartedAt: otherStart }]);
  });

  it('tries a failed run again itself, waiting twice as long after each failure, then keeps the period', async () => {
    await test.database.db.delete(scheduledJobs);
    now = new Date(START.getTime() + 90 * 24 * HOUR_MS);
    const flaky = new FlakyStore(folder);
    const outcomes = () =>
      logged
        .filter((line) => line.job === 'forms-retention')
        .map((line) => (line.msg === 'forms retention failed' ? 'failed' : 'ran'));
    logged.length = 0;
    // Only the schedule's own timers are faked; the database's I/O runs for real, so each step waits for its log.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const schedule = replica(24, flaky);
    try {
      schedule.start();
      /** Moves the schedule's time on; when a run is due, waits until it has logged what it came to. */
      const after = async (ms: number, expected: string[]) => {
        await vi.advanceTimersByTimeAsync(ms);
        await until(() => expect(outcomes()).toEqual(expected));
      };
      await after(FIRST_RUN_DELAY_MS - 1, []);
      await after(1, ['failed']);
      await after(FIRST_RETRY_DELAY_MS - 1, ['failed']);
      await after(1, ['failed', 'failed']);
      await after(2 * FIRST_RETRY_DELAY_MS - 1, ['failed', 'failed']);
      await after(1, ['failed', 'failed', 'failed']);
      expect(logged.at(-1)).toMatchObject({ level: 50, failures: 3, retryInMinutes: 20 });
      expect(await jobs()).toEqual([]);

      flaky.failing = false;
      await after(4 * FIRST_RETRY_DELAY_MS, ['failed', 'failed', 'failed', 'ran']);
      expect(await jobs()).toEqual([{ name: 'forms-retention', lastStartedAt: now }]);
      // Back to once a period.
      await after(24 * HOUR_MS - 1, ['failed', 'failed', 'failed', 'ran']);
      now = new Date(now.getTime() + 24 * HOUR_MS);
      await after(1, ['failed', 'failed', 'failed', 'ran', 'ran']);
      expect(flaky.attempts).toBe(5);
    } finally {
      await schedule.stop();
      vi.useRealTimers();
    }
  });

  it('doubles its wait after each failure in a row, up to the period', async () => {
    await test.database.db.delete(scheduledJobs);
    now = new Date(START.getTime() + 120 * 24 * HOUR_MS);
    const flaky = new FlakyStore(folder);
    logged.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const schedule = replica(1, flaky);
    try {
      schedule.start();
      const failures = () => logged.filter((line) => line.msg === 'forms retention failed');
      await vi.advanceTimersByTimeAsync(FIRST_RUN_DELAY_MS);
      for (let failure = 1; failure <= 6; failure++) {
        await until(() => expect(failures()).toHaveLength(failure));
        if (failure < 6)
          await vi.advanceTimersByTimeAsync(Number(failures().at(-1)!.retryInMinutes) * 60_000);
      }
      // A one-hour period: 5, 10, 20, 40 minutes, then the period.
      expect(failures().map((line) => line.retryInMinutes)).toEqual([5, 10, 20, 40, 60, 60]);
    } finally {
      await schedule.stop();
      vi.useRealTimers();
    }
  });
});
