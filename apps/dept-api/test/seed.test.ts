import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractErrors } from '@probation/contract/json-schema';
import type { Db } from '../src/db/database.ts';
import {
  events,
  news,
  pages,
  sections,
  seedRevisions,
  siteDomains,
  siteLayouts,
  sites,
} from '../src/db/schema.ts';
import { DEMO_ALBUMS_PER_SITE } from '../src/seed/content/albums/demo-albums.ts';
import { demoEvents } from '../src/seed/content/demo-events.ts';
import { formPath } from '../src/seed/layouts/layout-parts.ts';
import { demoDocuments } from '../src/seed/content/demo-documents.ts';
import { DEMO_NEWS_PER_SITE } from '../src/seed/content/demo-news.ts';
import { NEWS_VOICES } from '../src/seed/content/news-voices.ts';
import { demoVideos, DEMO_VIDEOS_PER_SITE } from '../src/seed/content/demo-videos.ts';
import { demoSections } from '../src/seed/content/demo-sections.ts';
import { formTopicRows } from '../src/seed/content/form-topics.ts';
import { DEMO_CATEGORIES } from '../src/seed/content/news-categories.ts';
import { NEWS_PHOTO_FILES, TEMPLATE_SCENE_COUNT } from '../src/seed/content/news-photos.ts';
import { STORY_TEMPLATES } from '../src/seed/content/news-templates.ts';
import { demoPageRows } from '../src/seed/content/pages/demo-pages.ts';
import { DEMO_TIP_OFFS_PER_SITE } from '../src/seed/content/demo-tip-offs.ts';
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
  const [sectionCount] = await db.select({ n: count() }).from(sections);
  const [newsCount] = await db.select({ n: count() }).from(news);
  const [pageCount] = await db.select({ n: count() }).from(pages);
  return {
    sites: siteCount?.n,
    domains: domainCount?.n,
    layouts: layoutCount?.n,
    sections: sectionCount?.n,
    news: newsCount?.n,
    pages: pageCount?.n,
  };
}

