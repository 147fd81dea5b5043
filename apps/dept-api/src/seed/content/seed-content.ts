/**
 * Seeds the demo content (sections, news categories, news, pages) once per CONTENT_SEED_REVISION: a database that has
 * this revision is left alone, so editors' changes and deletions survive restarts. Raising the revision rewrites
 * the demo sections and categories and adds demo news and pages that are missing (never duplicates: ids and
 * urlnames are fixed; a page an editor has written is kept).
 *
 * Revision 2: the static pages of every `page` section.
 * Revision 3: photos, videos and calendar sections on every site's menu.
 * Revision 4: demo videos, document categories with demo documents and their files, event categories and demo
 * events, demo photo albums.
 * Revision 5: the privacy notice and the accessibility statement of every site (linked from the footer).
 * Revision 6: the public forms' topics (contact categories, complaint types, tip-off topics) and each demo site's
 * officer address where the site has none; photos for the demo news (JPEG, alt text in Thai and English) instead
 * of the category drawings: a demo item that still has its category drawing gets its photo (or no cover: the
 * website's placeholder).
 * Also revision 6: English section, category and page titles in sentence case; English event titles number the
 * year in the Common Era; demo rows seeded earlier receive these rewordings (text-fixes.ts).
 * Revision 7: three demo complaints per site, one at each status, with public tracking codes (decision 0149).
 * Revision 8: two demo tip-offs per site in the tip-off queue, one anonymous, one closed (decision 0162).
 */
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { isReservedUrlname } from '@probation/contract/rules';
import type { Db } from '../../db/database.ts';
import {
  albums,
  complaintResults,
  complaints,
  documentCategories,
  documents,
  formTopics,
  news,
  newsCategories,
  pages,
  sections,
  seedRevisions,
  sites,
  tipOffResults,
  tipOffs,
  videos,
} from '../../db/schema.ts';
import { DEMO_SITES } from '../demo-sites.ts';
import { demoComplaints } from './demo-complaints.ts';
import { DEMO_SENDER } from './demo-submissions.ts';
import { demoTipOffs } from './demo-tip-offs.ts';
import { formTopicRows } from './form-topics.ts';
import { demoDocumentRows } from './demo-document-rows.ts';
import { documentCategoryRows } from './document-categories.ts';
import { seedDemoEvents } from './demo-events.ts';
import { demoAlbums } from './albums/demo-albums.ts';
import { demoNews, type DemoNewsRow } from './demo-news.ts';
import { demoSections } from './demo-sections.ts';
import { demoVideos } from './demo-videos.ts';
import { categoryRows } from './news-categories.ts';
import { NEWS_VOICES } from './news-voices.ts';
import { demoPageRows } from './pages/demo-pages.ts';
import { applyTextFixes } from './text-fixes.ts';

/** Raise when the demo sections, categories or news change, so existing databases receive them. */
export const CONTENT_SEED_REVISION = 8;
const SEED_NAME = 'content';

