/** A reset link and the reset by it (the website's client token); a logged-in member's change (the member token). */
import type { FastifyInstance } from 'fastify';
import type { JsonBody, PathParams } from '../../http/operation-types.ts';
import { changePassword, forgotPassword, resetPassword } from '../../members/member-passwords.ts';
import { requireOwnId } from '../../members/member-sessions.ts';
import { memberSession, memberSite, type MemberScope } from './member-guards.ts';

export function registerPasswordRoutes(scope: FastifyInstance, { members, memberRoute }: MemberScope): void {
  scope.route<{ Body: JsonBody<'memberForgotPassword'> }>({
    ...memberRoute('memberForgotPassword', 'client'),
    handler: async (request, reply) => {
      await forgotPassword(members, memberSite(request), request.body);
      return reply
        .code(202)
        .send({ success: true, message: 'If the address is a member’s, a reset link is on its way' });
    },
  });

  scope.route<{ Body: JsonBody<'memberResetPassword'> }>({
    ...memberRoute('memberResetPassword', 'client'),
    handler: async (request) => {
      await resetPassword(members, memberSite(request), request.body);
      return { success: true, message: 'The new password is set; every session of the member has ended' };
    },
  });

  scope.route<{ Params: PathParams<'memberChangePassword'>; Body: JsonBody<'memberChangePassword'> }>({
    ...memberRoute('memberChangePassword', 'member'),
    handler: async (request) => {
      requireOwnId(memberSession(request), request.params.id, request.body.id);
      await changePassword(members, memberSession(request), request.body);
      return { success: true, message: 'The password is changed; the member’s other sessions have ended' };
    },
  });
}
