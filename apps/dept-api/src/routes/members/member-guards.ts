/**
 * What every member call checks before its handler (requirements.md §9.1 call 3): the site named in `X-Site-Id`
 * exists, and the caller is either the website (its client token with the `member:manage` scope) or a logged-in
 * member of that site (a live member token, issued through a client still allowed).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBER_SITE_HEADER, SCOPE_MEMBER_MANAGE, type OperationId } from '@probation/contract';
import type { ApiContext } from '../../api-context.ts';
import type { ApiConfig } from '../../config.ts';
import { contractRoute } from '../../http/contract-schemas.ts';
import { HttpError } from '../../http/errors.ts';
import { memberFailure } from '../../members/member-failure.ts';
import { sessionOf, type MemberSessionHolder } from '../../members/member-sessions.ts';
import type { MembersContext } from '../../members/member-store.ts';
import { siteExists } from '../../sites/site-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site named by X-Site-Id (checked to exist). */
    memberSiteId: string | null;
    /** The logged-in member of a member-token call. */
    memberSession: MemberSessionHolder | null;
  }
}

const SITE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What the members' route modules register their routes with. */
export interface MemberScope {
  context: ApiContext;
  members: MembersContext;
  /** A guarded member call's route options: the contract's method, URL and schemas, and its guard. */
  memberRoute: ReturnType<typeof memberGuards>;
}

/** The site of a guarded call (its guard has set it). */
export const memberSite = (request: FastifyRequest): string => request.memberSiteId!;
/** The member of a member-token call (its guard has set it). */
export const memberSession = (request: FastifyRequest): MemberSessionHolder => request.memberSession!;

/** Declares the request's members fields in a scope of member routes. */
export function decorateMemberRequests(scope: FastifyInstance): void {
  scope.decorateRequest('memberSiteId', null);
  scope.decorateRequest('memberSession', null);
}

/** The route options of member calls, guarded for the website's client or for a logged-in member. */
export function memberGuards(context: ApiContext, clients: ApiConfig['clients']) {
  const memberClients = new Set(
    clients
      .filter((client) => (client.scopes as readonly string[]).includes(SCOPE_MEMBER_MANAGE))
      .map((client) => client.client_id),
  );

  async function requireSite(request: FastifyRequest): Promise<string> {
    const header = request.headers[MEMBER_SITE_HEADER];
    if (typeof header !== 'string' || !SITE_ID.test(header)) {
      throw memberFailure(400, 'bad_request', 'The X-Site-Id header names the member’s site');
    }
    if (!(await siteExists(context.db, header)))
      throw memberFailure(404, 'not_found', `No site has the id "${header}"`);
    request.memberSiteId = header;
    return header;
  }

  const clientGuard = context.requireScope(SCOPE_MEMBER_MANAGE);
  const unauthorizedMember = (message: string) =>
    new HttpError(
      401,
      message,
      { 'www-authenticate': 'Bearer realm="dept-api members", error="invalid_token"' },
      { code: 'unauthorized' },
    );

  /** The member token of `Authorization: Bearer`: live, of this site, issued through a client still allowed. */
  async function memberGuard(request: FastifyRequest): Promise<void> {
    const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw unauthorizedMember('A member token is required (Authorization: Bearer <member token>)');
    const siteId = await requireSite(request);
    const holder = await sessionOf(context.db, context.clock(), match[1]!);
    if (!holder || holder.member.siteId !== siteId || !memberClients.has(holder.clientId)) {
      throw unauthorizedMember('The member token is invalid, has expired or was revoked');
    }
    request.memberSession = holder;
  }

  return (operationId: OperationId, guard: 'client' | 'member') => {
    const route = contractRoute(operationId);
    return {
      method: route.method,
      url: route.url,
      schema: route.schema,
      onRequest:
        guard === 'client'
          ? [clientGuard, async (request: FastifyRequest) => void (await requireSite(request))]
          : [memberGuard],
    };
  };
}
