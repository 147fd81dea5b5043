/** SPEC §7 call 1: POST /oauth2/client/access-token (client credentials → opaque access token). */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { grantScopes, issueToken } from '../auth/tokens.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import type { JsonBody, JsonOk } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

export function registerTokenRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{ Body: JsonBody<'exchangeClientToken'>; Reply: JsonOk<'exchangeClientToken'> }>({
    ...routeOptions(context, 'exchangeClientToken'),
    handler: async (request, reply) => {
      const { client_id, client_secret, scope } = request.body;
      const client = context.clients.authenticate(client_id, client_secret);
      if (!client) throw unauthorized('Unknown client or wrong client secret');
      const scopes = grantScopes(scope, client.scopes);
      if (!scopes) throw badRequest(`The scope "${scope}" is not allowed for this client`);
      const token = await issueToken(context.db, context.clock, client.clientId, scopes);
      request.log.info({ clientId: client.clientId, scope: scopes.join(' ') }, 'access token issued');
      reply.header('cache-control', 'no-store');
      return {
        access_token: token.accessToken,
        token_type: 'Bearer',
        expires_in: token.expiresIn,
        scope: token.scopes.join(' '),
      };
    },
  });
}
