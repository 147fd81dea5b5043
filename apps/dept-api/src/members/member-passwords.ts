/**
 * Members' passwords (decisions 0173, 0174): a reset link on request and the reset by it, and a logged-in
 * member's change. Either ends the member's other sessions; the new password keeps `@probation/forms`' rules.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  checkMemberForm,
  FORM_MESSAGES,
  MEMBER_WIRE_FIELDS,
  memberPasswordChangeSchema,
  memberPasswordResetSchema,
} from '@probation/forms';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { members, memberSessions } from '../db/schema.ts';
import { LoginThrottle } from './login-throttle.ts';
import { memberFailure, memberFormRejected } from './member-failure.ts';
import { linkMailedOnRequest, RESET_LINK, useLinkToken } from './member-links.ts';
import type { MemberSessionHolder } from './member-sessions.ts';
import type { MembersContext } from './member-store.ts';

/** A reset link for a member of the site; silently nothing for an unknown address. */
export const forgotPassword = linkMailedOnRequest({
  kind: 'forgot-password',
  link: RESET_LINK,
  wanted: () => true,
});

function passwordProblems(
  schema: typeof memberPasswordResetSchema | typeof memberPasswordChangeSchema,
  input: Record<string, string>,
) {
  const checked = checkMemberForm(schema, input);
  if (!checked.ok) throw memberFormRejected(checked.problems, MEMBER_WIRE_FIELDS);
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
