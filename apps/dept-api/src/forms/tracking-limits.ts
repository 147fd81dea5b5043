/**
 * Limits of failed complaint trackings (decisions 0148, 0605). Every failure (unknown code or wrong password) is a
 * row of complaint_tracking_failures: the code as read, the sender's salted fingerprint, the time. Before any
 * check, 429 with Retry-After when one of these is reached:
 * - per code and address: 5 failures in 15 minutes (the guesser's address is shut for that code, nobody else);
 * - per address: 20 failures in 15 minutes, whatever the codes (one address cannot sweep many codes);
 * - per code: 100 failures in an hour from all addresses together (a ceiling on guessing one password from many
 *   addresses, far above what anyone but a many-address attacker reaches).
 * In the database, so replicas share the counts. Rows older than a day are deleted as new ones come.
 */
import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { complaintTrackingFailures } from '../db/schema.ts';
import { tooManyRequests } from '../http/errors.ts';
import { DAY_MS, MINUTE_MS } from '../time-spans.ts';

export interface TrackingLimit {
  max: number;
  windowMs: number;
}

export const TRACKING_LIMITS = {
  perCodeAndAddress: { max: 5, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 20, windowMs: 15 * MINUTE_MS },
  perCode: { max: 100, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, TrackingLimit>;

/** Who tried: the tracking code as read and the sender's fingerprint. */
export interface TrackingAttempt {
  code: string;
  fingerprint: string;
}

/** 429 when this attempt's code and address have reached a limit (the message says which), else nothing. */
export async function checkTrackingLimits(db: Db, attempt: TrackingAttempt, now: Date): Promise<void> {
  const byCode = eq(complaintTrackingFailures.trackingCode, attempt.code);
  const byAddress = eq(complaintTrackingFailures.senderFingerprint, attempt.fingerprint);
  const { perCodeAndAddress, perAddress, perCode } = TRACKING_LIMITS;
  await refuseWhenReached(
    db,
    and(byCode, byAddress)!,
    perCodeAndAddress,
    now,
    'for this code from this address',
  );
  await refuseWhenReached(db, byAddress, perAddress, now, 'from this address');
  await refuseWhenReached(db, byCode, perCode, now, 'for this tracking code');
}

export async function recordTrackingFailure(db: Db, attempt: TrackingAttempt, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(complaintTrackingFailures)
      .where(lt(complaintTrackingFailures.failedAt, new Date(now.getTime() - DAY_MS)));
    await tx
      .insert(complaintTrackingFailures)
      .values({ trackingCode: attempt.code, senderFingerprint: attempt.fingerprint, failedAt: now });
  });
}

/** The window stays shut until its max-th newest failure leaves it. */
async function refuseWhenReached(
  db: Db,
  failures: SQL,
  limit: TrackingLimit,
  now: Date,
  what: string,
): Promise<void> {
  const newest = await db
    .select({ failedAt: complaintTrackingFailures.failedAt })
    .from(complaintTrackingFailures)
    .where(and(failures, gt(complaintTrackingFailures.failedAt, new Date(now.getTime() - limit.windowMs))))
    .orderBy(desc(complaintTrackingFailures.failedAt))
    .limit(limit.max);
  if (newest.length < limit.max) return;
  const reopensAt = new Date(newest[limit.max - 1]!.failedAt.getTime() + limit.windowMs);
  throw tooManyRequests(
    `Too many wrong tracking codes or passwords ${what}; try again later`,
    reopensAt,
    now,
  );
}
