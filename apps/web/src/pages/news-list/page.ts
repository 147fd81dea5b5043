import { NewsCategoriesDocument, NewsListPageDocument } from '../../shared/generated/graphql.ts';
import { LIST_PAGE_SIZE, listFiltersQuery, type ListFilters } from '../../shared/list-filters.ts';
import type { NewsListData, SectionData } from '../../shared/page-state.ts';
import {
  failed,
  found,
  sectionOnly,
  type LoadOutcome,
  type LoadRequest,
  type PageKind,
  type SectionLoadRequest,
} from '../page-kind.ts';
import { knownCategory } from '../known-category.ts';

export interface NewsListContent {
  /** The section listed; null for /{lang}/more-news (all news). */
  section: SectionData | null;
  filters: ListFilters;
  list: NewsListData;
}

/** The list with the filters the site knows (a category it lacks is dropped), with its categories: one query. */
async function loadNewsList(
  { query, lang, t, site }: LoadRequest,
  section: SectionData | null,
  requested: ListFilters,
): Promise<LoadOutcome<NewsListContent>> {
  const category = await knownCategory(
    requested.category,
    () => query(NewsCategoriesDocument, { lang, section: section?.urlname ?? null }),
    (data) => data.currentSite.newsCategories,
  );
  if (!category.ok) return failed(category);
  const filters = { ...requested, category: category.data };
  const outcome = await query(NewsListPageDocument, {
    lang,
    section: section?.urlname ?? null,
    page: filters.page,
    pageSize: LIST_PAGE_SIZE,
    category: filters.category,
    year: filters.year,
  });
  if (!outcome.ok) return failed(outcome);
  const siteName = site.layout.siteName;
  return found({
    content: { section: section ? sectionOnly(section) : null, filters, list: outcome.data.currentSite },
    title: section?.title ?? t('news.moreNewsTitle'),
    description: section
      ? t('meta.description.newsList', { section: section.title, siteName })
      : t('meta.description.moreNews', { siteName }),
    paging: outcome.data.currentSite.news,
    appliedQuery: listFiltersQuery(filters),
  });
}

/** A news section's list: its news and its child sections', with category and year filters. */
export const newsListPage: PageKind<NewsListContent, SectionLoadRequest> = {
  load: (request) => loadNewsList(request, request.section, request.filters),
};

/** /{lang}/more-news: all the site's news, with the same filters. */
export const moreNewsPage: PageKind<NewsListContent> = {
  load: (request) => loadNewsList(request, null, request.filters),
};
