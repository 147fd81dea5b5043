import { displayYear } from '@probation/i18n';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { ListFilters } from '../../shared/list-filters.ts';
import type { NewsListData } from '../../shared/page-state.ts';

/**
 * The filters of a list (news; documents with `kind="documents"` and its file types; albums, videos) as a plain GET form:
 * submitting it loads the list's URL with the chosen values, so the result is shareable and the back button
 * returns to the previous filters.
 */
export function ListFilterForm({
  action,
  filters,
  categories,
  years,
  lang,
  kind = 'news',
  fileTypes = [],
}: {
  action: string;
  filters: ListFilters;
  /** Absent for lists without categories (albums): then only the year is offered. */
  categories?: NewsListData['newsCategories'];
  years: readonly number[];
  lang: Language;
  /** Whose texts and field ids the form uses. */
  kind?: 'news' | 'documents' | 'albums' | 'videos';
  /** Document lists: the file types to offer (`type=`), with their labels. */
  fileTypes?: readonly { value: string; label: string }[];
}) {
  const t = useT();
  const id = (field: string) => `${kind}-filter-${field}`;
  return (
    // Back to this list, the fields show its own filters: autocomplete="off" stops form restoring, and
    // data-reset-on-restore resets a page restored from the back-forward cache (behaviours/restore-filters.ts).
    <form
      className="list-filters"
      method="get"
      action={action}
      autoComplete="off"
      aria-labelledby={`${kind}-filters-heading`}
      data-reset-on-restore
    >
      <h2 id={`${kind}-filters-heading`} className="visually-hidden">
        {t(`${kind}.filterHeading`)}
      </h2>
      {categories ? (
        <div className="list-filters__field">
          <label htmlFor={id('category')}>{t(`${kind}.category`)}</label>
          <select id={id('category')} name="category" defaultValue={filters.category ?? ''}>
            <option value="">{t(`${kind}.allCategories`)}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label} ({category.count})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="list-filters__field">
        <label htmlFor={id('year')}>{t(`${kind}.year`)}</label>
        <select id={id('year')} name="year" defaultValue={filters.year ? String(filters.year) : ''}>
          <option value="">{t(`${kind}.allYears`)}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {yearLabel(year, lang)}
            </option>
          ))}
        </select>
      </div>
      {fileTypes.length > 0 ? (
        <div className="list-filters__field">
          <label htmlFor={id('type')}>{t('documents.fileType')}</label>
          <select id={id('type')} name="type" defaultValue={filters.fileType ?? ''}>
            <option value="">{t('documents.allFileTypes')}</option>
            {fileTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="list-filters__actions">
        <button type="submit" className="button">
          {t(`${kind}.applyFilters`)}
        </button>
        {filters.category || filters.year || filters.fileType ? (
          <a href={action}>{t(`${kind}.clearFilters`)}</a>
        ) : null}
      </div>
    </form>
  );
}

/** A Gregorian year as the page's reader counts it (Buddhist era on Thai pages). */
export function yearLabel(year: number, lang: Language): number {
  return displayYear(new Date(Date.UTC(year, 6, 1)), lang);
}
