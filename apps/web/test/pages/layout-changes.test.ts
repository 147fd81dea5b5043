import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { cacheKey } from '../../src/server/cache/swr-cache.ts';
import { DEMO_SITE_IDS, tables } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';

/**
 * A fresh render asks for its layout's version and keeps one copy per version (decision 0428): a changed layout
 * shows on the next page rendered once the site's data has it, on every page kind, and two sites never swap.
 */
const suite = usePageApp({ PAGE_CACHE: 'false' });
const CHIANG_MAI = 'chiangmai.localhost:3000';

async function renameSite(siteId: string, lang: 'th' | 'en', name: string): Promise<void> {
  await suite.deptApi.database.db
    .update(tables.siteLayouts)
    .set({
      layout: sql`jsonb_set(${tables.siteLayouts.layout}, '{site_name}', ${JSON.stringify(name)}::jsonb)`,
    })
    .where(and(eq(tables.siteLayouts.siteId, siteId), eq(tables.siteLayouts.lang, lang)));
  // What the site's data cache would learn when its entry refreshes (its TTL), at once.
  await suite.app.siteCache.delete(cacheKey('site', siteId, lang, 'layout'));
}

async function brandOf(path: string, host?: string): Promise<{ brand: string; title: string }> {
  const response = await suite.get(path, host);
  expect(response.statusCode).toBe(200);
  const page = pageDom(response.body);
  return {
    brand: page.getByRole('banner').querySelector('.brand__name')?.textContent ?? '',
    title: page.document.title,
  };
}

describe('the layout of a fresh page', () => {
  it("shows the site's layout as it changes, on the home page and on other pages", async () => {
    const before = await brandOf('/en/main', CHIANG_MAI);
    expect(before.brand).toBe('Chiang Mai Provincial Probation Office');
    await renameSite(DEMO_SITE_IDS.chiangmai, 'en', 'Chiang Mai Probation (renamed)');
    for (const path of ['/en/main', '/en/press-releases', '/en/search?q=probation']) {
      const after = await brandOf(path, CHIANG_MAI);
      expect(after.brand).toBe('Chiang Mai Probation (renamed)');
      expect(after.title).toContain('Chiang Mai Probation (renamed)');
    }
  });

  it("keeps each site's and each language's own layout", async () => {
    expect((await brandOf('/en/main')).brand).toBe('Department of Probation');
    expect((await brandOf('/th/main')).brand).toBe('กรมคุมประพฤติ');
    expect((await brandOf('/en/main', 'khonkaen.localhost:3000')).brand).toBe(
      'Khon Kaen Provincial Probation Office',
    );
  });
});
