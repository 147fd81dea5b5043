/** Bearer-token guard for every call the contract secures, with a scope check. */
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Scope } from '../config.ts';
import type { Db } from '../db/database.ts';
import { verifyToken, type Clock, type TokenHolder } from '../auth/tokens.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tokenHolder: TokenHolder | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  return match?.[1] ?? null;
}

export function tokenGuard(db: Db, clock: Clock): (scope: Scope) => onRequestHookHandler {
  return (scope) => async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('A Bearer token is required (Authorization: Bearer <access_token>)');
    const holder = await verifyToken(db, clock, token);
    if (!holder) throw unauthorized('The access token is invalid or has expired');
    if (!holder.scopes.includes(scope)) throw forbidden(`This call needs the ${scope} scope`);
    request.tokenHolder = holder;
    request.log.debug({ clientId: holder.clientId }, 'token accepted');
  };
}
