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
  async load({ query, lang, search, t, site }) {
    let result: SearchContent['result'] = null;
    if (search.q) {
      const outcome = await query(SearchPageDocument, {
        lang,
        q: search.q,
        type: search.type,
        year: search.year,
        page: search.page,
        pageSize: SEARCH_PAGE_SIZE,
      });
      if (!outcome.ok) return failed(outcome);
      result = outcome.data.currentSite.search;
    }
    return found({
      content: { params: search, result },
      title: search.q ? t('search.titleWithQuery', { q: search.q }) : t('search.title'),
      description: t('search.description', { siteName: site.layout.siteName }),
      head: ['<meta name="robots" content="noindex">'],
      paging: { page: search.page, pageCount: result?.pageCount ?? 1 },
      appliedQuery: searchQueryString(search),
    });
  },
};
