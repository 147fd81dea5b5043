/**
 * The forms' retention, run by dept-api itself (decision 0163): every `everyHours` (RETENTION_EVERY_HOURS, 24 by
 * default; 0 turns it off), the first time a few minutes after start. A run starts only when this replica claims
 * the job's row in `scheduled_jobs` (its last start older than most of the period), so several replicas on one
 * PostgreSQL database run it once per period between them, and a restart does not run it again. A run that fails
 * gives its claim back, and this replica tries again after a delay that doubles with each failure in a row (up to
 * the period), so the period still gets its retention without a persistent failure looping hot. It logs counts
 * only, never a name, an address or a reference; `npm run forms:retention` still runs it by hand.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { scheduledJobs } from '../db/schema.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { deleteExpiredSubmissions, type RetentionDays, type RetentionReport } from './retention.ts';
import { HOUR_MS } from '../time-spans.ts';

const JOB = 'forms-retention';
/** How long after start the first run waits: a start is not slowed, and a crash loop does not run it often. */
export const FIRST_RUN_DELAY_MS = 5 * 60 * 1000;
/** The wait before this replica tries a failed run again; it doubles with each failure in a row, up to the period. */
export const FIRST_RETRY_DELAY_MS = 5 * 60 * 1000;

export interface RetentionSchedule {
  /**
   * One run now if this replica claims it: what it deleted, or null when another replica ran it recently. A run
   * that fails gives its claim back (another replica, or this one later, may then run it) and throws.
   */
  runOnce(): Promise<RetentionReport | null>;
  start(): void;
  stop(): Promise<void>;
}

export function createRetentionSchedule(options: {
  db: Db;
  store: AttachmentStore;
  days: RetentionDays;
  everyHours: number;
  clock: () => Date;
  log: Logger;
}): RetentionSchedule {
  const { db, store, days, everyHours, clock, log } = options;
  const periodMs = everyHours * HOUR_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  /** Failed runs in a row on this replica (the retry delay doubles with each). */
  let failures = 0;

  /** Claims this period's run: true when no replica started one in the last 90 % of the period. */
  async function claim(now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - 0.9 * periodMs);
    const claimed = await db
      .insert(scheduledJobs)
      .values({ name: JOB, lastStartedAt: now })
      .onConflictDoUpdate({
        target: scheduledJobs.name,
        set: { lastStartedAt: now },
        setWhere: lt(scheduledJobs.lastStartedAt, since),
      })
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0;
  }

  /**
   * Gives back the claim made at `startedAt`: without the row the run is due again for every replica, as it was
   * before the claim (the previous start was older than 90 % of the period, or the claim would have failed). Only
   * this claim: if another replica has claimed since, its row stays.
   */
  async function release(startedAt: Date): Promise<void> {
    await db
      .delete(scheduledJobs)
      .where(and(eq(scheduledJobs.name, JOB), eq(scheduledJobs.lastStartedAt, startedAt)));
  }

  const schedule: RetentionSchedule = {
    async runOnce() {
      const now = clock();
      if (!(await claim(now))) return null;
      let report: RetentionReport;
      try {
        report = await deleteExpiredSubmissions(db, store, days, now);
      } catch (error) {
        await release(now).catch((releaseError: unknown) => {
          log.error({ job: JOB, err: releaseError }, 'forms retention: its claim could not be given back');
        });
        throw error;
      }
      log.info({ job: JOB, ...report }, 'forms retention: expired submissions deleted');
      if (report.fileErrors > 0)
        log.error({ job: JOB, fileErrors: report.fileErrors }, 'forms retention: files left');
      return report;
    },
    start() {
      if (everyHours <= 0) return;
      const next = (delayMs: number) => {
        if (stopped) return;
        timer = setTimeout(tick, delayMs);
        timer.unref();
      };
      const tick = () => {
        running = schedule.runOnce().then(
          () => {
            failures = 0;
            next(periodMs);
          },
          (error: unknown) => {
            failures++;
            const retryMs = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (failures - 1), periodMs);
            log.error(
              { job: JOB, err: error, failures, retryInMinutes: Math.round(retryMs / 60_000) },
              'forms retention failed',
            );
            next(retryMs);
          },
        );
      };
      next(FIRST_RUN_DELAY_MS);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
  return schedule;
}
