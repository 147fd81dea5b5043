import type { FastifyReply, FastifyRequest } from 'fastify';
import { RememberedCookie } from '../http/remembered-cookie.ts';

/**
 * The SiteID cookie (requirements.md §5: max age 86400, SameSite None, Secure: always, also in development over plain
 * http, where browsers accept Secure cookies from localhost). It records the site for the browser's
 * own use; the host name stays authoritative: no server code decides the site from this cookie.
 */
export const SITE_COOKIE_NAME = 'SiteID';
export const SITE_COOKIE_MAX_AGE_SECONDS = 86_400;

const siteCookie = new RememberedCookie(SITE_COOKIE_NAME, {
  maxAge: SITE_COOKIE_MAX_AGE_SECONDS,
  sameSite: 'none',
  secure: true,
  path: '/',
});

export function setSiteCookie(reply: FastifyReply, siteId: string): void {
  siteCookie.set(reply, siteId);
}

/**
 * Sets the cookie only when the visitor lacks it or holds another id, so most answers carry no Set-Cookie and stay
 * shareable; says whether it did (that answer is then the visitor's own: docs/decisions/0229).
 */
export function ensureSiteCookie(request: FastifyRequest, reply: FastifyReply, siteId: string): boolean {
  if (request.cookies[SITE_COOKIE_NAME] === siteId) return false;
  setSiteCookie(reply, siteId);
  return true;
}
