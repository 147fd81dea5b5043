/** The site's newsletter types and subscriptions: a member's (the member token) and a guest's (the client token). */
import type { FastifyInstance } from 'fastify';
import type { JsonBody, QueryParams } from '../../http/operation-types.ts';
import {
  confirmGuest,
  listNewsletterTypes,
  memberSubscriptions,
  subscribeGuest,
  unsubscribe,
  updateMemberSubscriptions,
} from '../../members/newsletters.ts';
import { memberSession, memberSite, type MemberScope } from './member-guards.ts';

export function registerNewsletterRoutes(
  scope: FastifyInstance,
  { context, members, memberRoute }: MemberScope,
): void {
  scope.route<{ Querystring: QueryParams<'listNewsletterTypes'> }>({
    ...memberRoute('listNewsletterTypes', 'client'),
    handler: async (request) => ({
      success: true,
      data: await listNewsletterTypes(context.db, memberSite(request), request.query.lang ?? 'th'),
    }),
  });

  scope.route({
    ...memberRoute('memberSubscriptions', 'member'),
    handler: async (request) => ({
      success: true,
      data: await memberSubscriptions(context.db, memberSession(request).member),
    }),
  });

  scope.route<{ Body: JsonBody<'memberUpdateSubscriptions'> }>({
    ...memberRoute('memberUpdateSubscriptions', 'member'),
    handler: async (request) => ({
      success: true,
      data: await updateMemberSubscriptions(members, memberSession(request).member, request.body),
    }),
  });

  scope.route<{ Body: JsonBody<'newsletterSubscribe'> }>({
    ...memberRoute('newsletterSubscribe', 'client'),
    handler: async (request, reply) => {
      await subscribeGuest(members, memberSite(request), request.body);
      return reply.code(202).send({ success: true, message: 'A confirmation link is on its way' });
    },
  });

  scope.route<{ Body: JsonBody<'newsletterConfirm'> }>({
    ...memberRoute('newsletterConfirm', 'client'),
    handler: async (request) => ({
      success: true,
      data: await confirmGuest(members, memberSite(request), request.body.token),
    }),
  });

  scope.route<{ Body: JsonBody<'newsletterUnsubscribe'> }>({
    ...memberRoute('newsletterUnsubscribe', 'client'),
    handler: async (request) => {
      await unsubscribe(members, memberSite(request), request.body.token);
      return {
        success: true,
        message: 'Unsubscribed: no more newsletters go to this address from the site',
      };
    },
  });
}
