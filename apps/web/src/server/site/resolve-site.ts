import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseHost, requestHost } from './host.ts';
import type { ResolvedSite } from './site-service.ts';

/**
 * The site of this request (requirements.md §2.1): from its host name, never from a cookie. Resolved once per request
 * (GraphQL resolvers and the page share it); afterwards the request's log lines carry the site id.
 * Rejects with SiteNotFoundError (404, SITE_NOT_FOUND) for an unknown host.
 */
export function resolveSite(request: FastifyRequest): Promise<ResolvedSite> {
  request.siteResolution ??= request.site ? Promise.resolve(request.site) : resolve(request);
  return request.siteResolution;
}

/**
 * The request's site without waiting, when it is known: found before, or held by this process's site cache (the
 * usual case: a page served from the page cache then costs no promise for its site). Undefined when only
 * resolveSite can tell (not held here, an unknown host, a lookup under way).
 */
export function heldSite(request: FastifyRequest): ResolvedSite | undefined {
  if (request.site || request.siteResolution) return request.site ?? undefined;
  const site = request.server.sites.heldSite(siteDomainOf(request), request.log);
  if (site) settle(request, site);
  return site;
}

/** The normalised host name this request's site is looked up by. */
export function siteDomainOf(request: FastifyRequest): string {
  const { config } = request.server;
  if (config.isDevelopment && config.devSiteDomain) return normaliseHost(config.devSiteDomain);
  return requestHost(request);
}

/**
 * Lets resolveSite give the reply's logger the site id too ("request completed" is logged through it). A field
 * of the request, not a WeakMap: every request sets it, and a WeakMap entry per request costs the GC more.
 */
export function trackReplyForSiteLogging(request: FastifyRequest, reply: FastifyReply): void {
  request.replyForSiteLogging = reply;
}

async function resolve(request: FastifyRequest): Promise<ResolvedSite> {
  const site = await request.server.sites.resolveDomain(siteDomainOf(request), request.log);
  settle(request, site);
  return site;
}

function settle(request: FastifyRequest, site: ResolvedSite): void {
  request.site = site;
  request.log = request.log.child({ siteId: site.id }); // lazy: made if a line is written (lazy-child-logger.ts)
  const reply = request.replyForSiteLogging;
  if (reply) reply.log = request.log;
}
