/** Content calls name a site in the path: an unknown site is 404 before anything else is looked at. */
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { siteExists } from '../sites/site-repository.ts';

export async function requireKnownSite(db: Db, siteId: string): Promise<void> {
  if (!(await siteExists(db, siteId))) throw notFound(`No site has the id "${siteId}"`);
}
