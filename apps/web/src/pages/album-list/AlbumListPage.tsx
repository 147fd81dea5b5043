import { loadInList } from '../../components/media/ResponsiveImage.tsx';
import { formatNumber } from '@probation/i18n';
import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { AlbumListContent } from './page.ts';
import { filterYears } from '../../shared/list-filters.ts';
import { sectionPath } from '../../shared/routes.ts';
import { AlbumCard } from '../../components/cards/AlbumCard.tsx';
import { CardList } from '../../components/cards/CardList.tsx';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { ListFilterForm, yearLabel } from '../../components/lists/ListFilterForm.tsx';
import { ListResults } from '../../components/lists/ListResults.tsx';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';

/** Cards in the first rows, loaded at once (the rest lazily). */
const EAGER_CARDS = 3;

/** A photos section: its albums as cards, newest first, a year filter and pages in the URL. */
export function AlbumListPage({ state, content }: PageProps<AlbumListContent>) {
  const t = useT();
  const { lang } = state;
  const { section, filters, list: albums } = content;
  const path = sectionPath(lang, section.urlname);
  const years = filterYears(albums.years, filters.year);
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={section} />
      <h1 {...foreignLangAttribute(section.title, lang)}>{section.title}</h1>
      <ListFilterForm action={path} filters={filters} years={years} lang={lang} kind="albums" />
      <ListResults
        summary={[
          t('albums.total', { count: albums.total, formatted: formatNumber(albums.total, lang) }),
          albums.total > 1 ? t('albums.newestFirst') : null,
          filters.year
            ? t('albums.filteredBy', {
                filters: t('albums.filterYear', { year: yearLabel(filters.year, lang) }),
              })
            : null,
        ]}
        list={albums}
        path={path}
        filters={filters}
        empty={filters.year ? t('albums.empty') : t('albums.emptySection')}
        pagination={t('albums.pagination')}
      >
        <CardList
          items={albums.items}
          className="album-grid"
          card={(album, index) => (
            <AlbumCard album={album} lang={lang} load={loadInList(index, EAGER_CARDS)} />
          )}
        />
      </ListResults>
    </div>
  );
}
