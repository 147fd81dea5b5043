import type { FastifyBaseLogger } from 'fastify';
import { boundedMemo } from '../cache/bounded-map.ts';
import { cacheKey } from '../cache/swr-cache.ts';
import type { SwrCache } from '../cache/swr-cache.ts';
import { SiteFetchError, SiteNotFoundError } from '../errors.ts';
import type { Language, Layout, SiteDetails, SiteDomainLookup } from '../upstream/contract-types.ts';
import type { DeptApiClient } from '../upstream/dept-api-client.ts';

/**
 * Site data (requirements.md §2.2, §9.1 calls 6-8), all through the cache keyed by site id + language:
 * domain → site id, site details, layout per language.
 */

export interface ResolvedSite {
  id: string;
  /** The normalised host name the site was found by. */
  domain: string;
}

export interface SiteService {
  /** The site of a normalised host name; SiteNotFoundError when there is none. */
  resolveDomain(domain: string, log: FastifyBaseLogger): Promise<ResolvedSite>;
  /** resolveDomain's answer at once when the site cache holds it here; undefined when only resolveDomain can tell. */
  heldSite(domain: string, log: FastifyBaseLogger): ResolvedSite | undefined;
  getDetails(siteId: string): Promise<SiteDetails>;
  /** getDetails' answer at once when the site cache holds it here; undefined when only getDetails can tell. */
  heldDetails(siteId: string): SiteDetails | undefined;
  getLayout(siteId: string, lang: Language): Promise<Layout>;
}

/** requirements.md §2.2, §11: 9999 (the default placeholder), 0 and empty mean "no site id". */
export function isValidSiteId(id: unknown): id is string | number {
  if (typeof id !== 'string' && typeof id !== 'number') return false;
  const text = String(id).trim();
  return text !== '' && text !== '0' && text !== '9999';
}

/** requirements.md §2.4: maintenance is on when the details' is_maintenance status is 'Enable'. */
export function isMaintenanceOn(flag: SiteDetails['is_maintenance'] | null | undefined): boolean {
  return flag?.status === 'Enable';
}

export function isInMaintenance(details: SiteDetails): boolean {
  return isMaintenanceOn(details.is_maintenance);
}

/**
 * The cache keys of the host names and sites requests name, made once: every page, a cached one too, reads the
 * site of its host and that site's details (a flood of made-up hosts only empties the memo).
 */
const domainKey = boundedMemo(256, (domain: string) => cacheKey('domain', domain));
const detailsKey = boundedMemo(256, (siteId: string) => cacheKey('site', siteId, 'details'));
/** Every fresh render reads its site's layout (the shell's `layout { version }`): its keys, one memo per language. */
const layoutKeys: Record<Language, (siteId: string) => string> = {
  th: layoutKeyMemo('th'),
  en: layoutKeyMemo('en'),
};

function layoutKeyMemo(lang: Language): (siteId: string) => string {
  return boundedMemo(256, (siteId: string) => cacheKey('site', siteId, lang, 'layout'));
}

export function createSiteService(client: DeptApiClient, cache: SwrCache): SiteService {
  /**
   * The contract says `_id` is a string; requirements.md §2.2 says a real department API may answer 9999, 0 or
   * nothing.
   */
  const lookup = (domain: string) =>
    client.find('findSiteByDomain', { query: { domain } }) as Promise<SiteDomainLookup | null>;

  async function lookupSiteId(domain: string, log: FastifyBaseLogger): Promise<string | null> {
    const first = await lookup(domain);
    if (first === null) return null;
    if (isValidSiteId(first._id)) return String(first._id);
    log.warn(
      { domain, siteId: first._id },
      'domain lookup gave an invalid site id (9999, 0 or empty); looking it up again',
    );
    const second = await lookup(domain);
    if (second !== null && isValidSiteId(second._id)) return String(second._id);
    log.warn(
      { domain, siteId: second?._id },
      'domain lookup gave an invalid site id again; treating the host as unknown',
    );
    return null;
  }

  const loadDetails = (siteId: string) => () => client.call('getSiteDetails', { path: { siteId } });

  return {
    async resolveDomain(domain, log) {
      if (domain === '') throw new SiteNotFoundError(domain);
      const id = await cache.get(domainKey(domain), () => lookupSiteId(domain, log));
      if (id === null) throw new SiteNotFoundError(domain);
      return { id, domain };
    },

    heldSite(domain, log) {
      if (domain === '') return undefined;
      const id = cache.held<string | null>(domainKey(domain), () => lookupSiteId(domain, log))?.value;
      return typeof id === 'string' ? { id, domain } : undefined;
    },

    getDetails(siteId) {
      if (!isValidSiteId(siteId)) return Promise.reject(new SiteFetchError(undefined));
      return cache.get(detailsKey(siteId), loadDetails(siteId));
    },

    heldDetails(siteId) {
      if (!isValidSiteId(siteId)) return undefined;
      return cache.held<SiteDetails>(detailsKey(siteId), loadDetails(siteId))?.value;
    },

    getLayout(siteId, lang) {
      return cache.get(layoutKeys[lang](siteId), () =>
        client.call('getSiteLayout', { path: { siteId }, query: { lang } }),
      );
    },
  };
}
