/**
 * The members' single-use links (decision 0175): e-mail verification (24 hours) and password reset (1 hour). A
 * link's token is stored only as its SHA-256; a new one of a purpose ends the member's older unused ones.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Lang } from '@probation/contract';
import type { Transaction } from '../db/database.ts';
import { memberLinkTokens, members } from '../db/schema.ts';
import type { MailContent } from '../mail/mail-text.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from './member-mails.ts';
import { findMember, type MemberRow, type MembersContext } from './member-store.ts';
import { hashSecretToken, newSecretToken, TOKEN_SHAPE } from './member-tokens.ts';
import { RequestLimits } from './request-limits.ts';
import { siteMailing, type SiteMailing } from './site-links.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time-spans.ts';

const VERIFICATION_HOURS = 24;
const RESET_MINUTES = 60;

/** One kind of link: its tokens' purpose and lifetime, and the mail that carries it. */
interface MemberLink {
  purpose: 'verify-email' | 'reset-password';
  lifetimeMs: number;
  kind: 'member-verification' | 'member-password-reset';
  mail: (site: SiteMailing, lang: Lang, token: string) => MailContent;
}

export const VERIFICATION_LINK: MemberLink = {
  purpose: 'verify-email',
  lifetimeMs: VERIFICATION_HOURS * HOUR_MS,
  kind: 'member-verification',
  mail: verificationMail,
};

export const RESET_LINK: MemberLink = {
  purpose: 'reset-password',
  lifetimeMs: RESET_MINUTES * MINUTE_MS,
  kind: 'member-password-reset',
  mail: passwordResetMail,
};

/** A new single-use link token for the member (older unused ones of the same purpose stop working). */
async function issueLinkToken(
  tx: Transaction,
  memberId: string,
  purpose: 'verify-email' | 'reset-password',
  now: Date,
  lifetimeMs: number,
): Promise<string> {
  await tx
    .update(memberLinkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(memberLinkTokens.memberId, memberId),
        eq(memberLinkTokens.purpose, purpose),
        isNull(memberLinkTokens.usedAt),
      ),
    );
  await tx
    .delete(memberLinkTokens)
    .where(lt(memberLinkTokens.expiresAt, new Date(now.getTime() - 7 * DAY_MS)));
  const token = newSecretToken();
  await tx.insert(memberLinkTokens).values({
    tokenHash: hashSecretToken(token),
    memberId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

/** A new link for the member and the mail that carries it, in the caller's transaction. */
export async function newLinkMail(
  tx: Transaction,
  link: MemberLink,
  member: { id: string; email: string },
  site: SiteMailing,
  lang: Lang,
  now: Date,
): Promise<OutgoingMail> {
  const token = await issueLinkToken(tx, member.id, link.purpose, now, link.lifetimeMs);
  return { kind: link.kind, to: member.email, lang, ...link.mail(site, lang, token) };
}

/** A call that asks for a link by address: its kind (what its limit counts), the link, and who may get one. */
interface LinkRequest {
  kind: 'resend-verification' | 'forgot-password';
  link: MemberLink;
  wanted: (member: MemberRow) => boolean;
}

/**
 * The call asking for a link by address (a new verification link, a reset link): the sender's calls of this kind
 * are limited first; then the site's member of the address gets a new link when `wanted` and the address's mails
 * this hour allow, else silently nothing (the answer never tells whether an address is known).
 */
export function linkMailedOnRequest(request: LinkRequest) {
  return async (
    context: MembersContext,
    siteId: string,
    payload: { email: string; lang: Lang; sender_ip: string },
  ): Promise<void> => {
    const now = context.clock();
    const limits = new RequestLimits(context.db, context.salt);
    await limits.check(request.kind, payload.sender_ip, now);
    await limits.record(request.kind, payload.sender_ip, null, now);
    const member = await findMember(context.db, siteId, payload.email);
    if (!member || !request.wanted(member) || !(await limits.mayMail(member.emailKey, now))) return;
    await limits.record('mail', null, member.emailKey, now);
    const site = await siteMailing(context.db, siteId, context.links);
    const ids = await context.db.transaction(async (tx) =>
      context.mailer.enqueue(tx, [await newLinkMail(tx, request.link, member, site, payload.lang, now)]),
    );
    context.mailer.afterCommit(ids);
  };
}

/** Uses a link token once: the member it was for, or undefined (unknown, used, expired, another site's). */
export async function useLinkToken(
  tx: Transaction,
  siteId: string,
  token: string,
  purpose: 'verify-email' | 'reset-password',
  now: Date,
): Promise<MemberRow | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const tokenHash = hashSecretToken(token);
  // Only a live token of this site's member is used up: another site's call leaves it working.
  const [found] = await tx
    .select({ member: members })
    .from(memberLinkTokens)
    .innerJoin(members, eq(members.id, memberLinkTokens.memberId))
    .where(
      and(
        eq(memberLinkTokens.tokenHash, tokenHash),
        eq(memberLinkTokens.purpose, purpose),
        isNull(memberLinkTokens.usedAt),
        gt(memberLinkTokens.expiresAt, now),
        eq(members.siteId, siteId),
      ),
    )
    .limit(1);
  if (!found) return undefined;
  const [used] = await tx
    .update(memberLinkTokens)
    .set({ usedAt: now })
    .where(and(eq(memberLinkTokens.tokenHash, tokenHash), isNull(memberLinkTokens.usedAt)))
    .returning({ memberId: memberLinkTokens.memberId });
  return used ? found.member : undefined;
}
