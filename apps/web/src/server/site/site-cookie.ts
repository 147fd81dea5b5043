import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The SiteID cookie (SPEC §3: max age 86400, SameSite None, Secure). It records the site for the browser's
 * own use; the host name stays authoritative: no server code decides the site from this cookie.
 */
export const SITE_COOKIE_NAME = 'SiteID';
export const SITE_COOKIE_MAX_AGE_SECONDS = 86_400;

export function setSiteCookie(reply: FastifyReply, siteId: string): void {
  reply.setCookie(SITE_COOKIE_NAME, siteId, {
    maxAge: SITE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'none',
    secure: true,
    path: '/',
  });
}

/** Sets the cookie only when the visitor lacks it or holds another id (keeps cached pages free of Set-Cookie). */
export function ensureSiteCookie(request: FastifyRequest, reply: FastifyReply, siteId: string): void {
  if (request.cookies[SITE_COOKIE_NAME] !== siteId) setSiteCookie(reply, siteId);
}
