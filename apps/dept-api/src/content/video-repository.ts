/** Reading the videos of a site: a page of them (newest first) or one by id. */
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { bangkokYearOf } from './year-facet.ts';
import { yearListed } from './list-page.ts';
import { itemFinder } from './item-finder.ts';
import { videos } from '../db/schema.ts';
import { toVideo } from './video-shapes.ts';
import { siteContentConditions, within, type DatedContentFilter } from './site-content-conditions.ts';

/** `sections`: a videos section and those below it. */
export type VideoFilter = Omit<DatedContentFilter, 'categoryId'>;

function conditions(siteId: string, filter: VideoFilter): SQL | undefined {
  return and(...siteContentConditions(videos, siteId, filter), ...within(videos.publishedAt, filter.period));
}

const videoRows = { table: videos, select: (db: Db) => db.select().from(videos).$dynamic() };

export const listVideos = yearListed({
  ...videoRows,
  where: conditions,
  date: { column: videos.publishedAt, yearOf: bangkokYearOf, filterField: 'period' },
  item: toVideo,
});

export const findVideo = itemFinder({ ...videoRows, item: toVideo });
