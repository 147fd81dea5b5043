import type { FastifyReply, FastifyRequest } from 'fastify';
import { memberSessionOf } from '../members/member-session.ts';

/**
 * Whether this request carries a member session the server has verified with dept-api (issue 13): only such a
 * request bypasses the full-page cache and gets a page of its own (docs/decisions/0227, 0180). A
 * `members_access_token` cookie dept-api does not accept is just a cookie: the visitor is a guest.
 */
export async function hasVerifiedMemberSession(
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<boolean> {
  return (await memberSessionOf(request, reply)) !== null;
}
