import type { Language } from '@probation/i18n';
import { NewsCategoriesDocument, NewsListPageDocument } from '../../shared/generated/graphql.ts';
import { LIST_PAGE_SIZE, listFiltersQuery, type ListFilters } from '../../shared/list-filters.ts';
import type { NewsListData, SectionData } from '../../shared/page-state.ts';
import {
  failed,
  found,
  sectionOnly,
  type LoadOutcome,
  type PageKind,
  type PageQuery,
  type SectionLoadRequest,
} from '../page-kind.ts';

export interface NewsListContent {
  /** The section listed; null for /{lang}/more-news (all news). */
  section: SectionData | null;
  filters: ListFilters;
  list: NewsListData;
}

/** The list with the filters the site knows: a category it does not have is ignored like any wrong value. */
async function loadNewsList(
  query: PageQuery,
  lang: Language,
  section: SectionData | null,
  requested: ListFilters,
): Promise<LoadOutcome<NewsListContent>> {
  const categories = await query(NewsCategoriesDocument, { lang, section: section?.urlname ?? null });
  if (!categories.ok) return failed(categories);
  const { newsCategories } = categories.data.currentSite;
  const known = newsCategories.some((category) => category.id === requested.category);
  const filters = known ? requested : { ...requested, category: null };
  const outcome = await query(NewsListPageDocument, {
    lang,
    section: section?.urlname ?? null,
    page: filters.page,
    pageSize: LIST_PAGE_SIZE,
    category: filters.category,
    year: filters.year,
  });
  if (!outcome.ok) return failed(outcome);
  return found({
    section: section ? sectionOnly(section) : null,
    filters,
    list: { ...outcome.data.currentSite, newsCategories },
  });
}

const newsListBase = {
  title: ({ content, t }) => content.section?.title ?? t('news.moreNewsTitle'),
  description: ({ state, content, t }) =>
    content.section
      ? t('meta.description.newsList', {
          section: content.section.title,
          siteName: state.site?.layout.siteName,
        })
      : t('meta.description.moreNews', { siteName: state.site?.layout.siteName }),
  paging: (content) => content.list.news,
  appliedQuery: (content) => listFiltersQuery(content.filters),
} satisfies Omit<PageKind<NewsListContent>, 'load'>;

/** A news section's list: its news and its child sections', with category and year filters. */
export const newsListPage: PageKind<NewsListContent, SectionLoadRequest> = {
  ...newsListBase,
  load: ({ query, lang, section, filters }) => loadNewsList(query, lang, section, filters),
};

/** /{lang}/more-news: all the site's news, with the same filters. */
export const moreNewsPage: PageKind<NewsListContent> = {
  ...newsListBase,
  load: ({ query, lang, filters }) => loadNewsList(query, lang, null, filters),
};
