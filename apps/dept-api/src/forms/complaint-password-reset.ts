/**
 * A new tracking password by e-mail (decision 0612): POST /site/{siteId}/forms/complaint/new-password with a
 * tracking code and an e-mail address. When the code is a complaint's of the site and the address the one it gave,
 * a new password replaces the old one's hash (the old one stops working at once) and goes to that address only. The
 * answer is the same either way and takes the same work (a password is hashed whether or not anything matched), so
 * it tells nobody whether a code exists or which address it has. Every request is a row of
 * `complaint_password_resets` (the audit of the resets, never the password or the address) and counts towards the
 * limits: 10 requests a day per sender (then 429), 3 new passwords a day per complaint (then, silently, none).
 */
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '@probation/contract';
import { limitedAddress } from '../auth/caller-address.ts';
import type { Clock } from '../auth/tokens.ts';
import type { ApiConfig } from '../config.ts';
import { reporterFingerprint } from '../content/broken-file-reports.ts';
import type { Db } from '../db/database.ts';
import { complaintPasswordResets, complaints, sites } from '../db/schema.ts';
import { refuseOverWindowLimit } from '../http/window-limit.ts';
import { newTrackingPasswordMail } from '../mail/complaint-password-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashPassword, newPassword, normalTrackingCode } from './complaint-credentials.ts';
import { siteComplaintLinks } from './complaint-links.ts';
import { DAY_MS } from '../time-spans.ts';

export const NEW_PASSWORD_REQUESTS_PER_SENDER_PER_DAY = 10;
export const NEW_PASSWORDS_PER_COMPLAINT_PER_DAY = 3;

export interface PasswordResetContext {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  fingerprintSalt: string;
  siteLinks: ApiConfig['siteLinks'];
  log: FastifyBaseLogger;
}

export interface NewPasswordRequest {
  tracking_code: string;
  email: string;
  lang: Lang;
  sender_ip: string;
}

export async function sendNewComplaintPassword(
  context: PasswordResetContext,
  siteId: string,
  request: NewPasswordRequest,
): Promise<void> {
  const { db } = context;
  const now = context.clock();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const sender = reporterFingerprint(limitedAddress(request.sender_ip.trim()), context.fingerprintSalt);
  await withinSenderLimit(db, sender, dayAgo, now);

  const password = newPassword();
  const passwordHash = await hashPassword(password);
  const complaint = await matchingComplaint(db, siteId, request);
  const reset =
    complaint && (await resetsSince(db, complaint.id, dayAgo)) < NEW_PASSWORDS_PER_COMPLAINT_PER_DAY;
  const mail =
    reset &&
    newTrackingPasswordMail({
      lang: request.lang,
      site: await siteNames(db, siteId),
      reference: complaint.reference,
      trackingCode: complaint.trackingCode,
      password,
      links: await siteComplaintLinks(db, siteId, context.siteLinks, request.lang),
    });
  const mailIds = await db.transaction(async (tx) => {
    await tx
      .delete(complaintPasswordResets)
      .where(
        and(isNull(complaintPasswordResets.complaintId), lt(complaintPasswordResets.requestedAt, dayAgo)),
      );
    await tx.insert(complaintPasswordResets).values({
      complaintId: mail ? complaint.id : null,
      senderFingerprint: sender,
      requestedAt: now,
    });
    if (!mail) return [];
    await tx.update(complaints).set({ passwordHash }).where(eq(complaints.id, complaint.id));
    return context.mailer.enqueue(tx, [
      {
        kind: 'complaint-new-password',
        complaintId: complaint.id,
        to: complaint.email,
        lang: request.lang,
        ...mail,
      },
    ]);
  });
  if (mail) {
    context.mailer.afterCommit(mailIds);
    context.log.info(
      { siteId, reference: complaint.reference },
      'complaint tracking password replaced and mailed',
    );
  } else if (complaint) {
    context.log.info(
      { siteId, reference: complaint.reference },
      'new tracking password refused: daily limit',
    );
  }
}

/** 429 with Retry-After once the sender has asked 10 times in a day (whatever came of it). */
function withinSenderLimit(db: Db, sender: string, dayAgo: Date, now: Date): Promise<void> {
  return refuseOverWindowLimit(
    db,
    {
      table: complaintPasswordResets,
      at: complaintPasswordResets.requestedAt,
      where: and(
        eq(complaintPasswordResets.senderFingerprint, sender),
        gt(complaintPasswordResets.requestedAt, dayAgo),
      ),
      limit: NEW_PASSWORD_REQUESTS_PER_SENDER_PER_DAY,
      windowMs: DAY_MS,
      message: 'Too many requests for a new tracking password from this address; try again later',
    },
    now,
  );
}

/** The site's complaint with this tracking code and this e-mail address (case and spaces aside), if there is one. */
async function matchingComplaint(db: Db, siteId: string, request: NewPasswordRequest) {
  const code = normalTrackingCode(request.tracking_code.trim().slice(0, 20));
  const email = request.email.trim().toLowerCase();
  if (!code || !email) return undefined;
  const [complaint] = await db
    .select({
      id: complaints.id,
      reference: complaints.reference,
      trackingCode: complaints.trackingCode,
      email: complaints.email,
    })
    .from(complaints)
    .where(
      and(
        eq(complaints.siteId, siteId),
        eq(complaints.trackingCode, code),
        eq(sql`lower(${complaints.email})`, email),
      ),
    );
  return complaint;
}

async function resetsSince(db: Db, complaintId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ resets: count() })
    .from(complaintPasswordResets)
    .where(
      and(
        eq(complaintPasswordResets.complaintId, complaintId),
        gt(complaintPasswordResets.requestedAt, since),
      ),
    );
  return row?.resets ?? 0;
}

async function siteNames(db: Db, siteId: string): Promise<{ nameTh: string; nameEn: string }> {
  const [site] = await db
    .select({ nameTh: sites.nameTh, nameEn: sites.nameEn })
    .from(sites)
    .where(eq(sites.id, siteId));
  return site ?? { nameTh: '', nameEn: '' };
}
