/**
 * The members' calls (decisions 0170-0176), requirements.md §9.1 calls 2-5 and the ones §9.2 lists, all under
 * `/member/`. Every call names its site in `X-Site-Id`. Calls before a login (sign up, log in, links, newsletter
 * types, a guest's subscription) carry the website's client token with the `member:manage` scope; calls of a
 * logged-in member carry the member token as `Authorization: Bearer` (requirements.md §9.1 call 3). Every answer says
 * `success`; every failure is the ApiError shape with `success: false` and a `code`. Nothing is cacheable.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import type { ApiConfig } from '../config.ts';
import { PictureStore } from '../members/member-picture.ts';
import type { MembersContext } from '../members/member-store.ts';
import { answerMemberFailure } from './members/member-failure-answer.ts';
import { decorateMemberRequests, memberGuards, type MemberScope } from './members/member-guards.ts';
import { registerNewsletterRoutes } from './members/newsletter-routes.ts';
import { registerPasswordRoutes } from './members/password-routes.ts';
import { registerProfileRoutes } from './members/profile-routes.ts';
import { registerRegistrationRoutes } from './members/registration-routes.ts';
import { registerSessionRoutes } from './members/session-routes.ts';

export interface MemberRouteOptions {
  fingerprintSalt: string;
  attachmentsDir: string;
  siteLinks: ApiConfig['siteLinks'];
  clients: ApiConfig['clients'];
}

export async function registerMemberRoutes(
  app: FastifyInstance,
  context: ApiContext,
  options: MemberRouteOptions,
): Promise<void> {
  const members: MembersContext = {
    db: context.db,
    clock: context.clock,
    mailer: context.mailer,
    salt: options.fingerprintSalt,
    links: options.siteLinks,
  };
  const routes: MemberScope = { context, members, memberRoute: memberGuards(context, options.clients) };

  await app.register(async (scope) => {
    decorateMemberRequests(scope);
    scope.setErrorHandler(answerMemberFailure);
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerRegistrationRoutes(scope, routes);
    registerSessionRoutes(scope, routes);
    registerPasswordRoutes(scope, routes);
    await registerProfileRoutes(scope, routes, new PictureStore(options.attachmentsDir));
    registerNewsletterRoutes(scope, routes);
  });
}
