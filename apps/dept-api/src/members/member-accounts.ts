/**
 * Member accounts (decisions 0170-0176): registration, e-mail verification, log in and out, the
 * profile, password change and reset. Every rule of a field is `@probation/forms`' (the website checks the same);
 * every failure is an HttpError with a `code` the member routes answer with `success: false`.
 */
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import {
  checkMemberForm,
  FORM_MESSAGES,
  MEMBER_PROFILE_WIRE_FIELDS,
  MEMBER_WIRE_FIELDS,
  memberPasswordChangeSchema,
  memberPasswordResetSchema,
  memberProfileSchema,
  memberSignupSchema,
  type FieldProblem,
} from '@probation/forms';
import { MEMBER_TOKEN_LIFETIME_SECONDS, type Lang, type MemberProfile } from '@probation/contract';
import type { Clock } from '../auth/tokens.ts';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { memberLinkTokens, members, memberSessions } from '../db/schema.ts';
import { isUniqueClash } from '../db/unique-clash.ts';
import type { HttpError } from '../http/errors.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { LoginThrottle } from './login-throttle.ts';
import { memberFailure } from './member-failure.ts';
import { accountExistsMail, passwordResetMail, verificationMail } from './member-mails.ts';
import { emailKey, hashSecretToken, newMemberId, newSecretToken, TOKEN_SHAPE } from './member-tokens.ts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import { RequestLimits } from './request-limits.ts';
import { siteMailing } from './site-links.ts';

export type MemberRow = typeof members.$inferSelect;

export const VERIFICATION_HOURS = 24;
export const RESET_MINUTES = 60;
const HOUR_MS = 60 * 60 * 1000;

export interface MembersContext {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Salt of the senders' fingerprints and account keys (REPORT_FINGERPRINT_SALT). */
  salt: string;
  links: ApiConfig['siteLinks'];
}

/** 422 naming each field by its wire name, in the form's order. */
function rejected(problems: FieldProblem[], wire: Readonly<Record<string, string>>): HttpError {
  return memberFailure(422, 'invalid_input', 'The payload breaks a rule of the members forms', {
    problems: problems.map((problem) => ({
      field: wire[problem.field] ?? problem.field,
      message: problem.message,
    })),
  });
}

const invalidCredentials = () =>
  memberFailure(400, 'invalid_credentials', 'The e-mail address or the password is not right');

/** The profile as the contract gives it. */
export function profileOf(row: MemberRow): MemberProfile {
  return {
    id: row.id,
    site_id: row.siteId,
    username: row.username,
    email: row.email,
    email_verified: row.emailVerifiedAt !== null,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    birthday: row.birthday,
    gender: row.gender,
    profile_image: row.picturePath ? `/member/profile-picture/${row.id}?v=${row.pictureVersion}` : null,
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findMember(db: Db, siteId: string, email: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.emailKey, emailKey(email))))
    .limit(1);
  return row;
}

export async function memberById(db: Db, id: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

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
    .where(lt(memberLinkTokens.expiresAt, new Date(now.getTime() - 7 * 24 * HOUR_MS)));
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

/** Uses a link token once: the member it was for, or undefined (unknown, used, expired, another site's). */
async function useLinkToken(
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

async function sendMails(context: MembersContext, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const ids = await context.db.transaction((tx) => context.mailer.enqueue(tx, mails));
  context.mailer.afterCommit(ids);
}

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
  if (!checked.ok) throw rejected(checked.problems, MEMBER_WIRE_FIELDS);
  const input = checked.value;

  const [usernameTaken] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.usernameKey, input.username.toLowerCase())))
    .limit(1);
  if (usernameTaken) {
    throw rejected([{ field: 'username', message: FORM_MESSAGES.usernameTaken }], MEMBER_WIRE_FIELDS);
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
      const token = await issueLinkToken(tx, id, 'verify-email', now, VERIFICATION_HOURS * HOUR_MS);
      const mail = verificationMail(site, payload.lang, token);
      return context.mailer.enqueue(tx, [
        { kind: 'member-verification', to: input.email, lang: payload.lang, ...mail },
      ]);
    })
    .catch((error: unknown) => {
      // A concurrent registration took the address (answered like a known address) or the username first.
      if (isUniqueClash(error, ['members_site_email_key'])) return null;
      if (isUniqueClash(error, ['members_site_username_key'])) {
        throw rejected([{ field: 'username', message: FORM_MESSAGES.usernameTaken }], MEMBER_WIRE_FIELDS);
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
export async function resendVerification(
  context: MembersContext,
  siteId: string,
  payload: { email: string; lang: Lang; sender_ip: string },
): Promise<void> {
  const now = context.clock();
  const limits = new RequestLimits(context.db, context.salt);
  await limits.check('resend-verification', payload.sender_ip, now);
  await limits.record('resend-verification', payload.sender_ip, null, now);
  const member = await findMember(context.db, siteId, payload.email);
  if (!member || member.emailVerifiedAt || !(await limits.mayMail(member.emailKey, now))) return;
  await limits.record('mail', null, member.emailKey, now);
  const site = await siteMailing(context.db, siteId, context.links);
  const ids = await context.db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, member.id, 'verify-email', now, VERIFICATION_HOURS * HOUR_MS);
    const mail = verificationMail(site, payload.lang, token);
    return context.mailer.enqueue(tx, [
      { kind: 'member-verification', to: member.email, lang: payload.lang, ...mail },
    ]);
  });
  context.mailer.afterCommit(ids);
}

