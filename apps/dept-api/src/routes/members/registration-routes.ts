/** Signing up, verifying the address and a new verification link (the website's client token). */
import type { FastifyInstance } from 'fastify';
import type { JsonBody } from '../../http/operation-types.ts';
import { resendVerification, signUp, verifyEmail } from '../../members/member-registration.ts';
import { memberSite, type MemberScope } from './member-guards.ts';

export function registerRegistrationRoutes(
  scope: FastifyInstance,
  { members, memberRoute }: MemberScope,
): void {
  scope.route<{ Body: JsonBody<'memberSignup'> }>({
    ...memberRoute('memberSignup', 'client'),
    handler: async (request, reply) => {
      await signUp(members, memberSite(request), request.body);
      return reply
        .code(201)
        .send({ success: true, message: 'Registered: a verification link is on its way to the address' });
    },
  });

  scope.route<{ Body: JsonBody<'memberVerifyEmail'> }>({
    ...memberRoute('memberVerifyEmail', 'client'),
    handler: async (request) => {
      await verifyEmail(members, memberSite(request), request.body.token);
      return { success: true, message: 'The e-mail address is verified: the member can log in now' };
    },
  });

  scope.route<{ Body: JsonBody<'memberResendVerification'> }>({
    ...memberRoute('memberResendVerification', 'client'),
    handler: async (request, reply) => {
      await resendVerification(members, memberSite(request), request.body);
      return reply
        .code(202)
        .send({ success: true, message: 'If the address needs one, a verification link is on its way' });
    },
  });
}
