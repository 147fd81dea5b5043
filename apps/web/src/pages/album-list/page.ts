import { AlbumListPageDocument } from '../../shared/generated/graphql.ts';
import type { AlbumListData } from '../../shared/page-state.ts';
import { yearListPage, type YearListContent } from '../list-page.ts';
import type { PageKind, SectionLoadRequest } from '../page-kind.ts';

/** A photos section's albums: one page, filtered by year (albums have no category). */
export type AlbumListContent = YearListContent<AlbumListData>;

/** A photos section's albums, newest first: 12 a page, filtered by year. */
export const albumListPage: PageKind<AlbumListContent, SectionLoadRequest> = yearListPage({
  document: AlbumListPageDocument,
  list: (data) => data.currentSite.albums,
  pageSize: 12,
  description: 'meta.description.albumList',
});
