import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyPageKind } from '../../pages/page-kinds.ts';
import { heldSiteOrigin, resolveSite, resolveSiteOrigin } from '../site/index.ts';
import type { PageCache } from './page-cache.ts';
import { hasMemberCookie, memberSessionOf } from '../members/member-session.ts';
import { displayOf } from './display-cookie.ts';
import { kindOf, pageCacheKey, type PageRequest } from './page-request.ts';
import { sendPage } from './page-answer.ts';
import { renderPage, type RenderDeps } from './page-render.ts';

export interface PipelineDeps extends RenderDeps {
  pageCache: PageCache | null;
  /** The search pages' own page cache (PageKind.keptApart; decision 0134): null when off. */
  searchPageCache: PageCache | null;
  /** Cache-Control of a shareable page (computed once: every cached answer sends it). */
  publicCacheControl: string;
}

/**
 * A page the cache holds, for a guest whose site this process holds too (the usual request), answered without
 * waiting on anything; undefined when respondWithPage must find or render it.
 */
export function respondWithHeldPage(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  pageRequest: PageRequest,
): FastifyReply | undefined {
  if (hasMemberCookie(request)) return undefined;
  const site = heldSiteOfRequest(request);
  if (!site) return undefined;
  const display = displayOf(request);
  const page = pageCacheOf(deps, kindOf(pageRequest.route))?.held(pageCacheKey(site, pageRequest, display));
  return (
    page &&
    sendPage(deps.publicCacheControl, request, reply, pageRequest, { page, source: 'hit' }, null, display)
  );
}

/**
 * One page request, start to finish: full-page cache → site shell (site, maintenance, layout) → page state →
 * React render → response with its cookies and caching headers.
 */
export async function respondWithPage(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  pageRequest: PageRequest,
): Promise<FastifyReply> {
  const site = heldSiteOfRequest(request) ?? (await siteOfRequest(request));
  const display = displayOf(request);
  // A verified member session gets pages of its own: never from or into the cache (decision 0180). The session is
  // verified once per request; the page then has the member it verified.
  const member = hasMemberCookie(request) ? await memberSessionOf(request, reply) : null;
  const renderIt = () => renderPage(deps, request, reply, pageRequest, site?.origin ?? '', member);
  const cache = site && !member ? pageCacheOf(deps, kindOf(pageRequest.route)) : null;
  const served =
    cache && site
      ? await cache.serve(pageCacheKey(site, pageRequest, display), renderIt)
      : { page: await renderIt(), source: 'bypass' as const };
  return sendPage(deps.publicCacheControl, request, reply, pageRequest, served, member, display);
}

/** The request's site and its public origin when this process holds both (the usual case): no promise. */
function heldSiteOfRequest(request: FastifyRequest): { id: string; origin: string } | undefined {
  const origin = heldSiteOrigin(request);
  return origin !== undefined && request.site ? { id: request.site.id, origin } : undefined;
}

/**
 * The cache that may keep a page of this kind: none for a form's (neverKept), the search pages' own, or the main one.
 */
function pageCacheOf(deps: PipelineDeps, kind: AnyPageKind | undefined): PageCache | null {
  if (kind?.neverKept) return null;
  return kind?.keptApart ? deps.searchPageCache : deps.pageCache;
}

/** The request's site and its public origin; null when there is none to key a page by (unknown host, outage). */
async function siteOfRequest(request: FastifyRequest): Promise<{ id: string; origin: string } | null> {
  try {
    const [site, origin] = await Promise.all([resolveSite(request), resolveSiteOrigin(request)]);
    return { id: site.id, origin };
  } catch {
    return null; // the render shows why (site not found, error screen) and nothing is kept
  }
}
