/** Reading the videos of a site: a page of them (newest first) or one by id. */
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Lang, Video, YearCount } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { bangkokYearOf } from './year-facet.ts';
import { listPage, type Paging } from './list-page.ts';
import { videos } from '../db/schema.ts';
import { toVideo } from './video-shapes.ts';

export interface VideoFilter {
  /** Section urlnames (a videos section and those below it); undefined for all sections. */
  sections?: string[];
  period?: { start: Date; end: Date };
}

function conditions(siteId: string, filter: VideoFilter): SQL | undefined {
  const parts: SQL[] = [eq(videos.siteId, siteId)];
  if (filter.sections) parts.push(inArray(videos.section, filter.sections));
  if (filter.period) {
    parts.push(gte(videos.publishedAt, filter.period.start), lt(videos.publishedAt, filter.period.end));
  }
  return and(...parts);
}

export async function listVideos(
  db: Db,
  siteId: string,
  filter: VideoFilter,
  paging: Paging,
  lang: Lang,
): Promise<{ items: Video[]; total: number; years: YearCount[] }> {
  const { rows, total, years } = await listPage(
    db,
    {
      table: videos,
      select: db.select().from(videos).$dynamic(),
      where: conditions(siteId, filter),
      orderBy: [desc(videos.publishedAt), desc(videos.id)],
      years: {
        of: bangkokYearOf(videos.publishedAt),
        where: conditions(siteId, { ...filter, period: undefined }),
      },
    },
    paging,
  );
  return { items: rows.map((row) => toVideo(row, lang)), total, years };
}

export async function findVideo(db: Db, siteId: string, id: string, lang: Lang): Promise<Video | null> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.siteId, siteId), eq(videos.id, id)))
    .limit(1);
  return row ? toVideo(row, lang) : null;
}
