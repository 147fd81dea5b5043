/** Turns a video list query into a filter, refusing a section that is not a videos section of the site (400). */
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import type { QueryParams } from '../http/operation-types.ts';
import { bangkokPeriod } from './bangkok-time.ts';
import { listSectionRows, withDescendants, wrongSectionType } from './section-repository.ts';
import type { VideoFilter } from './video-repository.ts';

export type VideoListQuery = QueryParams<'listVideos'>;

export async function videoFilter(db: Db, siteId: string, query: VideoListQuery): Promise<VideoFilter> {
  const filter: VideoFilter = {};
  if (query.section !== undefined) {
    const rows = await listSectionRows(db, siteId);
    const row = rows.find((candidate) => candidate.urlname === query.section) ?? null;
    const problem = wrongSectionType(row, query.section, 'videos');
    if (problem) throw badRequest(problem);
    filter.sections = withDescendants(rows, query.section).filter(
      (name) => rows.find((candidate) => candidate.urlname === name)?.type === 'videos',
    );
  }
  if (query.year !== undefined) filter.period = bangkokPeriod(query.year);
  return filter;
}
