/**
 * Static pages: one per `page` section of a site. Reading serves the language asked for with the fallback rule;
 * writing checks the section (a page section of this site) and the English rule, then creates or replaces it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Lang, Page, PageInput } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { pages } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { refreshSearchItem } from '../search/search-entries.ts';
import { englishOfInput } from './localized-text.ts';
import { toPage, type PageRow } from './page-shapes.ts';
import { findSectionRow, wrongSectionType } from './section-repository.ts';

export type PageValues = typeof pages.$inferInsert;

/** 404 unless `urlname` is a page section of the site. */
async function requirePageSection(db: Db, siteId: string, urlname: string): Promise<void> {
  const problem = wrongSectionType(await findSectionRow(db, siteId, urlname), urlname, 'page');
  if (problem) throw notFound(`The site has no page "${urlname}": ${problem}`);
}

export async function findPage(db: Db, siteId: string, urlname: string, lang: Lang): Promise<Page> {
  await requirePageSection(db, siteId, urlname);
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.urlname, urlname)))
    .limit(1);
  if (!row) throw notFound(`The page "${urlname}" has no content yet`);
  return toPage(row, lang);
}

/** The stored values for an input (English all or nothing: 400 otherwise). */
export function pageValues(siteId: string, urlname: string, input: PageInput, now: Date): PageValues {
  const summary = input.summary ?? null;
  const english = englishOfInput({
    title: input.title,
    ...(summary ? { summary } : {}),
    body_html: input.body_html,
  });
  return {
    siteId,
    urlname,
    titleTh: input.title.th,
    titleEn: english?.title ?? null,
    summaryTh: summary?.th ?? null,
    summaryEn: english?.summary ?? null,
    bodyHtmlTh: input.body_html.th,
    bodyHtmlEn: english?.body_html ?? null,
    updatedAt: now,
  };
}

/**
 * Creates the page of a page section or replaces it whole (its search index rows with it); answers it in Thai, as
 * editors see it.
 */
export async function writePage(
  db: Db,
  siteId: string,
  urlname: string,
  input: PageInput,
  now: Date,
): Promise<Page> {
  await requirePageSection(db, siteId, urlname);
  const values = pageValues(siteId, urlname, input, now);
  return db.transaction(async (tx) => {
    const row = await storePage(tx, values);
    await refreshSearchItem(tx, 'page', siteId, urlname);
    return toPage(row, 'th');
  });
}

async function storePage(db: Db, values: PageValues): Promise<PageRow> {
  const [row] = await db
    .insert(pages)
    .values(values)
    .onConflictDoUpdate({
      target: [pages.siteId, pages.urlname],
      set: {
        titleTh: sql`excluded.title_th`,
        titleEn: sql`excluded.title_en`,
        summaryTh: sql`excluded.summary_th`,
        summaryEn: sql`excluded.summary_en`,
        bodyHtmlTh: sql`excluded.body_html_th`,
        bodyHtmlEn: sql`excluded.body_html_en`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  if (!row) throw new Error(`page "${values.urlname}" was not stored`);
  return row;
}
