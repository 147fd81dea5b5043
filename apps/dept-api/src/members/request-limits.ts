/**
 * Hourly limits of the member calls that mail or create (decisions 0174, 0605): per sender fingerprint (signup 5,
 * every attempt counted; resend-verification 10, forgot-password 10, newsletter-subscribe 10; then 429 until the
 * oldest leaves the hour)
 * and per e-mail address for the mails themselves (3 an hour, then silently none: the answer never tells whether
 * an address is known). Rows older than a day are deleted as new ones come.
 */
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { memberRequests } from '../db/schema.ts';
import { memberTooManyRequests } from './member-failure.ts';
import { SaltedCounts } from './salted-counts.ts';
import { DAY_MS, HOUR_MS } from '../time-spans.ts';

type Kind = (typeof memberRequests.$inferInsert)['kind'];

export const HOURLY_LIMITS: Record<Exclude<Kind, 'mail'>, number> = {
  signup: 5,
  'resend-verification': 10,
  'forgot-password': 10,
  'newsletter-subscribe': 10,
};
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

export class RequestLimits extends SaltedCounts {
  /** 429 with Retry-After when the sender has reached the hour's limit of this kind of call. */
  async check(kind: Exclude<Kind, 'mail'>, senderIp: string, now: Date): Promise<void> {
    const [row] = await this.db
      .select({ calls: count(), oldest: min(memberRequests.at) })
      .from(memberRequests)
      .where(
        and(
          eq(memberRequests.kind, kind),
          eq(memberRequests.senderFingerprint, this.sender(senderIp)),
          gt(memberRequests.at, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if (row && row.calls >= HOURLY_LIMITS[kind] && row.oldest) {
      const retryAt = new Date(new Date(row.oldest).getTime() + HOUR_MS);
      throw memberTooManyRequests('Too many calls of this kind from this address', retryAt, now);
    }
  }

  /** Whether one more mail may go to this address this hour. */
  async mayMail(emailKey: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ mails: count() })
      .from(memberRequests)
      .where(
        and(
          eq(memberRequests.kind, 'mail'),
          eq(memberRequests.emailKey, emailKey),
          gt(memberRequests.at, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    return (row?.mails ?? 0) < MAILS_PER_ADDRESS_PER_HOUR;
  }

  async record(kind: Kind, senderIp: string | null, emailKey: string | null, now: Date): Promise<void> {
    await this.db.delete(memberRequests).where(lt(memberRequests.at, new Date(now.getTime() - DAY_MS)));
    await this.db.insert(memberRequests).values({
      kind,
      senderFingerprint: senderIp ? this.sender(senderIp) : null,
      emailKey,
      at: now,
    });
  }
}
