import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@probation/contract';
import { resolveSite } from '../site/resolve-site.ts';
import { memberFormToken } from './member-form-token.ts';

/**
 * A member's session on the website (docs/decisions/0180): the member token and e-mail address live in
 * the cookies requirements.md §5 names, with its lifetimes, httpOnly, Secure and SameSite=Lax; the token goes to
 * dept-api only from this server. A request's session is verified with dept-api once (requirements.md §9.1 call 3,
 * the profile by the e-mail cookie) and remembered for the rest of that request only: nothing member-specific is kept
 * between requests.
 */
export const MEMBER_TOKEN_COOKIE = 'members_access_token';
export const MEMBER_EMAIL_COOKIE = 'members_access_email';
/** requirements.md §5: the token cookie lives 24 hours, the e-mail cookie 48 hours. */
export const MEMBER_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;
export const MEMBER_EMAIL_MAX_AGE_SECONDS = 48 * 60 * 60;
/** dept-api's member tokens: 32 random bytes, base64url (the contract's MemberSession.access_token). */
const MEMBER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type MemberProfile = components['schemas']['MemberProfile'];

export interface MemberSession {
  token: string;
  siteId: string;
  profile: MemberProfile;
  /** The hidden field of the forms drawn for this session (member-form-token.ts). */
  formToken: string;
}

const cookieOptions = (maxAge: number) =>
  ({ maxAge, httpOnly: true, secure: true, sameSite: 'lax', path: '/' }) as const;

/** After a login: both cookies (the browser never reads them: httpOnly). */
export function setMemberCookies(reply: FastifyReply, token: string, email: string): void {
  reply.setCookie(MEMBER_TOKEN_COOKIE, token, cookieOptions(MEMBER_TOKEN_MAX_AGE_SECONDS));
  reply.setCookie(MEMBER_EMAIL_COOKIE, email, cookieOptions(MEMBER_EMAIL_MAX_AGE_SECONDS));
}

/** After a logout, or when dept-api says the token is no longer valid: both cookies gone. */
export function clearMemberCookies(reply: FastifyReply): void {
  reply.clearCookie(MEMBER_TOKEN_COOKIE, cookieOptions(0));
  reply.clearCookie(MEMBER_EMAIL_COOKIE, cookieOptions(0));
}

/**
 * Whether the request carries a member token cookie at all (well-formed or not): a guest without one is answered
 * without asking anything, so the cached pages' path stays synchronous for them.
 */
export function hasMemberCookie(request: FastifyRequest): boolean {
  return request.cookies?.[MEMBER_TOKEN_COOKIE] !== undefined;
}

/** The member token the request carries, when it has the shape dept-api issues (else none: nothing is asked). */
export function memberTokenOf(request: FastifyRequest): string | null {
  const token = request.cookies?.[MEMBER_TOKEN_COOKIE];
  return token && MEMBER_TOKEN_PATTERN.test(token) ? token : null;
}

const verified = new WeakMap<FastifyRequest, Promise<MemberSession | null>>();

/**
 * The request's member session, verified with dept-api (once per request), or null for a guest: no token cookie,
 * a token dept-api refuses (expired, revoked, another site's: its cookies are then cleared when `reply` is given),
 * or dept-api unreachable (the visitor is then treated as a guest for this request, and nothing is cleared).
 */
export function memberSessionOf(
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<MemberSession | null> {
  let session = verified.get(request);
  if (!session) {
    session = verifySession(request, reply);
    verified.set(request, session);
  }
  return session;
}

/** Forgets the request's verified session (after a login or logout in the same request). */
export function forgetMemberSession(request: FastifyRequest, session: MemberSession | null): void {
  verified.set(request, Promise.resolve(session));
}

async function verifySession(request: FastifyRequest, reply?: FastifyReply): Promise<MemberSession | null> {
  const token = memberTokenOf(request);
  if (!token) {
    if (reply && hasMemberCookie(request)) clearMemberCookies(reply);
    return null;
  }
  try {
    const siteId = (await resolveSite(request)).id;
    const email = request.cookies[MEMBER_EMAIL_COOKIE];
    const { deptApi } = request.server;
    // requirements.md §9.1 call 3 when the e-mail cookie is there (dept-api checks it is the token's member's); else
    // the token's own profile (the e-mail cookie outlives the token by a day, not the other way round).
    const answer = email
      ? await deptApi.member('memberProfileByEmail', { body: { email } }, { siteId, memberToken: token })
      : await deptApi.member('memberProfile', {}, { siteId, memberToken: token });
    if (answer.status === 200) {
      const profile = (answer.data as components['schemas']['MemberProfileAnswer']).data;
      return { token, siteId, profile, formToken: memberFormToken(request, token) };
    }
    if (answer.status === 401 || answer.status === 403) {
      if (reply) clearMemberCookies(reply);
      return null;
    }
    request.log.warn({ upstreamStatus: answer.status }, 'member session: dept-api could not verify it');
    return null;
  } catch (error) {
    request.log.warn({ err: error }, 'member session: dept-api could not be reached');
    return null;
  }
}