export interface ContentSeedResult {
  sectionsWritten: number;
  categoriesWritten: number;
  newsCreated: number;
  pagesCreated: number;
  videosCreated: number;
  documentsCreated: number;
  eventsCreated: number;
  albumsCreated: number;
  formTopicsWritten: number;
  complaintsCreated: number;
  tipOffsCreated: number;
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

async function appliedRevision(tx: Transaction): Promise<number> {
  const [row] = await tx.select().from(seedRevisions).where(eq(seedRevisions.name, SEED_NAME));
  return row?.revision ?? 0;
}

export async function seedDemoContent(tx: Transaction, now: Date): Promise<ContentSeedResult> {
  const applied = await appliedRevision(tx);
  if (applied >= CONTENT_SEED_REVISION) {
    return {
      sectionsWritten: 0,
      categoriesWritten: 0,
      newsCreated: 0,
      pagesCreated: 0,
      videosCreated: 0,
      documentsCreated: 0,
      eventsCreated: 0,
      albumsCreated: 0,
      formTopicsWritten: 0,
      complaintsCreated: 0,
      tipOffsCreated: 0,
    };
  }
  const writtenSections = await tx
    .insert(sections)
    .values(checkedSections(demoSections()).map((row) => ({ ...row, seedRevision: CONTENT_SEED_REVISION })))
    .onConflictDoUpdate({
      target: [sections.siteId, sections.urlname],
      set: {
        type: sql`excluded.type`,
        titleTh: sql`excluded.title_th`,
        titleEn: sql`excluded.title_en`,
        parent: sql`excluded.parent`,
        position: sql`excluded.position`,
        url: sql`excluded.url`,
        seedRevision: CONTENT_SEED_REVISION,
      },
      setWhere: sql`${sections.seedRevision} < ${CONTENT_SEED_REVISION}`,
    })
    .returning({ urlname: sections.urlname });
  const writtenCategories = await tx
    .insert(newsCategories)
    .values(categoryRows())
    .onConflictDoUpdate({
      target: newsCategories.id,
      set: {
        labelTh: sql`excluded.label_th`,
        labelEn: sql`excluded.label_en`,
        position: sql`excluded.position`,
      },
    })
    .returning({ id: newsCategories.id });
  const demoNewsRows = NEWS_VOICES.flatMap((voice) => demoNews(voice, now));
  const createdNews = await tx
    .insert(news)
    .values(demoNewsRows)
    .onConflictDoNothing()
    .returning({ id: news.id });
  await replaceCategoryDrawings(tx, demoNewsRows);
  const createdPages = await tx
    .insert(pages)
    .values(demoPageRows(now))
    .onConflictDoNothing()
    .returning({ urlname: pages.urlname });
  const createdVideos = await tx
    .insert(videos)
    .values(NEWS_VOICES.flatMap((voice) => demoVideos(voice, now)))
    .onConflictDoNothing()
    .returning({ id: videos.id });
  const createdDocuments = await insertDemoDocuments(tx);
  const eventsCreated = await seedDemoEvents(tx, now);
  const createdAlbums = await tx
    .insert(albums)
    .values(NEWS_VOICES.flatMap((voice) => demoAlbums(voice, now)))
    .onConflictDoNothing()
    .returning({ id: albums.id });
  const formTopicsWritten = await seedFormTopics(tx);
  await applyTextFixes(tx, applied);
  const complaintsCreated = await seedDemoComplaints(tx, now);
  const tipOffsCreated = await seedDemoTipOffs(tx, now);
  await tx
    .insert(seedRevisions)
    .values({ name: SEED_NAME, revision: CONTENT_SEED_REVISION, appliedAt: now })
    .onConflictDoUpdate({
      target: seedRevisions.name,
      set: { revision: CONTENT_SEED_REVISION, appliedAt: now },
    });
  return {
    sectionsWritten: writtenSections.length,
    categoriesWritten: writtenCategories.length,
    newsCreated: createdNews.length,
    pagesCreated: createdPages.length,
    videosCreated: createdVideos.length,
    documentsCreated: createdDocuments,
    eventsCreated,
    albumsCreated: createdAlbums.length,
    formTopicsWritten,
    complaintsCreated,
    tipOffsCreated,
  };
}

/** The demo complaints and their results; one that exists (its reference or tracking code) is left alone. */
async function seedDemoComplaints(tx: Transaction, now: Date): Promise<number> {
  let created = 0;
  for (const { submission: complaint, results } of demoComplaints(now)) {
    const [row] = await tx
      .insert(complaints)
      .values(complaint)
      .onConflictDoNothing()
      .returning({ id: complaints.id });
    if (!row) continue;
    created++;
    if (results.length > 0) {
      await tx.insert(complaintResults).values(results.map((result) => ({ ...result, complaintId: row.id })));
    }
  }
  return created;
}

/** The demo tip-offs and their results, for sites that have none yet (their references carry the seed's date). */
async function seedDemoTipOffs(tx: Transaction, now: Date): Promise<number> {
  const seeded = new Set(
    (
      await tx
        .selectDistinct({ siteId: tipOffs.siteId })
        .from(tipOffs)
        .where(eq(tipOffs.senderFingerprint, DEMO_SENDER))
    ).map((row) => row.siteId),
  );
  let created = 0;
  for (const { submission: tipOff, results } of demoTipOffs(now)) {
    if (seeded.has(tipOff.siteId)) continue;
    const [row] = await tx.insert(tipOffs).values(tipOff).onConflictDoNothing().returning({ id: tipOffs.id });
    if (!row) continue;
    created++;
    if (results.length > 0) {
      await tx.insert(tipOffResults).values(results.map((result) => ({ ...result, tipOffId: row.id })));
    }
  }
  return created;
}

/** The forms' topics (names and order rewritten) and the officer address of demo sites that have none. */
async function seedFormTopics(tx: Transaction): Promise<number> {
  const written = await tx
    .insert(formTopics)
    .values(formTopicRows())
    .onConflictDoUpdate({
      target: [formTopics.siteId, formTopics.form, formTopics.id],
      set: {
        nameTh: sql`excluded.name_th`,
        nameEn: sql`excluded.name_en`,
        position: sql`excluded.position`,
      },
    })
    .returning({ id: formTopics.id });
  for (const site of DEMO_SITES) {
    await tx
      .update(sites)
      .set({ officerEmail: site.officerEmail })
      .where(and(eq(sites.id, site.id), isNull(sites.officerEmail)));
  }
  return written.length;
}

/** Document categories (labels rewritten) and the demo documents that are missing (never duplicated). */
async function insertDemoDocuments(tx: Transaction): Promise<number> {
  await tx
    .insert(documentCategories)
    .values(documentCategoryRows())
    .onConflictDoUpdate({
      target: documentCategories.id,
      set: {
        labelTh: sql`excluded.label_th`,
        labelEn: sql`excluded.label_en`,
        position: sql`excluded.position`,
      },
    });
  const created = await tx
    .insert(documents)
    .values(demoDocumentRows())
    .onConflictDoNothing()
    .returning({ id: documents.id });
  return created.length;
}

/**
 * Demo news seeded before revision 6 have a category drawing as cover (`/media/news/{site}/{category}.svg`, files
 * no longer shipped): give each its photo, or no cover. An item whose cover an editor changed is left alone.
 */
async function replaceCategoryDrawings(tx: Transaction, rows: readonly DemoNewsRow[]): Promise<void> {
  for (const row of rows) {
    await tx
      .update(news)
      .set({ cover: row.cover ?? null })
      .where(and(eq(news.id, row.id), like(sql`${news.cover}->>'url'`, '/media/news/%.svg')));
  }
}

/** Sections as the seed writes them, refusing one whose urlname is the website's own page (decision 0132). */
export function checkedSections<Row extends { siteId: string; urlname: string }>(rows: Row[]): Row[] {
  const reserved = rows.find((row) => isReservedUrlname(row.urlname));
  if (reserved) {
    throw new Error(
      `Section "${reserved.urlname}" of site ${reserved.siteId} would hide the website's own /{lang}/${reserved.urlname}`,
    );
  }
  return rows;
}
