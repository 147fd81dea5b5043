/** Reading a site's photo albums. */
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { yearOfDate } from './year-facet.ts';
import { yearListed } from './list-page.ts';
import { itemFinder } from './item-finder.ts';
import { albums } from '../db/schema.ts';
import { toAlbum, toAlbumSummary } from './album-shapes.ts';
import { siteContentConditions, within, type SiteContentFilter } from './site-content-conditions.ts';

/** `sections`: a photos section and its photos children. */
export interface AlbumFilter extends Omit<SiteContentFilter, 'categoryId'> {
  /** A Gregorian year of the album's date. */
  year?: number;
}

function conditions(siteId: string, filter: AlbumFilter): SQL | undefined {
  const year =
    filter.year === undefined
      ? undefined
      : { start: `${filter.year}-01-01`, end: `${filter.year + 1}-01-01` };
  return and(...siteContentConditions(albums, siteId, filter), ...within(albums.date, year));
}

const albumRows = { table: albums, select: (db: Db) => db.select().from(albums).$dynamic() };

/** One page of the site's albums matching the filter, newest first. */
export const listAlbums = yearListed({
  ...albumRows,
  where: conditions,
  date: { column: albums.date, yearOf: yearOfDate, filterField: 'year' },
  item: toAlbumSummary,
});

export const findAlbum = itemFinder({ ...albumRows, item: toAlbum });
