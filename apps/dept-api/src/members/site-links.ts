/**
 * Where the members' mails link to (decision 0175): the site's own origin, `scheme://<its first domain>[:port]`,
 * the rule the website uses for its absolute URLs (web decision 0225). Nothing in a request chooses it: the
 * domain is the site registry's, the scheme and port are configuration (SITE_PUBLIC_SCHEME, SITE_PUBLIC_PORT).
 */
import { asc, eq } from 'drizzle-orm';
import type { Lang } from '@probation/contract';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { siteDomains, sites } from '../db/schema.ts';

export interface SiteMailing {
  id: string;
  name: { th: string; en: string };
  origin: string;
}

export async function siteMailing(
  db: Db,
  siteId: string,
  links: ApiConfig['siteLinks'],
): Promise<SiteMailing> {
  const [site] = await db
    .select({ nameTh: sites.nameTh, nameEn: sites.nameEn })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  const [first] = await db
    .select({ domain: siteDomains.domain })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, siteId))
    .orderBy(asc(siteDomains.position), asc(siteDomains.domain))
    .limit(1);
  if (!site || !first) throw new Error(`site ${siteId} has no domain to link to`);
  const defaultPort = links.scheme === 'https' ? 443 : 80;
  const port = links.port === null || links.port === defaultPort ? '' : `:${links.port}`;
  return {
    id: siteId,
    name: { th: site.nameTh, en: site.nameEn },
    origin: `${links.scheme}://${first.domain}${port}`,
  };
}

/** A page of the website's members area on the site, with a token in its query. */
export function memberLink(site: SiteMailing, lang: Lang, page: string, token: string): string {
  return `${site.origin}/${lang}/members/${page}?token=${encodeURIComponent(token)}`;
}
