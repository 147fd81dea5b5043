import { AlbumListPageDocument } from '../../shared/generated/graphql.ts';
import { listFiltersQuery, type ListFilters } from '../../shared/list-filters.ts';
import type { AlbumListData, SectionData } from '../../shared/page-state.ts';
import { failed, found, sectionOnly, type PageKind, type SectionLoadRequest } from '../page-kind.ts';

/** Albums a list page shows. */
export const ALBUM_LIST_PAGE_SIZE = 12;

export interface AlbumListContent {
  section: SectionData;
  /** The list's filters from its URL (page and year; albums have no category). */
  filters: ListFilters;
  albums: AlbumListData;
}

/** A photos section's albums: one page, filtered by year (a category in the URL means nothing here). */
export const albumListPage: PageKind<AlbumListContent, SectionLoadRequest> = {
  component: () => import('./AlbumListPage.tsx').then((module) => module.AlbumListPage),
  async load({ query, lang, section, filters: requested }) {
    const filters = { ...requested, category: null };
    const outcome = await query(AlbumListPageDocument, {
      lang,
      section: section.urlname,
      page: filters.page,
      pageSize: ALBUM_LIST_PAGE_SIZE,
      year: filters.year,
    });
    if (!outcome.ok) return failed(outcome);
    return found({ section: sectionOnly(section), filters, albums: outcome.data.currentSite.albums });
  },
  title: ({ content }) => content.section.title,
  description: ({ state, content, t }) =>
    t('meta.description.albumList', {
      section: content.section.title,
      siteName: state.site?.layout.siteName,
    }),
  paging: (content) => content.albums,
  appliedQuery: (content) => listFiltersQuery(content.filters),
};
