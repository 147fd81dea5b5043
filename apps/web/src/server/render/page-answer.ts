import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMembersRoute } from '../../shared/routes.ts';
import { ensureSiteCookie } from '../site/index.ts';
import type { PageCacheResult, RenderedPage } from './page-cache.ts';
import { hasLanguagePrefix, rememberLanguage } from './locale-cookie.ts';
import { hasMemberCookie, type MemberSession } from '../members/member-session.ts';
import { isDefaultDisplay, type DisplaySettings } from '../../shared/display-settings.ts';
import { chooseEncoding, identityOf } from '../http/encoded-body.ts';
import { kindOf, type PageRequest } from './page-request.ts';

/** An answer meant for one visitor: it sets their cookies, or its language came from their cookie. */
const PER_VISITOR_CACHE_CONTROL = 'private, no-cache';
/** A member's page, or a page of the members area: this visitor's, and nobody keeps it. */
export const MEMBER_CACHE_CONTROL = 'private, no-store';

/** What a CDN may do with a shareable page: the full-page cache's own policy (decision 0005). */
export function publicCacheControl(ttlSeconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds * 2}, stale-if-error=${staleSeconds}`;
}

/** The page with its cookies and caching headers. */
export function sendPage(
  publicCacheControl: string,
  request: FastifyRequest,
  reply: FastifyReply,
  pageRequest: PageRequest,
  { page, source }: PageCacheResult | { page: RenderedPage; source: 'bypass' },
  member: MemberSession | null,
  display: DisplaySettings,
): FastifyReply {
  const siteCookieSet = page.siteId !== null && ensureSiteCookie(request, reply, page.siteId);
  const localeCookieSet = rememberLanguage(request, reply, pageRequest.lang);
  // A page drawn with the visitor's display settings depends on their cookie: theirs alone, like a page whose
  // language came from the locale cookie (decisions 0229, 0280).
  // A member cookie that was not a verified session was cleared on this answer (Set-Cookie): the visitor's own.
  const memberCookieCleared = !member && hasMemberCookie(request);
  const perVisitor =
    siteCookieSet ||
    localeCookieSet ||
    memberCookieCleared ||
    !hasLanguagePrefix(pageRequest.path) ||
    !isDefaultDisplay(display);
  reply.header('x-page-cache', source);
  // A member's page, and every page of the members area (its redirects too: a guard's answer depends on the
  // cookie), is for this visitor alone and kept by nobody (decision 0180). A search page is kept by no
  // browser or CDN (decision 0134).
  const membersOnly = member !== null || isMembersRoute(pageRequest.route);
  const kind = kindOf(pageRequest.route);
  reply.header(
    'cache-control',
    membersOnly
      ? MEMBER_CACHE_CONTROL
      : kind?.keptApart
        ? 'no-store'
        : cacheControl(publicCacheControl, page, perVisitor),
  );
  // Their links carry tokens: no other site gets a Referer from them, while their own forms still send this site's
  // Origin (with no-referrer a browser posts them with `Origin: null`, which the same-origin check refuses: 0601).
  if (isMembersRoute(pageRequest.route)) reply.header('referrer-policy', 'same-origin');
  for (const name in page.headers) reply.header(name, page.headers[name]);
  if (page.status === 302) return reply.code(302).send();
  return sendBody(request, reply.code(page.status).type('text/html; charset=utf-8'), page.body);
}

/**
 * A cached page goes out as it is held, by the visitor's Accept-Encoding (brotli, gzip, else decompressed); a
 * fresh one as rendered, which the compress plugin compresses on the fly. Either way the answer varies by
 * Accept-Encoding, which a CDN or browser cache must know.
 */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: RenderedPage['body']): FastifyReply {
  reply.header('vary', 'accept-encoding');
  if (Buffer.isBuffer(body)) return reply.send(body);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(identityOf(body));
  return reply.header('content-encoding', encoding).send(body[encoding]);
}

/**
 * What a browser or CDN may keep (docs/decisions/0229): a shareable answer carries no Set-Cookie and does not
 * depend on a cookie; an answer that sets a cookie or took its language from one is the visitor's own; what the
 * server does not keep, nobody keeps.
 */
function cacheControl(publicCacheControl: string, page: RenderedPage, perVisitor: boolean): string {
  if (page.cache !== 'store' || page.status >= 500) return 'no-store';
  return perVisitor ? PER_VISITOR_CACHE_CONTROL : publicCacheControl;
}
