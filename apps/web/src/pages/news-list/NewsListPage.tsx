import { formatNumber } from '@probation/i18n';
import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { NewsListContent } from './page.ts';
import { filterYears } from '../../shared/list-filters.ts';
import { feedPath, mainPath, moreNewsPath, sectionPath } from '../../shared/routes.ts';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs.tsx';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';
import { NewsCardList } from '../../components/cards/NewsCard.tsx';
import { ListFilterForm, yearLabel } from '../../components/lists/ListFilterForm.tsx';
import { ListResults } from '../../components/lists/ListResults.tsx';

/** A news list: a section of type news, or all news (/{lang}/more-news); filters and pages in the URL. */
export function NewsListPage({ state, content }: PageProps<NewsListContent>) {
  const t = useT();
  const { lang } = state;
  const { section, filters, list } = content;
  const title = section?.title ?? t('news.moreNewsTitle');
  const path = section ? sectionPath(lang, section.urlname) : moreNewsPath(lang);
  const { news, newsCategories } = list;
  const category = newsCategories.find((candidate) => candidate.id === filters.category);
  const shown = [
    category ? t('news.filterCategory', { label: category.label }) : null,
    filters.year ? t('news.filterYear', { year: yearLabel(filters.year, lang) }) : null,
  ].filter(Boolean);
  const years = filterYears(news.years, filters.year);
  return (
    <div className="container page-body">
      {section ? (
        <SectionBreadcrumbs state={state} section={section} />
      ) : (
        <Breadcrumbs homeHref={mainPath(lang)} crumbs={[{ label: title }]} />
      )}
      <h1 {...foreignLangAttribute(title, lang)}>{title}</h1>
      <ListFilterForm action={path} filters={filters} categories={newsCategories} years={years} lang={lang} />
      <ListResults
        summary={[
          t('news.total', { count: news.total, formatted: formatNumber(news.total, lang) }),
          shown.length > 0 ? t('news.filteredBy', { filters: shown.join(', ') }) : null,
        ]}
        list={news}
        path={path}
        filters={filters}
        empty={shown.length > 0 ? t('news.empty') : t('news.emptySection')}
      >
        <NewsCardList items={news.items} lang={lang} headingLevel={2} />
      </ListResults>
      <p className="feed-link">
        <a href={feedPath(lang)} type="application/rss+xml">
          {t('feed.link')}
        </a>
      </p>
    </div>
  );
}
