/** requirements.md §9.1 calls 6, 8 and 7: find a site by domain, its details, its layout in a language. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { notFound } from '../http/errors.ts';
import { operationRoute } from '../http/operation-route.ts';
import { findSiteByDomain, getSiteDetails, getSiteLayout } from '../sites/site-repository.ts';

const unknownSite = (siteId: string) => notFound(`No site has the id "${siteId}"`);

export function registerSiteRoutes(app: FastifyInstance, context: ApiContext): void {
  operationRoute(app, context, 'findSiteByDomain', async (request) => {
    const site = await findSiteByDomain(context.db, request.query.domain);
    if (!site) throw notFound(`No site is served on the domain "${request.query.domain}"`);
    return site;
  });

  operationRoute(app, context, 'getSiteDetails', async (request) => {
    const details = await getSiteDetails(context.db, request.params.siteId);
    if (!details) throw unknownSite(request.params.siteId);
    return details;
  });

  operationRoute(app, context, 'getSiteLayout', async (request) => {
    const lang = request.query.lang ?? DEFAULT_LANG;
    const layout = await getSiteLayout(context.db, request.params.siteId, lang, context.clock());
    if (!layout) throw unknownSite(request.params.siteId);
    return layout;
  });
}