/** A reset link for a member of the site; silently nothing for an unknown address. */
export async function forgotPassword(
  context: MembersContext,
  siteId: string,
  payload: { email: string; lang: Lang; sender_ip: string },
): Promise<void> {
  const now = context.clock();
  const limits = new RequestLimits(context.db, context.salt);
  await limits.check('forgot-password', payload.sender_ip, now);
  await limits.record('forgot-password', payload.sender_ip, null, now);
  const member = await findMember(context.db, siteId, payload.email);
  if (!member || !(await limits.mayMail(member.emailKey, now))) return;
  await limits.record('mail', null, member.emailKey, now);
  const site = await siteMailing(context.db, siteId, context.links);
  const ids = await context.db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, member.id, 'reset-password', now, RESET_MINUTES * 60 * 1000);
    const mail = passwordResetMail(site, payload.lang, token);
    return context.mailer.enqueue(tx, [
      { kind: 'member-password-reset', to: member.email, lang: payload.lang, ...mail },
    ]);
  });
  context.mailer.afterCommit(ids);
}

function passwordProblems(
  schema: typeof memberPasswordResetSchema | typeof memberPasswordChangeSchema,
  input: Record<string, string>,
) {
  const checked = checkMemberForm(schema, input);
  if (!checked.ok) throw rejected(checked.problems, MEMBER_WIRE_FIELDS);
}

export async function resetPassword(
  context: MembersContext,
  siteId: string,
  payload: { token: string; password: string; confirm_password: string },
): Promise<void> {
  passwordProblems(memberPasswordResetSchema, {
    password: payload.password,
    confirmPassword: payload.confirm_password,
  });
  const passwordHash = await hashPassword(payload.password);
  const now = context.clock();
  const member = await context.db.transaction(async (tx) => {
    const found = await useLinkToken(tx, siteId, payload.token, 'reset-password', now);
    if (!found) return undefined;
    await tx
      .update(members)
      .set({ passwordHash, emailVerifiedAt: found.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(members.id, found.id));
    await tx
      .update(memberSessions)
      .set({ revokedAt: now })
      .where(and(eq(memberSessions.memberId, found.id), isNull(memberSessions.revokedAt)));
    return found;
  });
  if (!member) throw memberFailure(400, 'reset_invalid', 'The reset link is invalid, used or has expired');
  await new LoginThrottle(context.db, context.salt).clearAccount(siteId, member.email);
}

export interface IssuedSession {
  accessToken: string;
  member: MemberRow;
}

export async function logIn(
  context: MembersContext,
  siteId: string,
  clientId: string,
  payload: { email: string; password: string; sender_ip: string },
): Promise<IssuedSession> {
  const { db } = context;
  const now = context.clock();
  const throttle = new LoginThrottle(db, context.salt);
  const member = await findMember(db, siteId, payload.email);
  await throttle.check(siteId, payload.email, member?.id, payload.sender_ip, now);
  const matches = await verifyPassword(payload.password, member?.passwordHash);
  if (!member || !matches) {
    await throttle.recordFailure(siteId, payload.email, payload.sender_ip, now);
    throw invalidCredentials();
  }
  if (!member.emailVerifiedAt) {
    throw memberFailure(403, 'email_not_verified', 'The e-mail address is not verified yet');
  }
  await throttle.recordSuccess(siteId, member, payload.sender_ip, now);
  if (needsRehash(member.passwordHash)) {
    const passwordHash = await hashPassword(payload.password);
    await db.update(members).set({ passwordHash }).where(eq(members.id, member.id));
  }
  const accessToken = newSecretToken();
  await db.delete(memberSessions).where(lt(memberSessions.expiresAt, now));
  await db.insert(memberSessions).values({
    tokenHash: hashSecretToken(accessToken),
    memberId: member.id,
    clientId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + MEMBER_TOKEN_LIFETIME_SECONDS * 1000),
  });
  return { accessToken, member };
}

