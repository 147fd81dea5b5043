/** A reset link and the reset by it (the website's client token); a logged-in member's change (the member token). */
import type { FastifyInstance } from 'fastify';
import { changePassword, forgotPassword, resetPassword } from '../../members/member-passwords.ts';
import { requireOwnId } from '../../members/member-sessions.ts';
import { memberActionRoute } from './member-action.ts';
import { memberSession, memberSite, type MemberScope } from './member-guards.ts';

export function registerPasswordRoutes(scope: FastifyInstance, memberScope: MemberScope): void {
  const { members } = memberScope;
  memberActionRoute(scope, memberScope, {
    operationId: 'memberForgotPassword',
    guard: 'client',
    status: 202,
    message: 'If the address is a member’s, a reset link is on its way',
    act: (request) => forgotPassword(members, memberSite(request), request.body),
  });

  memberActionRoute(scope, memberScope, {
    operationId: 'memberResetPassword',
    guard: 'client',
    message: 'The new password is set; every session of the member has ended',
    act: (request) => resetPassword(members, memberSite(request), request.body),
  });

  memberActionRoute(scope, memberScope, {
    operationId: 'memberChangePassword',
    guard: 'member',
    message: 'The password is changed; the member’s other sessions have ended',
    act: async (request) => {
      requireOwnId(memberSession(request), request.params.id, request.body.id);
      await changePassword(members, memberSession(request), request.body);
    },
  });
}
