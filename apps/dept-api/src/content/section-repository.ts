/** Reading a site's sections, in menu order, in the contract's shape. */
import { and, asc, eq } from 'drizzle-orm';
import type { Lang, Section, SectionType } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { sections } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { pickText } from './localized-text.ts';

export type SectionRow = typeof sections.$inferSelect;

export function toSection(row: SectionRow, lang: Lang): Section {
  return {
    id: row.urlname,
    urlname: row.urlname,
    type: row.type,
    title: pickText({ th: row.titleTh, en: row.titleEn }, lang),
    parent: row.parent,
    order: row.position,
    url: row.url,
  };
}

export async function listSectionRows(db: Db, siteId: string): Promise<SectionRow[]> {
  return db.select().from(sections).where(eq(sections.siteId, siteId)).orderBy(asc(sections.position));
}

export async function findSectionRow(db: Db, siteId: string, urlname: string): Promise<SectionRow | null> {
  const [row] = await db
    .select()
    .from(sections)
    .where(and(eq(sections.siteId, siteId), eq(sections.urlname, urlname)))
    .limit(1);
  return row ?? null;
}

/** A section's urlname and those of every section below it (any depth), from the site's section rows. */
export function withDescendants(rows: readonly SectionRow[], urlname: string): string[] {
  const found = [urlname];
  for (let index = 0; index < found.length; index += 1) {
    for (const row of rows)
      if (row.parent === found[index] && !found.includes(row.urlname)) found.push(row.urlname);
  }
  return found;
}

/** Why `urlname` cannot be used as a section of this type (a message for the error answer), or null when it can. */
export function wrongSectionType(row: SectionRow | null, urlname: string, type: SectionType): string | null {
  if (!row) return `section "${urlname}" is not a section of this site`;
  if (row.type !== type) return `section "${urlname}" is a ${row.type} section, not a ${type} section`;
  return null;
}

/** Refuses (400, with the reason) an item whose `urlname` is not a section of this type on the site. */
export async function requireSectionOfType(
  db: Db,
  siteId: string,
  urlname: string,
  type: SectionType,
): Promise<void> {
  const problem = wrongSectionType(await findSectionRow(db, siteId, urlname), urlname, type);
  if (problem) throw badRequest(problem);
}

/**
 * The sections a list filtered by `urlname` covers: the section and those below it of the same type. 400 with the
 * reason when `urlname` is not a section of this type on the site.
 */
export async function sectionsToList(
  db: Db,
  siteId: string,
  urlname: string,
  type: SectionType,
): Promise<string[]> {
  const rows = await listSectionRows(db, siteId);
  const problem = wrongSectionType(rows.find((row) => row.urlname === urlname) ?? null, urlname, type);
  if (problem) throw badRequest(problem);
  return withDescendants(rows, urlname).filter(
    (name) => rows.find((row) => row.urlname === name)?.type === type,
  );
}