export interface MemberSessionHolder {
  tokenHash: string;
  clientId: string;
  member: MemberRow;
}

/** The member a token belongs to, when it exists, has not expired and was not revoked; else undefined. */
export async function sessionOf(db: Db, now: Date, token: string): Promise<MemberSessionHolder | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const tokenHash = hashSecretToken(token);
  const [row] = await db
    .select({ clientId: memberSessions.clientId, member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, tokenHash),
        gt(memberSessions.expiresAt, now),
        isNull(memberSessions.revokedAt),
      ),
    )
    .limit(1);
  return row ? { tokenHash, clientId: row.clientId, member: row.member } : undefined;
}

export async function logOut(db: Db, now: Date, holder: MemberSessionHolder): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(eq(memberSessions.tokenHash, holder.tokenHash));
}

/** 403 unless the id named by the call is the token's member's. */
export function requireOwnId(holder: MemberSessionHolder, ...ids: string[]): void {
  if (ids.some((id) => id !== holder.member.id)) {
    throw memberFailure(403, 'not_your_account', 'The id is not the logged-in member');
  }
}

export interface ProfilePayload {
  id: string;
  first_name: string;
  last_name: string;
  phone?: string;
  birthday: string;
  gender?: string;
  lang?: Lang;
}

export async function updateProfile(
  context: MembersContext,
  holder: MemberSessionHolder,
  payload: ProfilePayload,
): Promise<MemberRow> {
  const checked = checkMemberForm(memberProfileSchema, {
    firstName: payload.first_name,
    lastName: payload.last_name,
    phone: payload.phone ?? '',
    birthday: payload.birthday,
    gender: payload.gender ?? '',
  });
  if (!checked.ok) throw rejected(checked.problems, MEMBER_PROFILE_WIRE_FIELDS);
  const input = checked.value;
  const now = context.clock();
  const [row] = await context.db
    .update(members)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone === '' ? null : input.phone,
      birthday: input.birthday,
      gender: input.gender === '' ? null : (input.gender as 'male' | 'female'),
      ...(payload.lang ? { lang: payload.lang } : {}),
      updatedAt: now,
    })
    .where(eq(members.id, holder.member.id))
    .returning();
  return row!;
}

export async function changePassword(
  context: MembersContext,
  holder: MemberSessionHolder,
  payload: { current_password: string; password: string; confirm_password: string; sender_ip?: string },
): Promise<void> {
  const senderIp = payload.sender_ip;
  passwordProblems(memberPasswordChangeSchema, {
    currentPassword: payload.current_password,
    password: payload.password,
    confirmPassword: payload.confirm_password,
  });
  const { db } = context;
  const now = context.clock();
  const member = holder.member;
  const throttle = new LoginThrottle(db, context.salt);
  await throttle.check(member.siteId, member.email, member.id, senderIp, now);
  if (!(await verifyPassword(payload.current_password, member.passwordHash))) {
    await throttle.recordFailure(member.siteId, member.email, senderIp, now);
    throw memberFailure(400, 'invalid_credentials', 'The current password is not right', {
      problems: [{ field: 'current_password', message: FORM_MESSAGES.enterCurrentPassword }],
    });
  }
  const passwordHash = await hashPassword(payload.password);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, member.id));
    await tx
      .update(memberSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(memberSessions.memberId, member.id),
          ne(memberSessions.tokenHash, holder.tokenHash),
          isNull(memberSessions.revokedAt),
        ),
      );
  });
}
