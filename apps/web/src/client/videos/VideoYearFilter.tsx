import type { Language } from '@probation/i18n';
import { useT } from '../runtime/use-t.ts';
import type { NewsFilters } from '../../shared/news-filters.ts';
import { yearLabel } from '../news/NewsFilterForm.tsx';

/**
 * The year filter of a videos list as a plain GET form (no script): submitting it loads the list's URL with
 * `?year=`, so the result is shareable and the back button returns to the previous year.
 */
export function VideoYearFilter({
  action,
  filters,
  years,
  lang,
}: {
  action: string;
  filters: NewsFilters;
  years: readonly number[];
  lang: Language;
}) {
  const t = useT();
  return (
    <form
      className="news-filters"
      method="get"
      action={action}
      autoComplete="off"
      aria-labelledby="video-filters-heading"
    >
      <h2 id="video-filters-heading" className="visually-hidden">
        {t('videos.filterHeading')}
      </h2>
      <div className="news-filters__field">
        <label htmlFor="video-filter-year">{t('videos.year')}</label>
        <select id="video-filter-year" name="year" defaultValue={filters.year ? String(filters.year) : ''}>
          <option value="">{t('videos.allYears')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {yearLabel(year, lang)}
            </option>
          ))}
        </select>
      </div>
      <div className="news-filters__actions">
        <button type="submit" className="button">
          {t('videos.applyFilters')}
        </button>
        {filters.year ? <a href={action}>{t('videos.clearFilters')}</a> : null}
      </div>
    </form>
  );
}
