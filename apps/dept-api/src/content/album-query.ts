/** Turns an album list query into a filter, refusing a section that is not a photos section of the site (400). */
import type { Db } from '../db/database.ts';
import type { QueryParams } from '../http/operation-types.ts';
import type { AlbumFilter } from './album-repository.ts';
import { sectionsToList } from './section-repository.ts';

export async function albumFilter(
  db: Db,
  siteId: string,
  query: QueryParams<'listAlbums'>,
): Promise<AlbumFilter> {
  const filter: AlbumFilter = {};
  if (query.section !== undefined) {
    filter.sections = await sectionsToList(db, siteId, query.section, 'photos');
  }
  if (query.year !== undefined) filter.year = query.year;
  return filter;
}
