import type { FastifyRequest } from 'fastify';

/**
 * Whether this request carries a member session the server has verified: only such a request may bypass the
 * full-page cache and get a page of its own. No members area exists yet, so nothing is verified and nothing
 * bypasses: a `members_access_token` cookie with any value is just a cookie (docs/decisions/0227).
 * Issue 13 (members) makes this verify the session (the token with the department API, once per request).
 */
export function hasVerifiedMemberSession(_request: FastifyRequest): boolean {
  return false;
}
