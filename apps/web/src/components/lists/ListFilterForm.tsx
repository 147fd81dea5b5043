import { displayYear } from '@probation/i18n';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { ListFilters } from '../../shared/list-filters.ts';
import type { NewsListData } from '../../shared/page-state.ts';
import { FilterSelect } from './FilterSelect.tsx';

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
        <FilterSelect
          id={id('category')}
          name="category"
          label={t(`${kind}.category`)}
          all={t(`${kind}.allCategories`)}
          selected={filters.category ?? ''}
          options={categories.map((category) => ({
            value: category.id,
            label: (
              <>
                {category.label} ({category.count})
              </>
            ),
          }))}
        />
      ) : null}
      <FilterSelect
        id={id('year')}
        name="year"
        label={t(`${kind}.year`)}
        all={t(`${kind}.allYears`)}
        selected={filters.year ? String(filters.year) : ''}
        options={years.map((year) => ({ value: year, label: yearLabel(year, lang) }))}
      />
      {fileTypes.length > 0 ? (
        <FilterSelect
          id={id('type')}
          name="type"
          label={t('documents.fileType')}
          all={t('documents.allFileTypes')}
          selected={filters.fileType ?? ''}
          options={fileTypes}
        />
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
