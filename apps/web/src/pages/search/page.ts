import { SearchPageDocument } from '../../shared/generated/graphql.ts';
import { SEARCH_PAGE_SIZE, searchQueryString, type SearchContent } from '../../shared/search-params.ts';
import { failed, found, type PageKind } from '../page-kind.ts';

/**
 * /{lang}/search?q=&type=&year=&page=: hits with their type, date and marked snippet, facets with
 * counts, pages. Never indexed (noindex), never in the site maps, never kept by the full-page cache (its URL
 * carries free text): its data is cached briefly (decision 0267), and a query asked again is kept by a page cache of
 * its own (decision 0134).
 */
export const searchPage: PageKind<SearchContent> = {
  keptApart: true,
  load: async ({ query, lang, search }) => {
    if (!search.q) return found({ params: search, result: null });
    const outcome = await query(SearchPageDocument, {
      lang,
      q: search.q,
      type: search.type,
      year: search.year,
      page: search.page,
      pageSize: SEARCH_PAGE_SIZE,
    });
    if (!outcome.ok) return failed(outcome);
    return found({ params: search, result: outcome.data.currentSite.search });
  },
  title: ({ content, t }) =>
    content.params.q ? t('search.titleWithQuery', { q: content.params.q }) : t('search.title'),
  description: ({ state, t }) => t('search.description', { siteName: state.site?.layout.siteName }),
  head: () => ['<meta name="robots" content="noindex">'],
  paging: (content) => ({ page: content.params.page, pageCount: content.result?.pageCount ?? 1 }),
  appliedQuery: (content) => searchQueryString(content.params),
};
