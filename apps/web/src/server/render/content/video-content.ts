import type { FastifyRequest } from 'fastify';
import type { Language } from '@probation/i18n';
import { VideoDetailPageDocument, VideoListPageDocument } from '../../../shared/generated/graphql.ts';
import type { NewsFilters } from '../../../shared/news-filters.ts';
import type { SectionData } from '../../../shared/page-state.ts';
import { itemPath } from '../../../shared/routes.ts';
import {
  absoluteUrl,
  failed,
  found,
  sectionOnly,
  type ContentOutcome,
  type PageQuery,
} from './content-outcome.ts';

/** Videos per page of a videos list (a multiple of 2 and 3 fills the grid's rows). */
const VIDEO_LIST_PAGE_SIZE = 12;

/** A videos section's list: a page of its videos, filtered by year (a videos list has no categories). */
export async function videoList(
  query: PageQuery,
  lang: Language,
  section: SectionData,
  requested: NewsFilters,
): Promise<ContentOutcome> {
  const filters = { ...requested, category: null };
  const outcome = await query(VideoListPageDocument, {
    lang,
    section: section.urlname,
    page: filters.page,
    pageSize: VIDEO_LIST_PAGE_SIZE,
    year: filters.year,
  });
  if (!outcome.ok) return failed(outcome);
  const { videos } = outcome.data.currentSite;
  return found({ kind: 'videoList', section: sectionOnly(section), filters, videos });
}

/** A video of a videos section; one of another section (or site) is "not found". */
export async function videoDetail(
  query: PageQuery,
  request: FastifyRequest,
  lang: Language,
  section: SectionData,
  id: string,
): Promise<ContentOutcome> {
  const outcome = await query(VideoDetailPageDocument, { lang, urlname: section.urlname, id });
  if (!outcome.ok) return failed(outcome);
  const { video } = outcome.data.currentSite;
  if (video?.section !== section.urlname) return { kind: 'notFound' };
  const url = await absoluteUrl(request, itemPath(lang, section.urlname, video.id));
  return found({ kind: 'videoDetail', section: sectionOnly(section), video, url });
}
