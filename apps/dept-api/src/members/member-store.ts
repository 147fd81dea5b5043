/** Members as stored, found by site and address, and what every member call runs with. */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../auth/tokens.ts';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { members } from '../db/schema.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { emailKey } from './member-tokens.ts';

export type MemberRow = typeof members.$inferSelect;

export interface MembersContext {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Salt of the senders' fingerprints and account keys (REPORT_FINGERPRINT_SALT). */
  salt: string;
  links: ApiConfig['siteLinks'];
}

export async function findMember(db: Db, siteId: string, email: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.emailKey, emailKey(email))))
    .limit(1);
  return row;
}

/** Sends mails outside any other write: enqueued in their own transaction, handed to the mailer once committed. */
export async function sendMails(context: MembersContext, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const ids = await context.db.transaction((tx) => context.mailer.enqueue(tx, mails));
  context.mailer.afterCommit(ids);
}
