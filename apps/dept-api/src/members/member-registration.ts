/**
 * Registration (decisions 0172, 0605): signing up, verifying the address by its link, and a new verification link
 * on request. Every rule of a field is `@probation/forms`' (the website checks the same).
 */
import { and, eq } from 'drizzle-orm';
import { checkMemberForm, FORM_MESSAGES, MEMBER_WIRE_FIELDS, memberSignupSchema } from '@probation/forms';
import type { Lang } from '@probation/contract';
import { hashPassword } from '../auth/passwords.ts';
import { members } from '../db/schema.ts';
import { isUniqueClash } from '../db/unique-clash.ts';
import { memberFailure, memberFormRejected } from './member-failure.ts';
import { linkMailedOnRequest, newLinkMail, useLinkToken, VERIFICATION_LINK } from './member-links.ts';
import { accountExistsMail } from './member-mails.ts';
import { findMember, sendMails, type MembersContext } from './member-store.ts';
import { emailKey, newMemberId } from './member-tokens.ts';
import { RequestLimits } from './request-limits.ts';
import { siteMailing } from './site-links.ts';

export interface SignupPayload {
  username: string;
  name: string;
  surname: string;
  email: string;
  password: string;
  confirm_password: string;
  accept_agreement: boolean;
  captcha_verified: boolean;
  lang: Lang;
  sender_ip: string;
}

/**
 * Every attempt counts against the hour's signups of its address before anything is answered (decision 0605): a
 * username found taken costs an attempt, so probing usernames costs one signup, behind the website's captcha, each.
 */
export async function signUp(context: MembersContext, siteId: string, payload: SignupPayload): Promise<void> {
  const { db, clock } = context;
  const now = clock();
  const limits = new RequestLimits(db, context.salt);
  await limits.check('signup', payload.sender_ip, now);
  await limits.record('signup', payload.sender_ip, null, now);
  const checked = checkMemberForm(memberSignupSchema, {
    username: payload.username,
    firstName: payload.name,
    lastName: payload.surname,
    email: payload.email,
    password: payload.password,
    confirmPassword: payload.confirm_password,
    acceptAgreement: String(payload.accept_agreement),
    captcha: String(payload.captcha_verified),
  });
  if (!checked.ok) throw memberFormRejected(checked.problems, MEMBER_WIRE_FIELDS);
  const input = checked.value;

  const [usernameTaken] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.usernameKey, input.username.toLowerCase())))
    .limit(1);
  if (usernameTaken) {
    throw memberFormRejected(
      [{ field: 'username', message: FORM_MESSAGES.usernameTaken }],
      MEMBER_WIRE_FIELDS,
    );
  }
  const site = await siteMailing(db, siteId, context.links);
  // Hashed before the address is looked up, so a known address answers after the same work as a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findMember(db, siteId, input.email);
  if (existing) {
    // The same answer as a new account; the owner hears of it (at most 3 such mails an hour).
    if (await limits.mayMail(existing.emailKey, now)) {
      await limits.record('mail', null, existing.emailKey, now);
      const mail = accountExistsMail(site, existing.lang);
      await sendMails(context, [
        { kind: 'member-account-exists', to: existing.email, lang: existing.lang, ...mail },
      ]);
    }
    return;
  }
  const id = newMemberId();
  const ids = await db
    .transaction(async (tx) => {
      await tx.insert(members).values({
        id,
        siteId,
        username: input.username,
        usernameKey: input.username.toLowerCase(),
        email: input.email,
        emailKey: emailKey(input.email),
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        lang: payload.lang,
        agreementAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const mail = await newLinkMail(
        tx,
        VERIFICATION_LINK,
        { id, email: input.email },
        site,
        payload.lang,
        now,
      );
      return context.mailer.enqueue(tx, [mail]);
    })
    .catch((error: unknown) => {
      // A concurrent registration took the address (answered like a known address) or the username first.
      if (isUniqueClash(error, ['members_site_email_key'])) return null;
      if (isUniqueClash(error, ['members_site_username_key'])) {
        throw memberFormRejected(
          [{ field: 'username', message: FORM_MESSAGES.usernameTaken }],
          MEMBER_WIRE_FIELDS,
        );
      }
      throw error;
    });
  if (!ids) return;
  await limits.record('mail', null, emailKey(input.email), now);
  context.mailer.afterCommit(ids);
}

export async function verifyEmail(context: MembersContext, siteId: string, token: string): Promise<void> {
  const now = context.clock();
  const member = await context.db.transaction(async (tx) => {
    const found = await useLinkToken(tx, siteId, token, 'verify-email', now);
    if (found && !found.emailVerifiedAt) {
      await tx.update(members).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(members.id, found.id));
    }
    return found;
  });
  if (!member) {
    throw memberFailure(400, 'verification_invalid', 'The verification link is invalid or has expired.');
  }
}

/** A new verification link for an unverified member; silently nothing for anyone else. */
export const resendVerification = linkMailedOnRequest({
  kind: 'resend-verification',
  link: VERIFICATION_LINK,
  wanted: (member) => !member.emailVerifiedAt,
});
