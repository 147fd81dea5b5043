import { loadInList } from '../../components/media/ResponsiveImage.tsx';
import { formatNumber } from '@probation/i18n';
import { useT } from '../../client/runtime/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import type { AlbumListContent } from './page.ts';
import { filterYears, listFiltersQuery } from '../../shared/list-filters.ts';
import { sectionPath } from '../../shared/routes.ts';
import { AlbumCard } from '../../components/cards/AlbumCard.tsx';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { ListFilterForm, yearLabel } from '../../components/lists/ListFilterForm.tsx';
import { Pagination } from '../../components/lists/Pagination.tsx';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';

/** Cards in the first rows, loaded at once (the rest lazily). */
const EAGER_CARDS = 3;

/** A photos section: its albums as cards, newest first, a year filter and pages in the URL. */
export function AlbumListPage({ state, content }: { state: PageState; content: AlbumListContent }) {
  const t = useT();
  const { lang } = state;
  const { section, filters, albums } = content;
  const path = sectionPath(lang, section.urlname);
  const years = filterYears(albums.years, filters.year);
  const shown = filters.year
    ? t('albums.filteredBy', { filters: t('albums.filterYear', { year: yearLabel(filters.year, lang) }) })
    : null;
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={section} />
      <h1 {...foreignLangAttribute(section.title, lang)}>{section.title}</h1>
      <ListFilterForm action={path} filters={filters} years={years} lang={lang} kind="albums" />
      <div className="list-header" role="status">
        <p>
          {t('albums.total', { count: albums.total, formatted: formatNumber(albums.total, lang) })}
          {albums.total > 1 ? ` · ${t('albums.newestFirst')}` : ''}
          {shown ? ` · ${shown}` : ''}
          {albums.pageCount > 1
            ? ` · ${t('news.pageOf', { page: albums.page, count: albums.pageCount })}`
            : ''}
        </p>
      </div>
      {albums.items.length > 0 ? (
        <ul className="album-grid">
          {albums.items.map((album, index) => (
            <li key={album.id}>
              <AlbumCard album={album} lang={lang} load={loadInList(index, EAGER_CARDS)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{filters.year ? t('albums.empty') : t('albums.emptySection')}</p>
      )}
      <Pagination
        current={albums.page}
        count={albums.pageCount}
        hrefOf={(page) => path + listFiltersQuery({ ...filters, page })}
        label={t('albums.pagination')}
      />
    </div>
  );
}
