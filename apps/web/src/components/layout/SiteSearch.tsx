import type { Language } from '@probation/i18n';
import { SEARCH_QUERY_MAX_LENGTH } from '@probation/contract/rules';
import { useT } from '../text/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import { searchPath } from '../../shared/routes.ts';
import type { SearchContent } from '../../shared/search-params.ts';

/**
 * A search form: a GET form to /{lang}/search sending `q`, so it works without JavaScript. Its value is printed as
 * an attribute by React (escaped). autocomplete="off" and data-reset-on-restore: back to a page, the box shows
 * that page's query, not what was typed before leaving (client/behaviours/restore-filters.ts).
 */
export function SearchForm({
  lang,
  value,
  id,
  className,
  labelHidden = false,
  name,
}: {
  lang: Language;
  /** What the box holds when the page opens (the query shown, or the words of a missing path). */
  value: string;
  /** The input's id, unique in the page (the header's box and a page's own can both be there). */
  id: string;
  className?: string;
  /** The label is read by screen readers only (the header, where the button says what the box is for). */
  labelHidden?: boolean;
  /** The landmark's name; two search forms on a page need different ones (the header's is "Search this site"). */
  name: string;
}) {
  const t = useT();
  return (
    <form
      className={['search-form', className].filter(Boolean).join(' ')}
      role="search"
      aria-label={name}
      action={searchPath(lang)}
      method="get"
      autoComplete="off"
      data-reset-on-restore=""
    >
      <label className={labelHidden ? 'visually-hidden' : 'search-form__label'} htmlFor={id}>
        {t('search.inputLabel')}
      </label>
      <span className="search-form__row">
        <input
          className="search-form__input"
          id={id}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
        />
        <button className="search-form__submit" type="submit">
          {t('search.submit')}
        </button>
      </span>
    </form>
  );
}

/** The search box of every page's header; on the search page it keeps the query shown. */
export function SiteSearch({ state }: { state: PageState }) {
  const t = useT();
  const value = state.page === 'search' ? ((state.content as SearchContent | undefined)?.params.q ?? '') : '';
  return (
    <div className="container site-search">
      <SearchForm
        lang={state.lang}
        value={value}
        id="site-search-q"
        labelHidden
        name={t('search.inputLabel')}
      />
    </div>
  );
}
