/** Reading a site's photo albums. */
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Album, AlbumSummary, Lang, YearCount } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { yearOfDate } from './year-facet.ts';
import { listPage, type Paging } from './list-page.ts';
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

/** One page of the site's albums matching the filter, newest first. */
export async function listAlbums(
  db: Db,
  siteId: string,
  filter: AlbumFilter,
  paging: Paging,
  lang: Lang,
): Promise<{ items: AlbumSummary[]; total: number; years: YearCount[] }> {
  const { rows, total, years } = await listPage(
    db,
    {
      table: albums,
      select: db.select().from(albums).$dynamic(),
      where: conditions(siteId, filter),
      orderBy: [desc(albums.date), desc(albums.id)],
      years: { of: yearOfDate(albums.date), where: conditions(siteId, { ...filter, year: undefined }) },
    },
    paging,
  );
  return { items: rows.map((row) => toAlbumSummary(row, lang)), total, years };
}

export async function findAlbum(db: Db, siteId: string, id: string, lang: Lang): Promise<Album | null> {
  const [row] = await db
    .select()
    .from(albums)
    .where(and(eq(albums.siteId, siteId), eq(albums.id, id)))
    .limit(1);
  return row ? toAlbum(row, lang) : null;
}
