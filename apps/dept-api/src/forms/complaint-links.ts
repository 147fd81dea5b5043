/**
 * The website's complaint pages a complainant's mail links to (decisions 0611, 0612): the tracking page and the
 * page that sends a new tracking password, on the site's own origin (members/site-links.ts: the site registry's
 * first domain, the scheme and port from configuration; never anything from a request).
 */
import type { Lang } from '@probation/contract';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { siteMailing } from '../members/site-links.ts';

export interface ComplaintLinks {
  /** /{lang}/forms/track: the tracking code and password open the complaint's status page. */
  track: string;
  /** /{lang}/forms/track/new-password: a new password by e-mail, for a lost one. */
  newPassword: string;
}

export function complaintLinks(origin: string, lang: Lang): ComplaintLinks {
  return {
    track: `${origin}/${lang}/forms/track`,
    newPassword: `${origin}/${lang}/forms/track/new-password`,
  };
}

/** The links on the site's origin, or null for a site without a domain (its mail then names the pages only). */
export async function siteComplaintLinks(
  db: Db,
  siteId: string,
  siteLinks: ApiConfig['siteLinks'],
  lang: Lang,
): Promise<ComplaintLinks | null> {
  try {
    return complaintLinks((await siteMailing(db, siteId, siteLinks)).origin, lang);
  } catch {
    return null;
  }
}
