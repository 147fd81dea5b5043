import type { ReactNode } from 'react';
import { formatNumber } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import { filterYears, type ListFilters } from '../../shared/list-filters.ts';
import { sectionPath } from '../../shared/routes.ts';
import { foreignLangAttribute } from '../content/lang-attribute.ts';
import { SectionBreadcrumbs } from '../layout/SectionBreadcrumbs.tsx';
import { ListFilterForm, yearLabel } from './ListFilterForm.tsx';
import { ListResults } from './ListResults.tsx';

/**
 * A section's list filtered by year (albums, videos): breadcrumbs, the section's title, the year filter, then the
 * list's count, order and filter, its cards (`children`) or why there are none, and its pages; in `kind`'s words.
 */
export function YearList({
  state,
  content: { section, filters, list },
  kind,
  order,
  children,
}: {
  state: PageState;
  content: {
    section: { urlname: string; title: string };
    filters: ListFilters;
    list: {
      total: number;
      years: readonly { year: number }[];
      page: number;
      pageCount: number;
      items: readonly unknown[];
    };
  };
  kind: 'albums' | 'videos';
  /** What the count says of the list's order (null: nothing). */
  order: string | null;
  children: ReactNode;
}) {
  const t = useT();
  const { lang } = state;
  const path = sectionPath(lang, section.urlname);
  const years = filterYears(list.years, filters.year);
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={section} />
      <h1 {...foreignLangAttribute(section.title, lang)}>{section.title}</h1>
      <ListFilterForm action={path} filters={filters} years={years} lang={lang} kind={kind} />
      <ListResults
        summary={[
          t(`${kind}.total`, { count: list.total, formatted: formatNumber(list.total, lang) }),
          order,
          filters.year
            ? t(`${kind}.filteredBy`, {
                filters: t(`${kind}.filterYear`, { year: yearLabel(filters.year, lang) }),
              })
            : null,
        ]}
        list={list}
        path={path}
        filters={filters}
        empty={filters.year ? t(`${kind}.empty`) : t(`${kind}.emptySection`)}
        pagination={t(`${kind}.pagination`)}
      >
        {children}
      </ListResults>
    </div>
  );
}
