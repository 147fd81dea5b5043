/**
 * Login limits (decision 0174). Failures are rows (account key, sender fingerprint, time) in the database, so
 * replicas share them and a restart forgets nothing. Before the password is checked:
 * - per sender: 20 failures in 15 minutes, then 429 until the oldest leaves the window (it locks the guesser's
 *   address, not a member);
 * - per account: past 5 failures in 15 minutes, each further one makes the account wait 2, 4, 8 … at most 300
 *   seconds after it (a brake, never a lock an attacker can keep shut for long), except for a sender that logged
 *   into this account in the last 30 days: a member at their usual address is never slowed by someone else.
 * A locked call is not counted and its password is not checked. A success clears the account's failures; so does a
 * password reset.
 */
import { and, count, eq, gt, lt, max, min } from 'drizzle-orm';
import { memberLoginFailures, memberTrustedSenders, type members } from '../db/schema.ts';
import { memberTooManyRequests } from './member-failure.ts';
import { accountKey } from './member-tokens.ts';
import { SaltedCounts } from './salted-counts.ts';
import { DAY_MS, MINUTE_MS } from '../time-spans.ts';

export const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
export const FAILURES_PER_SENDER = 20;
export const FAILURES_BEFORE_BRAKE = 5;
export const MAX_BRAKE_SECONDS = 300;
const TRUST_MS = 30 * DAY_MS;

/** The wait after the n-th failure in the window (n ≥ FAILURES_BEFORE_BRAKE): 2, 4, 8 … at most 300 seconds. */
export function brakeSeconds(failures: number): number {
  return Math.min(2 ** (failures - FAILURES_BEFORE_BRAKE + 1), MAX_BRAKE_SECONDS);
}

export class LoginThrottle extends SaltedCounts {
  async check(
    siteId: string,
    email: string,
    memberId: string | undefined,
    senderIp: string | undefined,
    now: Date,
  ): Promise<void> {
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const sender = senderIp ? this.sender(senderIp) : undefined;
    if (sender) {
      const [bySender] = await this.db
        .select({ failures: count(), oldest: min(memberLoginFailures.failedAt) })
        .from(memberLoginFailures)
        .where(
          and(eq(memberLoginFailures.senderFingerprint, sender), gt(memberLoginFailures.failedAt, since)),
        );
      if (bySender && bySender.failures >= FAILURES_PER_SENDER && bySender.oldest) {
        throw memberTooManyRequests(
          'Too many failed logins from this address',
          new Date(new Date(bySender.oldest).getTime() + LOGIN_WINDOW_MS),
          now,
        );
      }
    }
    const [byAccount] = await this.db
      .select({ failures: count(), latest: max(memberLoginFailures.failedAt) })
      .from(memberLoginFailures)
      .where(
        and(
          eq(memberLoginFailures.accountKey, accountKey(siteId, email, this.salt)),
          gt(memberLoginFailures.failedAt, since),
        ),
      );
    if (!byAccount || byAccount.failures < FAILURES_BEFORE_BRAKE || !byAccount.latest) return;
    if (memberId && sender && (await this.trusted(memberId, sender, now))) return;
    const retryAt = new Date(new Date(byAccount.latest).getTime() + brakeSeconds(byAccount.failures) * 1000);
    if (retryAt > now)
      throw memberTooManyRequests('Too many failed logins for this account: wait a little', retryAt, now);
  }

  async recordFailure(siteId: string, email: string, senderIp: string | undefined, now: Date): Promise<void> {
    await this.db
      .delete(memberLoginFailures)
      .where(lt(memberLoginFailures.failedAt, new Date(now.getTime() - DAY_MS)));
    await this.db.insert(memberLoginFailures).values({
      accountKey: accountKey(siteId, email, this.salt),
      senderFingerprint: senderIp ? this.sender(senderIp) : 'session',
      failedAt: now,
    });
  }

  async recordSuccess(
    siteId: string,
    member: typeof members.$inferSelect,
    senderIp: string,
    now: Date,
  ): Promise<void> {
    await this.clearAccount(siteId, member.email);
    const sender = this.sender(senderIp);
    await this.db
      .insert(memberTrustedSenders)
      .values({ memberId: member.id, senderFingerprint: sender, lastLoginAt: now })
      .onConflictDoUpdate({
        target: [memberTrustedSenders.memberId, memberTrustedSenders.senderFingerprint],
        set: { lastLoginAt: now },
      });
  }

  async clearAccount(siteId: string, email: string): Promise<void> {
    await this.db
      .delete(memberLoginFailures)
      .where(eq(memberLoginFailures.accountKey, accountKey(siteId, email, this.salt)));
  }

  private async trusted(memberId: string, sender: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ at: memberTrustedSenders.lastLoginAt })
      .from(memberTrustedSenders)
      .where(
        and(
          eq(memberTrustedSenders.memberId, memberId),
          eq(memberTrustedSenders.senderFingerprint, sender),
          gt(memberTrustedSenders.lastLoginAt, new Date(now.getTime() - TRUST_MS)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
