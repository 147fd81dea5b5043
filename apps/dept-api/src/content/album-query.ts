/** Turns an album list query into a filter, refusing a section that is not a photos section of the site (400). */
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import type { QueryParams } from '../http/operation-types.ts';
import type { AlbumFilter } from './album-repository.ts';
import { listSectionRows, withDescendants, wrongSectionType } from './section-repository.ts';

export async function albumFilter(
  db: Db,
  siteId: string,
  query: QueryParams<'listAlbums'>,
): Promise<AlbumFilter> {
  const filter: AlbumFilter = {};
  if (query.section !== undefined) {
    const rows = await listSectionRows(db, siteId);
    const row = rows.find((candidate) => candidate.urlname === query.section) ?? null;
    const problem = wrongSectionType(row, query.section, 'photos');
    if (problem) throw badRequest(problem);
    filter.sections = withDescendants(rows, query.section).filter(
      (name) => rows.find((candidate) => candidate.urlname === name)?.type === 'photos',
    );
  }
  if (query.year !== undefined) filter.year = query.year;
  return filter;
}
