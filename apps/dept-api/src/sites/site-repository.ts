/** Reading and changing sites, their domains and layouts, in the contract's shapes. */
import { and, asc, eq, or } from 'drizzle-orm';
import type {
  Lang,
  Layout,
  LocalizedText,
  MaintenanceStatus,
  SiteDetails,
  SiteLookup,
} from '@probation/contract';
import type { Db } from '../db/database.ts';
import { siteDomains, siteLayouts, sites } from '../db/schema.ts';
import { fillCopyrightYear } from './copyright-year.ts';

type SiteRow = typeof sites.$inferSelect;

export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}

export async function findSiteByDomain(db: Db, domain: string): Promise<SiteLookup | null> {
  const wanted = normalizeDomain(domain);
  const [row] = await db
    .select({ id: sites.id, status: sites.status, domain: siteDomains.domain })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.domain, wanted))
    .limit(1);
  return row ? { _id: row.id, status: row.status, domain: row.domain } : null;
}

function maintenanceMessage(row: SiteRow): LocalizedText | null {
  return row.maintenanceMessageTh && row.maintenanceMessageEn
    ? { th: row.maintenanceMessageTh, en: row.maintenanceMessageEn }
    : null;
}

function toSiteDetails(row: SiteRow, domains: string[]): SiteDetails {
  return {
    _id: row.id,
    code: row.code,
    name: { th: row.nameTh, en: row.nameEn },
    domains,
    default_lang: row.defaultLang,
    is_maintenance: { status: row.maintenanceStatus, message: maintenanceMessage(row) },
    updated_at: row.updatedAt.toISOString(),
  };
}

async function findSiteRow(db: Db, siteId: string): Promise<SiteRow | null> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return row ?? null;
}

export async function getSiteDetails(db: Db, siteId: string): Promise<SiteDetails | null> {
  const row = await findSiteRow(db, siteId);
  if (!row) return null;
  const domains = await db
    .select({ domain: siteDomains.domain })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, row.id))
    .orderBy(asc(siteDomains.position), asc(siteDomains.domain));
  return toSiteDetails(
    row,
    domains.map((entry) => entry.domain),
  );
}

/** The site's layout in a language, or null when the site (or that language) does not exist. */
export async function getSiteLayout(db: Db, siteId: string, lang: Lang, now: Date): Promise<Layout | null> {
  const [row] = await db
    .select({ layout: siteLayouts.layout })
    .from(siteLayouts)
    .where(and(eq(siteLayouts.siteId, siteId), eq(siteLayouts.lang, lang)))
    .limit(1);
  return row ? fillCopyrightYear({ site_id: siteId, lang, ...row.layout }, now) : null;
}

export interface MaintenanceChange {
  status: MaintenanceStatus;
  /** Omitted keeps the stored message; null clears it. */
  message?: LocalizedText | null;
}

/** Switches maintenance on or off; returns the site's details after the change, or null for an unknown site. */
export async function setSiteMaintenance(
  db: Db,
  siteId: string,
  change: MaintenanceChange,
  now: Date,
): Promise<SiteDetails | null> {
  const messageColumns =
    change.message === undefined
      ? {}
      : {
          maintenanceMessageTh: change.message?.th ?? null,
          maintenanceMessageEn: change.message?.en ?? null,
        };
  const updated = await db
    .update(sites)
    .set({ maintenanceStatus: change.status, ...messageColumns, updatedAt: now })
    .where(eq(sites.id, siteId))
    .returning({ id: sites.id });
  return updated.length > 0 ? getSiteDetails(db, siteId) : null;
}

/** A site's id from its id or its code (for the command line). */
export async function resolveSiteId(db: Db, siteIdOrCode: string): Promise<string | null> {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(or(eq(sites.id, siteIdOrCode), eq(sites.code, siteIdOrCode.toLowerCase())))
    .limit(1);
  return row?.id ?? null;
}

/** Whether a site with this id exists. */
export async function siteExists(db: Db, siteId: string): Promise<boolean> {
  return (await findSiteRow(db, siteId)) !== null;
}
