/** requirements.md §9.1 calls 6, 8 and 7: find a site by domain, its details, its layout in a language. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { notFound } from '../http/errors.ts';
import type { JsonOk, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';
import { findSiteByDomain, getSiteDetails, getSiteLayout } from '../sites/site-repository.ts';

const unknownSite = (siteId: string) => notFound(`No site has the id "${siteId}"`);

export function registerSiteRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{ Querystring: QueryParams<'findSiteByDomain'>; Reply: JsonOk<'findSiteByDomain'> }>({
    ...routeOptions(context, 'findSiteByDomain'),
    handler: async (request) => {
      const site = await findSiteByDomain(context.db, request.query.domain);
      if (!site) throw notFound(`No site is served on the domain "${request.query.domain}"`);
      return site;
    },
  });

  app.route<{ Params: PathParams<'getSiteDetails'>; Reply: JsonOk<'getSiteDetails'> }>({
    ...routeOptions(context, 'getSiteDetails'),
    handler: async (request) => {
      const details = await getSiteDetails(context.db, request.params.siteId);
      if (!details) throw unknownSite(request.params.siteId);
      return details;
    },
  });

  app.route<{
    Params: PathParams<'getSiteLayout'>;
    Querystring: QueryParams<'getSiteLayout'>;
    Reply: JsonOk<'getSiteLayout'>;
  }>({
    ...routeOptions(context, 'getSiteLayout'),
    handler: async (request) => {
      const lang = request.query.lang ?? DEFAULT_LANG;
      const layout = await getSiteLayout(context.db, request.params.siteId, lang, context.clock());
      if (!layout) throw unknownSite(request.params.siteId);
      return layout;
    },
  });
}
