/**
 * requirements.md §9.1 call 1: POST /oauth2/client/access-token (client credentials → opaque access token), throttled
 * after failures (auth/token-throttle.ts). `request.ip` is the TCP peer: trustProxy is off, so no header can change
 * it.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { grantScopes, issueToken } from '../auth/tokens.ts';
import { badRequest, tooManyRequests, unauthorized } from '../http/errors.ts';
import type { JsonBody, JsonOk } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

export function registerTokenRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{ Body: JsonBody<'exchangeClientToken'>; Reply: JsonOk<'exchangeClientToken'> }>({
    ...routeOptions(context, 'exchangeClientToken'),
    handler: async (request, reply) => {
      const { client_id, client_secret, scope } = request.body;
      const now = context.clock();
      const lockedUntil = await context.tokenThrottle.lockedUntil(client_id, request.ip, now);
      if (lockedUntil) {
        request.log.warn({ clientId: client_id }, 'token exchange refused: too many failures');
        throw tooManyRequests('Too many failed attempts; retry later', lockedUntil, now);
      }
      const client = context.clients.authenticate(client_id, client_secret);
      if (!client) {
        await context.tokenThrottle.recordFailure(client_id, request.ip, now);
        throw unauthorized('Unknown client or wrong client secret');
      }
      await context.tokenThrottle.recordSuccess(client.clientId, request.ip, now);
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
