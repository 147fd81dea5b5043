import { VideoListPageDocument } from '../../shared/generated/graphql.ts';
import type { VideoListData } from '../../shared/page-state.ts';
import { yearListPage, type YearListContent } from '../list-page.ts';
import type { PageKind, SectionLoadRequest } from '../page-kind.ts';

/** A videos section's list: one page of its videos, filtered by year (a videos list has no categories). */
export type VideoListContent = YearListContent<VideoListData>;

/** A videos section's videos, newest first: 12 a page (a multiple of 2 and 3 fills the grid's rows), by year. */
export const videoListPage: PageKind<VideoListContent, SectionLoadRequest> = yearListPage({
  document: VideoListPageDocument,
  list: (data) => data.currentSite.videos,
  pageSize: 12,
  description: 'meta.description.videoList',
});
