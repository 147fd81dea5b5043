/** Signing up, verifying the address and a new verification link (the website's client token). */
import type { FastifyInstance } from 'fastify';
import { resendVerification, signUp, verifyEmail } from '../../members/member-registration.ts';
import { memberActionRoute } from './member-action.ts';
import { memberSite, type MemberScope } from './member-guards.ts';

export function registerRegistrationRoutes(scope: FastifyInstance, memberScope: MemberScope): void {
  const { members } = memberScope;
  memberActionRoute(scope, memberScope, {
    operationId: 'memberSignup',
    guard: 'client',
    status: 201,
    message: 'Registered: a verification link is on its way to the address',
    act: (request) => signUp(members, memberSite(request), request.body),
  });

  memberActionRoute(scope, memberScope, {
    operationId: 'memberVerifyEmail',
    guard: 'client',
    message: 'The e-mail address is verified: the member can log in now',
    act: (request) => verifyEmail(members, memberSite(request), request.body.token),
  });

  memberActionRoute(scope, memberScope, {
    operationId: 'memberResendVerification',
    guard: 'client',
    status: 202,
    message: 'If the address needs one, a verification link is on its way',
    act: (request) => resendVerification(members, memberSite(request), request.body),
  });
}
