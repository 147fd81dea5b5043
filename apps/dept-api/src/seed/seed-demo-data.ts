/**
 * Seeds the demo sites, domains, layouts and content. Idempotent: existing sites and domains are left as they are
 * (so a maintenance switch survives restarts); a layout is rewritten only when this code carries a newer
 * SEED_REVISION; content is seeded once per CONTENT_SEED_REVISION (see content/seed-content.ts). The search index is
 * rebuilt when content was seeded or when it was built by another SEARCH_INDEX_VERSION.
 */
import { sql } from 'drizzle-orm';
import { LANGS, type Lang } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { siteDomains, siteLayouts, sites, type StoredLayout } from '../db/schema.ts';
import { ensureSearchIndex } from '../search/search-entries.ts';
import { seedDemoContent, type ContentSeedResult } from './content/seed-content.ts';
import { DEMO_SITES, DEMO_SITE_IDS } from './demo-sites.ts';
import { seedDemoMembers } from './demo-members.ts';
import { departmentLayout } from './layouts/department-layout.ts';
import { officeLayout } from './layouts/office-layout.ts';
import { OFFICES } from './layouts/offices.ts';

/** Raise when the demo layouts change, so existing databases receive the new ones. */
export const SEED_REVISION = 6;

export interface DemoLayout {
  siteId: string;
  lang: Lang;
  layout: StoredLayout;
}

export function demoLayouts(): DemoLayout[] {
  return LANGS.flatMap((lang) => [
    { siteId: DEMO_SITE_IDS.dept, lang, layout: departmentLayout(lang) },
    ...OFFICES.map((office) => ({ siteId: office.site.id, lang, layout: officeLayout(office, lang) })),
  ]);
}

export interface SeedResult extends ContentSeedResult {
  sitesCreated: number;
  domainsCreated: number;
  layoutsWritten: number;
  /** Search index rows written: the whole index, rebuilt when content was seeded or its version changed. */
  searchEntriesWritten: number;
  /** Demo members created (one per demo site, decision 0176). */
  membersCreated: number;
}

/** `now` dates the demo news (spread over the two years before it). */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const createdSites = await tx
      .insert(sites)
      .values(
        DEMO_SITES.map((site) => ({
          id: site.id,
          code: site.code,
          nameTh: site.name.th,
          nameEn: site.name.en,
          officerEmail: site.officerEmail,
          maintenanceStatus: site.maintenance.status,
          maintenanceMessageTh: site.maintenance.message.th,
          maintenanceMessageEn: site.maintenance.message.en,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: sites.id });

    const createdDomains = await tx
      .insert(siteDomains)
      .values(
        DEMO_SITES.flatMap((site) =>
          site.domains.map((domain, position) => ({ domain, siteId: site.id, position })),
        ),
      )
      .onConflictDoNothing()
      .returning({ domain: siteDomains.domain });

    const writtenLayouts = await tx
      .insert(siteLayouts)
      .values(demoLayouts().map((entry) => ({ ...entry, seedRevision: SEED_REVISION })))
      .onConflictDoUpdate({
        target: [siteLayouts.siteId, siteLayouts.lang],
        set: { layout: sql`excluded.layout`, seedRevision: SEED_REVISION, updatedAt: sql`now()` },
        setWhere: sql`${siteLayouts.seedRevision} < ${SEED_REVISION}`,
      })
      .returning({ siteId: siteLayouts.siteId });

    const content = await seedDemoContent(tx, now);
    const contentChanged = Object.values(content).some((written) => written > 0);
    const searchEntriesWritten = await ensureSearchIndex(tx, contentChanged);
    const { membersCreated } = await seedDemoMembers(tx, now);

    return {
      sitesCreated: createdSites.length,
      domainsCreated: createdDomains.length,
      layoutsWritten: writtenLayouts.length,
      ...content,
      searchEntriesWritten,
      membersCreated,
    };
  });
}
