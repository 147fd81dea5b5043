/** Reading a site's photo albums. */
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Album, AlbumSummary, Lang, YearCount } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { yearOfDate, yearsWithItems } from './year-facet.ts';
import { albums } from '../db/schema.ts';
import { toAlbum, toAlbumSummary } from './album-shapes.ts';

export interface AlbumFilter {
  /** Section urlnames (a photos section and its photos children); undefined for all sections. */
  sections?: string[];
  /** A Gregorian year of the album's date. */
  year?: number;
}

function conditions(siteId: string, filter: AlbumFilter): SQL | undefined {
  const parts: SQL[] = [eq(albums.siteId, siteId)];
  if (filter.sections) parts.push(inArray(albums.section, filter.sections));
  if (filter.year !== undefined) {
    parts.push(gte(albums.date, `${filter.year}-01-01`), lt(albums.date, `${filter.year + 1}-01-01`));
  }
  return and(...parts);
}

export async function listAlbums(
  db: Db,
  siteId: string,
  filter: AlbumFilter,
  paging: { page: number; pageSize: number },
  lang: Lang,
): Promise<{ items: AlbumSummary[]; total: number; years: YearCount[] }> {
  const where = conditions(siteId, filter);
  const years = await yearsWithItems(
    db,
    albums,
    yearOfDate(albums.date),
    conditions(siteId, { ...filter, year: undefined }),
  );
  const [totalRow] = await db.select({ n: count() }).from(albums).where(where);
  const rows = await db
    .select()
    .from(albums)
    .where(where)
    .orderBy(desc(albums.date), desc(albums.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return { items: rows.map((row) => toAlbumSummary(row, lang)), total: totalRow?.n ?? 0, years };
}

export async function findAlbum(db: Db, siteId: string, id: string, lang: Lang): Promise<Album | null> {
  const [row] = await db
    .select()
    .from(albums)
    .where(and(eq(albums.siteId, siteId), eq(albums.id, id)))
    .limit(1);
  return row ? toAlbum(row, lang) : null;
}
