/**
 * Members' sessions (decisions 0171, 0174): logging in (behind the login throttle) hands out a member token of 24
 * hours, stored only as its SHA-256; a call's token is looked up, and logging out revokes it.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { MEMBER_TOKEN_LIFETIME_SECONDS } from '@probation/contract';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import { members, memberSessions } from '../db/schema.ts';
import { LoginThrottle } from './login-throttle.ts';
import { memberFailure } from './member-failure.ts';
import { findMember, type MemberRow, type MembersContext } from './member-store.ts';
import { hashSecretToken, newSecretToken, TOKEN_SHAPE } from './member-tokens.ts';

const invalidCredentials = () =>
  memberFailure(400, 'invalid_credentials', 'The e-mail address or the password is not right');

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
