/** The public forms' hourly limits per sender address and per e-mail address (429 with Retry-After beyond them). */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { refuseOverWindowLimit } from '../http/window-limit.ts';
import { HOUR_MS } from '../time-spans.ts';

/** A form's table as the hourly limits read it. */
export type SubmissionTable = PgTable & {
  receivedAt: PgColumn;
  senderFingerprint: PgColumn;
  email: PgColumn;
};

export interface HourlyLimits {
  table: SubmissionTable;
  perSender: number;
  perEmail: number;
  /** What the 429 counts: "complaints". */
  what: string;
}

/**
 * 429 once a sender (address fingerprint) or an e-mail address sent `perSender` / `perEmail` in the last hour. An
 * anonymous tip-off has no e-mail address: only the sender's limit applies.
 */
export async function withinHourlyLimits(
  db: Db,
  { table, perSender, perEmail, what }: HourlyLimits,
  fingerprint: string,
  email: string | null,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const check = (where: SQL, limit: number, from: string) =>
    refuseOverWindowLimit(
      db,
      {
        table,
        at: table.receivedAt,
        where: and(where, gt(table.receivedAt, since)),
        limit,
        windowMs: HOUR_MS,
        message: `At most ${limit} ${what} an hour ${from}`,
      },
      now,
    );
  await check(eq(table.senderFingerprint, fingerprint), perSender, 'from one address');
  if (email === null) return;
  await check(sql`lower(${table.email}) = ${email.toLowerCase()}`, perEmail, 'from one e-mail address');
}
