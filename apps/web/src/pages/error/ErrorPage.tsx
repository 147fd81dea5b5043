import { useT } from '../../components/text/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import { mainPath } from '../../shared/routes.ts';
import { markValue } from '../../components/text/mark-value.tsx';
import { wordsOfPath } from '../../shared/search-params.ts';
import { SearchForm } from '../../components/layout/SiteSearch.tsx';

/**
 * The error screen of requirements.md §3.6: the status code, the message, and a button 'กลับสู่หน้าหลัก' (Back to the
 * main page) to /{lang}/main. A 404 says "Page not found: {path}".
 */
export function ErrorPage({ state }: { state: PageState }) {
  const t = useT();
  const notFound = state.page === 'notFound';
  const requestedPath = state.detail.requestedPath ?? state.path;
  const message = notFound
    ? // The raw path may be one long word: only it may break anywhere, so it wraps at 320 px instead of overflowing.
      markValue(t('errors.pageNotFound', { path: requestedPath }), requestedPath, (path) => (
        <span className="error-screen__path">{path}</span>
      ))
    : state.status === 429
      ? t('errors.tooManyRequests')
      : state.status === 403
        ? t('errors.foreignOrigin')
        : state.detail.errorCode === 'UPSTREAM_UNAVAILABLE'
          ? t('errors.upstreamUnavailable')
          : t('errors.serverError');
  return (
    <div className="container page-body error-screen">
      <p className="error-screen__status" aria-hidden="true">
        {state.status}
      </p>
      <h1>
        <span className="visually-hidden">{t('errors.errorTitle', { status: state.status })}: </span>
        {message}
      </h1>
      {notFound ? <p>{t('errors.pageNotFoundHelp')}</p> : null}
      {notFound && state.site ? (
        <section className="error-screen__search" aria-labelledby="not-found-search-title">
          <h2 id="not-found-search-title" className="error-screen__search-title">
            {t('search.notFoundSearch')}
          </h2>
          {/* The missing path's words, as text React escapes in the attribute. */}
          <SearchForm
            lang={state.lang}
            value={wordsOfPath(requestedPath)}
            id="not-found-q"
            name={t('search.newSearch')}
          />
        </section>
      ) : null}
      <a className="button" href={mainPath(state.lang)}>
        {t('errors.backToMain')}
      </a>
    </div>
  );
}