describe('seedDemoData', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set, else on embedded PGlite', () => {
    expect(testDatabase.database.driver).toBe(TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  const sectionTotal = demoSections().length;
  const newsTotal = 4 * DEMO_NEWS_PER_SITE;
  const pageTotal = demoPageRows(new Date()).length;
  const eventTotal = NEWS_VOICES.flatMap((voice) => demoEvents(voice, new Date())).length;
  const allCounts = {
    sites: 4,
    domains: 5,
    layouts: 8,
    sections: sectionTotal,
    news: newsTotal,
    pages: pageTotal,
  };
  const nothingNew = {
    sitesCreated: 0,
    domainsCreated: 0,
    layoutsWritten: 0,
    sectionsWritten: 0,
    categoriesWritten: 0,
    newsCreated: 0,
    pagesCreated: 0,
    albumsCreated: 0,
    eventsCreated: 0,
    videosCreated: 0,
    documentsCreated: 0,
    searchEntriesWritten: 0,
    formTopicsWritten: 0,
    complaintsCreated: 0,
    tipOffsCreated: 0,
    membersCreated: 0,
  };

  it('creates four sites with five domains, a Thai and an English layout each, and their content', async () => {
    expect(await seedDemoData(db)).toEqual({
      sitesCreated: 4,
      domainsCreated: 5,
      layoutsWritten: 8,
      sectionsWritten: sectionTotal,
      categoriesWritten: DEMO_CATEGORIES.length,
      newsCreated: newsTotal,
      pagesCreated: pageTotal,
      albumsCreated: 4 * DEMO_ALBUMS_PER_SITE,
      eventsCreated: eventTotal,
      videosCreated: 4 * DEMO_VIDEOS_PER_SITE,
      documentsCreated: demoDocuments().length,
      searchEntriesWritten: expect.any(Number),
      formTopicsWritten: formTopicRows().length,
      complaintsCreated: 4 * 3,
      tipOffsCreated: 4 * DEMO_TIP_OFFS_PER_SITE,
      membersCreated: 4,
    });
    expect(await counts()).toEqual(allCounts);
    expect(DEMO_NEWS_PER_SITE).toBeGreaterThanOrEqual(60);
    expect(DEMO_SITES.map((site) => site.id)).toEqual(Object.values(DEMO_SITE_IDS));
  });

  it('changes nothing when run again', async () => {
    const before = await db.select().from(sites).orderBy(sites.id);
    const newsBefore = await db.select().from(news).orderBy(news.id);
    const pagesBefore = await db.select().from(pages).orderBy(pages.siteId, pages.urlname);
    expect(await seedDemoData(db)).toEqual(nothingNew);
    expect(await counts()).toEqual(allCounts);
    expect(await db.select().from(news).orderBy(news.id)).toEqual(newsBefore);
    expect(await db.select().from(pages).orderBy(pages.siteId, pages.urlname)).toEqual(pagesBefore);
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

  it("keeps an editor's deletion of demo news across restarts", async () => {
    await db.delete(news).where(eq(news.id, 'dept-0005'));
    expect((await seedDemoData(db)).newsCreated).toBe(0);
    expect((await counts()).news).toBe(newsTotal - 1);
  });

  it('adds only missing demo content, never duplicates, when the content revision is raised', async () => {
    await db.update(seedRevisions).set({ revision: 0 });
    await db.update(pages).set({ titleTh: 'ประวัติ (แก้ไขโดยบรรณาธิการ)' }).where(eq(pages.urlname, 'history'));
    await db.delete(pages).where(eq(pages.urlname, 'faq'));
    const result = await seedDemoData(db);
    const history = await db.select({ title: pages.titleTh }).from(pages).where(eq(pages.urlname, 'history'));
    expect(history.map((row) => row.title)).toEqual(Array(4).fill('ประวัติ (แก้ไขโดยบรรณาธิการ)'));
    expect(result).toMatchObject({
      pagesCreated: 1,
      newsCreated: 1,
      sectionsWritten: 0,
      categoriesWritten: DEMO_CATEGORIES.length,
    });
    expect(await counts()).toEqual(allCounts);
  });

  it('rewords English texts an earlier revision seeded, and leaves an editor\u2019s wording alone', async () => {
    const [meeting] = await db
      .select({ id: events.id, titleEn: events.titleEn })
      .from(events)
      .where(like(events.titleEn, 'Executive committee meeting no. %'));
    const [course] = await db
      .select({ id: events.id })
      .from(events)
      .where(like(events.titleEn, 'Probation volunteer development course, %'));
    const [, number, year] = /no\. (\d+)\/(\d{4})$/.exec(meeting!.titleEn!)!;
    const oldTitle = `Executive committee meeting no. ${number}/${Number(year) + 543}`;
    await db.update(events).set({ titleEn: oldTitle }).where(eq(events.id, meeting!.id));
    await db
      .update(events)
      .set({ titleEn: 'Volunteer course no. 2/2569', updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(events.id, course!.id));
    const about = and(eq(pages.siteId, DEMO_SITE_IDS.dept), eq(pages.urlname, 'about'));
    await db.update(pages).set({ titleEn: 'About the Department' }).where(about);
    const contact = (siteId: string) => and(eq(pages.siteId, siteId), eq(pages.urlname, 'contact'));
    const oldBody = sql`replace(replace(${pages.bodyHtmlEn}, 'Telephone and email', 'Telephone and e-mail'), '>Complaints</a>', '>Complaints</a> <a href="/en/faq">Frequently Asked Questions</a>')`;
    await db.update(pages).set({ bodyHtmlEn: oldBody }).where(contact(DEMO_SITE_IDS.dept));
    const edited = new Date(Date.now() + 60_000);
    await db
      .update(pages)
      .set({ bodyHtmlEn: '<p>Telephone and e-mail: ask us.</p>', updatedAt: edited })
      .where(contact(DEMO_SITE_IDS.khonkaen));
    const [procurement] = await db
      .select({ id: news.id, titleEn: news.titleEn })
      .from(news)
      .where(like(news.titleEn, 'Winning bid for office supplies, announced by %'));
    const organisation = procurement!.titleEn!.replace('Winning bid for office supplies, announced by ', '');
    await db
      .update(news)
      .set({ titleEn: `Winning bid: office supplies for the fiscal year (${organisation})` })
      .where(eq(news.id, procurement!.id));
    await db.update(seedRevisions).set({ revision: 5 });
    await seedDemoData(db);
    const titleOf = async (id: string) =>
      (await db.select({ titleEn: events.titleEn }).from(events).where(eq(events.id, id)))[0]?.titleEn;
    expect(await titleOf(meeting!.id)).toBe(meeting!.titleEn);
    const [reworded] = await db
      .select({ titleEn: news.titleEn })
      .from(news)
      .where(eq(news.id, procurement!.id));
    expect(reworded?.titleEn).toBe(procurement!.titleEn);
    expect(await titleOf(course!.id)).toBe('Volunteer course no. 2/2569');
    expect((await db.select({ titleEn: pages.titleEn }).from(pages).where(about))[0]?.titleEn).toBe(
      'About the department',
    );
    const bodyOf = async (siteId: string) =>
      (await db.select({ body: pages.bodyHtmlEn }).from(pages).where(contact(siteId)))[0]?.body;
    expect(await bodyOf(DEMO_SITE_IDS.dept)).toContain('Telephone and email');
    expect(await bodyOf(DEMO_SITE_IDS.dept)).toContain('<a href="/en/faq">Frequently asked questions</a>');
    expect(await bodyOf(DEMO_SITE_IDS.khonkaen)).toBe('<p>Telephone and e-mail: ask us.</p>');
  });

  it('gives most news a photo with alt text in Thai and English, and leaves a few without', async () => {
    const rows = await db.select({ id: news.id, cover: news.cover }).from(news);
    const withPhoto = rows.filter((row) => row.cover?.url.startsWith('/media/news/photos/'));
    expect(withPhoto.length).toBeGreaterThan(rows.length * 0.7);
    expect(rows.filter((row) => row.cover === null).length).toBe(rows.length - withPhoto.length);
    for (const { cover } of withPhoto) {
      expect(cover?.url).toMatch(/\.jpg$/);
      expect(cover?.alt).toEqual({
        th: expect.stringMatching(/[ก-๙]/),
        en: expect.stringMatching(/^[\x20-\x7e’]+$/),
      });
    }
  });

  it('replaces the category drawings of news seeded before revision 6, but not a cover an editor chose', async () => {
    const drawing = {
      url: '/media/news/dept/activities.svg',
      alt: 'ภาพประกอบกิจกรรม',
      width: 1200,
      height: 675,
    };
    const chosen = {
      url: '/media/albums/seminar-1.jpg',
      alt: 'ภาพที่บรรณาธิการเลือก',
      width: 1600,
      height: 1067,
    };
    const [before] = await db.select().from(news).where(eq(news.id, 'dept-0010'));
    await db.update(news).set({ cover: drawing }).where(like(news.id, 'dept-%'));
    await db.update(news).set({ cover: chosen }).where(eq(news.id, 'dept-0011'));
    await db.update(seedRevisions).set({ revision: 5 });
    await seedDemoData(db);
    const [after] = await db.select().from(news).where(eq(news.id, 'dept-0010'));
    expect(after?.cover).toEqual(before?.cover);
    const [kept] = await db.select().from(news).where(eq(news.id, 'dept-0011'));
    expect(kept?.cover).toEqual(chosen);
    const drawings = await db
      .select({ n: count() })
      .from(news)
      .where(like(sql`${news.cover}->>'url'`, '%.svg'));
    expect(drawings[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(news).where(isNull(news.cover)))[0]?.n).toBeGreaterThan(0);
  });

  it('names a photo scene (or none) for every story template', () => {
    expect(TEMPLATE_SCENE_COUNT).toBe(STORY_TEMPLATES.length);
  });

  it('has every news photo file: a JPEG of the size the seed stores, all of them under 3 MB together', async () => {
    const mediaDir = fileURLToPath(new URL('../media/', import.meta.url));
    let bytes = 0;
    for (const photo of NEWS_PHOTO_FILES) {
      const file = readFileSync(mediaDir + photo.path);
      expect([...file.subarray(0, 3)], photo.path).toEqual([0xff, 0xd8, 0xff]);
      const { format, width, height } = await sharp(file).metadata();
      expect({ format, width, height }, photo.path).toEqual({
        format: 'jpeg',
        width: photo.width,
        height: photo.height,
      });
      bytes += file.length;
    }
    const onDisk = readdirSync(mediaDir + 'news/photos').map((name) => `news/photos/${name}`);
    expect(onDisk.sort()).toEqual(NEWS_PHOTO_FILES.map((photo) => photo.path).sort());
    expect(bytes).toBe(onDisk.reduce((sum, path) => sum + statSync(mediaDir + path).size, 0));
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });

  it('gives every menu entry of every demo layout a section of the same site, or one of the public forms', async () => {
    for (const { siteId, lang, layout } of demoLayouts()) {
      const stored = new Set(
        (
          await db.select({ urlname: sections.urlname }).from(sections).where(eq(sections.siteId, siteId))
        ).map((row) => row.urlname),
      );
      const walk = (items: typeof layout.menu): (typeof layout.menu)[number][] =>
        items.flatMap((item) => [item, ...walk(item.children)]);
      const formPrefix = `/${lang}/forms/`;
      const entries = walk(layout.menu);
      for (const { id } of entries.filter((item) => !item.url.startsWith(formPrefix)))
        expect(stored.has(id), `${siteId} ${id}`).toBe(true);
      // The public forms, in every site's menu, and never a section of it.
      const forms = entries.filter((item) => item.url.startsWith(formPrefix));
      expect(forms.map((item) => item.url)).toEqual(
        (['contact', 'complaint', 'track', 'tip-off'] as const).map((form) => `/${lang}/${formPath(form)}`),
      );
      for (const { id } of forms) expect(stored.has(id), `${siteId} ${id}`).toBe(false);
    }
  });

  it('gives every page section of every demo site exactly one page, and no page to other sections', async () => {
    const pageSections = (await db.select().from(sections).where(eq(sections.type, 'page')))
      .map((row) => `${row.siteId} ${row.urlname}`)
      .sort();
    const seeded = demoPageRows(new Date()).map((row) => `${row.siteId} ${row.urlname}`);
    expect(seeded.sort()).toEqual(pageSections);
  });

  it('writes Thai for every page and English for all but a few, whole or not at all', () => {
    const rows = demoPageRows(new Date());
    const thaiOnly = rows.filter((row) => row.titleEn === null).map((row) => row.urlname);
    expect(thaiOnly.sort()).toEqual(['chumphae-branch', 'executives', 'fang-branch']);
    for (const row of rows) {
      expect(row.bodyHtmlTh, row.urlname).toMatch(/<(p|h2|table|ul)>/);
      expect(row.bodyHtmlEn === null, row.urlname).toBe(row.titleEn === null);
      expect(row.summaryEn === null, row.urlname).toBe(row.titleEn === null || row.summaryTh === null);
    }
  });

  it('names the same heads on the executives pages as in the news and videos of each site', () => {
    const rows = demoPageRows(new Date());
    for (const voice of NEWS_VOICES) {
      const executives = rows.find((row) => row.siteId === voice.siteId && row.urlname === 'executives');
      expect(executives?.bodyHtmlTh, voice.code).toContain(voice.head.name.th);
      expect(executives?.bodyHtmlTh, voice.code).toContain(voice.deputy.name.th);
      const videoText = demoVideos(voice, new Date())
        .map((video) => video.descriptionTh)
        .join(' ');
      const named = [...videoText.matchAll(/(นาย|นาง|นางสาว)[^\s]+ [^\s]+/g)].map((match) => match[0]);
      expect(
        named.every((name) => name === voice.head.name.th || name === voice.deputy.name.th),
        voice.code,
      ).toBe(true);
    }
  });

  it("says on an office's site which videos are the department's films it shares", () => {
    const office = NEWS_VOICES.find((voice) => voice.code === 'chiangmai')!;
    const department = NEWS_VOICES.find((voice) => voice.code === 'dept')!;
    const shared = demoVideos(office, new Date()).filter((video) =>
      video.descriptionTh.startsWith('วีดิทัศน์ของกรมคุมประพฤติ เผยแพร่โดยสำนักงานคุมประพฤติจังหวัดเชียงใหม่'),
    );
    expect(shared.length).toBeGreaterThanOrEqual(4);
    expect(
      shared.every((video) => !video.descriptionEn || video.descriptionEn.startsWith('A Department')),
    ).toBe(true);
    expect(
      demoVideos(department, new Date()).some((video) => video.descriptionTh.includes('เผยแพร่โดย')),
    ).toBe(false);
  });

  it('gives every site a privacy notice and an accessibility statement in both languages, linked from its footer', () => {
    const rows = demoPageRows(new Date());
    const sectionRows = demoSections();
    for (const site of DEMO_SITES) {
      for (const urlname of ['privacy', 'accessibility']) {
        const page = rows.find((row) => row.siteId === site.id && row.urlname === urlname);
        expect(page?.bodyHtmlTh, `${site.code} ${urlname}`).toBeTruthy();
        expect(page?.bodyHtmlEn, `${site.code} ${urlname}`).toBeTruthy();
        expect(sectionRows.find((row) => row.siteId === site.id && row.urlname === urlname)?.type).toBe(
          'page',
        );
      }
    }
    for (const { lang, layout } of demoLayouts()) {
      expect(layout.footer.links?.map((link) => link.url)).toEqual([
        `/${lang}/privacy`,
        `/${lang}/accessibility`,
      ]);
    }
  });

  it('gives every site the ITA public information: the powers and duties page and an ITA documents section', () => {
    const rows = demoPageRows(new Date());
    const sectionRows = demoSections();
    const documents = demoDocuments();
    for (const site of DEMO_SITES) {
      expect(
        rows.some((row) => row.siteId === site.id && row.urlname === 'authority'),
        site.code,
      ).toBe(true);
      expect(
        sectionRows.find((row) => row.siteId === site.id && row.urlname === 'ita')?.type,
        site.code,
      ).toBe('documents');
      expect(
        documents.some((document) => document.siteId === site.id && document.section === 'ita'),
        site.code,
      ).toBe(true);
    }
  });

  it('writes layouts that satisfy the contract', () => {
    for (const { siteId, lang, layout } of demoLayouts()) {
      expect(contractErrors('Layout', { site_id: siteId, lang, ...layout }), `${siteId} ${lang}`).toEqual([]);
    }
  });
});
