/** Turns a video list query into a filter, refusing a section that is not a videos section of the site (400). */
import type { Db } from '../db/database.ts';
import type { QueryParams } from '../http/operation-types.ts';
import { bangkokPeriod } from './bangkok-time.ts';
import { sectionsToList } from './section-repository.ts';
import type { VideoFilter } from './video-repository.ts';

export type VideoListQuery = QueryParams<'listVideos'>;

export async function videoFilter(db: Db, siteId: string, query: VideoListQuery): Promise<VideoFilter> {
  const filter: VideoFilter = {};
  if (query.section !== undefined) {
    filter.sections = await sectionsToList(db, siteId, query.section, 'videos');
  }
  if (query.year !== undefined) filter.period = bangkokPeriod(query.year);
  return filter;
}
