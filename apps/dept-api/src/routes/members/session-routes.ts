/** POST /member/login (the website's client token) and /member/logout (the member token). */
import type { FastifyInstance } from 'fastify';
import { MEMBER_TOKEN_LIFETIME_SECONDS } from '@probation/contract';
import type { JsonBody } from '../../http/operation-types.ts';
import { profileOf } from '../../members/member-profile.ts';
import { logIn, logOut } from '../../members/member-sessions.ts';
import { memberActionRoute } from './member-action.ts';
import { memberSession, memberSite, type MemberScope } from './member-guards.ts';

export function registerSessionRoutes(scope: FastifyInstance, memberScope: MemberScope): void {
  const { context, members, memberRoute } = memberScope;
  scope.route<{ Body: JsonBody<'memberLogin'> }>({
    ...memberRoute('memberLogin', 'client'),
    handler: async (request) => {
      const issued = await logIn(members, memberSite(request), request.tokenHolder!.clientId, request.body);
      return {
        success: true,
        access_token: issued.accessToken,
        token_type: 'Bearer',
        expires_in: MEMBER_TOKEN_LIFETIME_SECONDS,
        data: profileOf(issued.member),
      };
    },
  });

  memberActionRoute(scope, memberScope, {
    operationId: 'memberLogout',
    guard: 'member',
    message: 'Logged out: the member token no longer works',
    act: (request) => logOut(context.db, context.clock(), memberSession(request)),
  });
}
