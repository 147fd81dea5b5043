import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractErrors } from '@probation/contract/json-schema';
import type { Db } from '../src/db/database.ts';
import { siteDomains, siteLayouts, sites } from '../src/db/schema.ts';
import { DEMO_SITE_IDS, DEMO_SITES } from '../src/seed/demo-sites.ts';
import { demoLayouts, seedDemoData } from '../src/seed/seed-demo-data.ts';
import { getSiteDetails, setSiteMaintenance } from '../src/sites/site-repository.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts';

let testDatabase: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});
afterAll(() => testDatabase.drop());

async function counts() {
  const [siteCount] = await db.select({ n: count() }).from(sites);
  const [domainCount] = await db.select({ n: count() }).from(siteDomains);
  const [layoutCount] = await db.select({ n: count() }).from(siteLayouts);
  return { sites: siteCount?.n, domains: domainCount?.n, layouts: layoutCount?.n };
}

describe('seedDemoData', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set, else on embedded PGlite', () => {
    expect(testDatabase.database.driver).toBe(TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('creates four sites with five domains and a Thai and an English layout each', async () => {
    expect(await seedDemoData(db)).toEqual({ sitesCreated: 4, domainsCreated: 5, layoutsWritten: 8 });
    expect(await counts()).toEqual({ sites: 4, domains: 5, layouts: 8 });
    expect(DEMO_SITES.map((site) => site.id)).toEqual(Object.values(DEMO_SITE_IDS));
  });

  it('changes nothing when run again', async () => {
    const before = await db.select().from(sites).orderBy(sites.id);
    expect(await seedDemoData(db)).toEqual({ sitesCreated: 0, domainsCreated: 0, layoutsWritten: 0 });
    expect(await counts()).toEqual({ sites: 4, domains: 5, layouts: 8 });
    expect(await db.select().from(sites).orderBy(sites.id)).toEqual(before);
  });

  it('keeps a maintenance switch made after seeding', async () => {
    await setSiteMaintenance(db, DEMO_SITE_IDS.phuket, { status: 'Disable' }, new Date());
    await seedDemoData(db);
    expect((await getSiteDetails(db, DEMO_SITE_IDS.phuket))?.is_maintenance.status).toBe('Disable');
  });

  it('replaces demo layouts written by an older seed revision', async () => {
    await db
      .update(siteLayouts)
      .set({ seedRevision: 0 })
      .where(eq(siteLayouts.siteId, DEMO_SITE_IDS.khonkaen));
    expect((await seedDemoData(db)).layoutsWritten).toBe(2);
  });

  it('writes layouts that satisfy the contract', () => {
    for (const { siteId, lang, layout } of demoLayouts()) {
      expect(contractErrors('Layout', { site_id: siteId, lang, ...layout }), `${siteId} ${lang}`).toEqual([]);
    }
  });
});
