import { formatNumber } from '@probation/i18n';
import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { VideoListContent } from './page.ts';
import { filterYears } from '../../shared/list-filters.ts';
import { sectionPath } from '../../shared/routes.ts';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { ListFilterForm, yearLabel } from '../../components/lists/ListFilterForm.tsx';
import { ListResults } from '../../components/lists/ListResults.tsx';
import { VideoCardList } from '../../components/cards/VideoCard.tsx';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';

/** A videos section: its videos as cards, newest first; the year and the page in the URL. */
export function VideoListPage({ state, content }: PageProps<VideoListContent>) {
  const t = useT();
  const { lang } = state;
  const { section, filters, list: videos } = content;
  const path = sectionPath(lang, section.urlname);
  const years = filterYears(videos.years, filters.year);
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={section} />
      <h1 {...foreignLangAttribute(section.title, lang)}>{section.title}</h1>
      <ListFilterForm action={path} filters={filters} years={years} lang={lang} kind="videos" />
      <ListResults
        summary={[
          t('videos.total', { count: videos.total, formatted: formatNumber(videos.total, lang) }),
          t('videos.newestFirst'),
          filters.year
            ? t('videos.filteredBy', {
                filters: t('videos.filterYear', { year: yearLabel(filters.year, lang) }),
              })
            : null,
        ]}
        list={videos}
        path={path}
        filters={filters}
        empty={filters.year ? t('videos.empty') : t('videos.emptySection')}
        pagination={t('videos.pagination')}
      >
        <VideoCardList items={videos.items} lang={lang} headingLevel={2} />
      </ListResults>
    </div>
  );
}
