import { useEffect, useRef } from 'react';
import { displayYear } from '@probation/i18n';
import type { Language } from '@probation/i18n';
import { useT } from '../runtime/use-t.ts';
import type { NewsFilters } from '../../shared/news-filters.ts';
import type { NewsListData } from '../../shared/page-state.ts';

/**
 * The filters of a news list as a plain GET form: submitting it loads the list's URL with the chosen values,
 * so the result is shareable and the back button returns to the previous filters.
 */
export function NewsFilterForm({
  action,
  filters,
  categories,
  years,
  lang,
  labels,
}: {
  action: string;
  filters: NewsFilters;
  /** Absent for lists without categories (albums): then only the year is offered. */
  categories?: NewsListData['newsCategories'];
  years: readonly number[];
  lang: Language;
  /** The form's heading and button texts when the list is not a news list. */
  labels?: { heading: string; apply: string };
}) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  // Back to this list: the fields show the list's own filters, not what was chosen before leaving
  // (autocomplete="off" stops form restoring; a page restored from the back-forward cache is reset).
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) form.current?.reset();
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  return (
    <form
      ref={form}
      className="news-filters"
      method="get"
      action={action}
      autoComplete="off"
      aria-labelledby="news-filters-heading"
    >
      <h2 id="news-filters-heading" className="visually-hidden">
        {labels?.heading ?? t('news.filterHeading')}
      </h2>
      {categories ? (
        <div className="news-filters__field">
          <label htmlFor="news-filter-category">{t('news.category')}</label>
          <select id="news-filter-category" name="category" defaultValue={filters.category ?? ''}>
            <option value="">{t('news.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label} ({category.count})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="news-filters__field">
        <label htmlFor="news-filter-year">{t('news.year')}</label>
        <select id="news-filter-year" name="year" defaultValue={filters.year ? String(filters.year) : ''}>
          <option value="">{t('news.allYears')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {yearLabel(year, lang)}
            </option>
          ))}
        </select>
      </div>
      <div className="news-filters__actions">
        <button type="submit" className="button">
          {labels?.apply ?? t('news.applyFilters')}
        </button>
        {filters.category || filters.year ? <a href={action}>{t('news.clearFilters')}</a> : null}
      </div>
    </form>
  );
}

/** A Gregorian year as the page's reader counts it (Buddhist era on Thai pages). */
export function yearLabel(year: number, lang: Language): number {
  return displayYear(new Date(Date.UTC(year, 6, 1)), lang);
}
