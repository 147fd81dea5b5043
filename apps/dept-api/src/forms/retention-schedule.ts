/**
 * The forms' retention, run by dept-api itself (decision 0163): every `everyHours` (RETENTION_EVERY_HOURS, 24 by
 * default; 0 turns it off), the first time a few minutes after start. A run starts only when this replica claims
 * the job's row in `scheduled_jobs` (its last start older than most of the period), so several replicas on one
 * PostgreSQL database run it once per period between them, and a restart does not run it again. It logs counts
 * only, never a name, an address or a reference; `npm run forms:retention` still runs it by hand.
 */
import { lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { scheduledJobs } from '../db/schema.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { deleteExpiredSubmissions, type RetentionDays } from './retention.ts';

const HOUR_MS = 60 * 60 * 1000;
const JOB = 'forms-retention';

export interface RetentionSchedule {
  /** One run now if this replica claims it; what it deleted, or null when another replica ran it recently. */
  runOnce(): Promise<Awaited<ReturnType<typeof deleteExpiredSubmissions>> | null>;
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
  /** How long after start the first run waits (the start-up is not slowed; a crash loop does not run it often). */
  firstDelayMs?: number;
}): RetentionSchedule {
  const { db, store, days, everyHours, clock, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** Claims this period's run: true when no replica started one in the last 90 % of the period. */
  async function claim(now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - 0.9 * everyHours * HOUR_MS);
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

  const schedule: RetentionSchedule = {
    async runOnce() {
      const now = clock();
      if (!(await claim(now))) return null;
      const report = await deleteExpiredSubmissions(db, store, days, now);
      log.info({ job: JOB, ...report }, 'forms retention: expired submissions deleted');
      if (report.fileErrors > 0)
        log.error({ job: JOB, fileErrors: report.fileErrors }, 'forms retention: files left');
      return report;
    },
    start() {
      if (everyHours <= 0) return;
      const run = () => {
        running = schedule.runOnce().catch((error: unknown) => {
          log.error({ job: JOB, err: error }, 'forms retention failed');
        });
      };
      timer = setTimeout(
        () => {
          run();
          timer = setInterval(run, everyHours * HOUR_MS);
          timer.unref();
        },
        options.firstDelayMs ?? 5 * 60 * 1000,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      await running;
    },
  };
  return schedule;
}
