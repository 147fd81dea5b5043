export { heldSite, resolveSite, siteDomainOf } from './resolve-site.ts';
export {
  setSiteCookie,
  ensureSiteCookie,
  SITE_COOKIE_NAME,
  SITE_COOKIE_MAX_AGE_SECONDS,
} from './site-cookie.ts';
export { createSiteService, isInMaintenance, isMaintenanceOn, isValidSiteId } from './site-service.ts';
export type { ResolvedSite, SiteService } from './site-service.ts';
export { normaliseHost, requestHost } from './host.ts';
export { heldSiteOrigin, publicOrigin, resolveSiteOrigin } from './public-origin.ts';
