import { VideoListPageDocument } from '../../shared/generated/graphql.ts';
import { listFiltersQuery, type ListFilters } from '../../shared/list-filters.ts';
import type { SectionData, VideoListData } from '../../shared/page-state.ts';
import { failed, found, sectionOnly, type PageKind, type SectionLoadRequest } from '../page-kind.ts';

/** Videos per page of a videos list (a multiple of 2 and 3 fills the grid's rows). */
const VIDEO_LIST_PAGE_SIZE = 12;

export interface VideoListContent {
  section: SectionData;
  /** The list's filters (a videos list reads the year and the page; it has no categories). */
  filters: ListFilters;
  videos: VideoListData;
}

/** A videos section's list: a page of its videos, filtered by year (a videos list has no categories). */
export const videoListPage: PageKind<VideoListContent, SectionLoadRequest> = {
  component: () => import('./VideoListPage.tsx').then((module) => module.VideoListPage),
  async load({ query, lang, section, filters: requested }) {
    const filters = { ...requested, category: null };
    const outcome = await query(VideoListPageDocument, {
      lang,
      section: section.urlname,
      page: filters.page,
      pageSize: VIDEO_LIST_PAGE_SIZE,
      year: filters.year,
    });
    if (!outcome.ok) return failed(outcome);
    return found({ section: sectionOnly(section), filters, videos: outcome.data.currentSite.videos });
  },
  title: ({ content }) => content.section.title,
  description: ({ state, content, t }) =>
    t('meta.description.videoList', {
      section: content.section.title,
      siteName: state.site?.layout.siteName,
    }),
  paging: (content) => content.videos,
  appliedQuery: (content) => listFiltersQuery(content.filters),
};
