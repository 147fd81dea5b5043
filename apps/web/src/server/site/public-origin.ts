import type { FastifyRequest } from 'fastify';
import { mappedOnce } from '../cache/mapped-once.ts';
import type { PublicOriginSettings } from '../config.ts';
import type { SiteDetails } from '../upstream/contract-types.ts';
import { normaliseHost } from './host.ts';
import { heldSite, resolveSite } from './resolve-site.ts';
import type { ResolvedSite } from './site-service.ts';

const defaultPorts = { http: 80, https: 443 } as const;

/** `scheme://host[:port]` from configuration and a host name that is one of a site's registered domains. */
export function publicOrigin(settings: PublicOriginSettings, host: string): string {
  const name = host.includes(':') ? `[${host}]` : host;
  const { scheme, port } = settings;
  return `${scheme}://${name}${port !== null && port !== defaultPorts[scheme] ? `:${port}` : ''}`;
}

/**
 * The host a site's absolute URLs name: the host it was found by when that is one of the domains the site
 * registers (it always is with dept-api, which matches domains exactly), else the first of them. The request
 * only chooses among configured names; it never supplies one.
 */
export function registeredHost(foundBy: string, domains: readonly string[]): string {
  return chosenHost(foundBy, normalisedDomains(domains));
}

function normalisedDomains(domains: readonly string[]): string[] {
  return domains.map(normaliseHost).filter((domain) => domain !== '');
}

function chosenHost(foundBy: string, registered: readonly string[]): string {
  return registered.includes(foundBy) ? foundBy : (registered[0] ?? foundBy);
}

/** A site's domains normalised once per cached details answer, not once per request. */
const registeredDomainsOf = mappedOnce((details: SiteDetails) => normalisedDomains(details.domains ?? []));

/** The machine a developer browses when DEV_SITE_DOMAIN stands in for every host. */
const DEVELOPMENT_HOST = 'localhost';

/**
 * The public origin of this request's site (docs/decisions/0225): configured scheme and port, and a domain the
 * site registers. With DEV_SITE_DOMAIN (development only) every host shows that site, and its links name
 * localhost: the real site's domain over http on the development port would lead nowhere.
 * Rejects like resolveSite (unknown host: SiteNotFoundError).
 */
export function resolveSiteOrigin(request: FastifyRequest): Promise<string> {
  request.siteOriginResolution ??=
    request.siteOrigin !== null ? Promise.resolve(request.siteOrigin) : originOf(request);
  return request.siteOriginResolution;
}

/**
 * resolveSiteOrigin's answer without waiting, when the site and its details are held by this process's site cache
 * (heldSite); undefined when only resolveSiteOrigin can tell.
 */
export function heldSiteOrigin(request: FastifyRequest): string | undefined {
  if (request.siteOrigin !== null) return request.siteOrigin;
  const site = heldSite(request);
  if (!site) return undefined;
  const origin = developmentOrigin(request) ?? originFromHeldDetails(request, site);
  if (origin !== undefined) request.siteOrigin = origin;
  return origin;
}

function originFromHeldDetails(request: FastifyRequest, site: ResolvedSite): string | undefined {
  const details = request.server.sites.heldDetails(site.id);
  return details && originFrom(request, site, details);
}

async function originOf(request: FastifyRequest): Promise<string> {
  const site = await resolveSite(request);
  request.siteOrigin =
    developmentOrigin(request) ?? originFrom(request, site, await request.server.sites.getDetails(site.id));
  return request.siteOrigin;
}

/** With DEV_SITE_DOMAIN (development only) every host shows that site, and its links name localhost. */
function developmentOrigin(request: FastifyRequest): string | undefined {
  const { config } = request.server;
  return config.isDevelopment && config.devSiteDomain
    ? publicOrigin(config.publicOrigin, DEVELOPMENT_HOST)
    : undefined;
}

function originFrom(request: FastifyRequest, site: ResolvedSite, details: SiteDetails): string {
  return publicOrigin(
    request.server.config.publicOrigin,
    chosenHost(site.domain, registeredDomainsOf(details)),
  );
}
