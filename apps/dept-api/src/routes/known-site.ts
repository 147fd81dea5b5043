/** Content calls name a site in the path: an unknown site is 404 before anything else is looked at. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { siteExists } from '../sites/site-repository.ts';

export async function requireKnownSite(db: Db, siteId: string): Promise<void> {
  if (!(await siteExists(db, siteId))) throw notFound(`No site has the id "${siteId}"`);
}

/**
 * The preHandler of every route under /site/{siteId}/ (http/route-options.ts adds it by the path, so no route can
 * forget it): after the token and the schemas, before the handler.
 */
export function knownSiteHook(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireKnownSite(db, (request.params as { siteId: string }).siteId);
  };
}
