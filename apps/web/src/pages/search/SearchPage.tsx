import type { ReactNode } from 'react';
import { formatDate, formatNumber, type Language } from '@probation/i18n';
import type { SearchHitType } from '@probation/contract/rules';
import { useT } from '../../components/text/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import type { PageProps } from '../../components/page-props.ts';
import { itemPath, mainPath, searchPath, sectionPath } from '../../shared/routes.ts';
import { searchQueryString, type SearchParams } from '../../shared/search-params.ts';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs.tsx';
import { SearchForm } from '../../components/layout/SiteSearch.tsx';
import { Pagination } from '../../components/lists/Pagination.tsx';
import { yearLabel } from '../../components/lists/ListFilterForm.tsx';
import type { SearchContent, SearchHitData, SearchResultData } from '../../shared/search-params.ts';

/** A piece of text with the matched words in <mark>: every part is text React escapes, never HTML (decision 0131). */
export function MarkedText({ parts }: { parts: readonly { text: string; match: boolean }[] }): ReactNode {
  return parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text));
}

/** Where a hit is on the website: an item of its section, or the section itself (a page, a list). */
export function hitPath(lang: Language, hit: Pick<SearchHitData, 'type' | 'id' | 'section'>): string {
  if (hit.type === 'page' || hit.type === 'section') return sectionPath(lang, hit.id);
  return itemPath(lang, hit.section, hit.id);
}

const href = (lang: Language, params: SearchParams) => searchPath(lang) + searchQueryString(params);

/** /{lang}/search: the form, the facets, the hits, the pages; a hint without a query; suggestions without hits. */
export function SearchPage({ state, content }: PageProps<SearchContent>) {
  const t = useT();
  const { lang } = state;
  const { params, result } = content;
  return (
    <div className="container page-body search-page">
      <Breadcrumbs homeHref={mainPath(lang)} crumbs={[{ label: t('search.title') }]} />
      <h1>{t('search.title')}</h1>
      <SearchForm
        lang={lang}
        value={params.q}
        id="search-page-q"
        className="search-form--page"
        name={t('search.newSearch')}
      />
      {result ? (
        <SearchResults state={state} params={params} result={result} />
      ) : (
        <p className="search-page__hint" role="status">
          {t('search.emptyQuery')}
        </p>
      )}
    </div>
  );
}

function SearchResults({
  state,
  params,
  result,
}: {
  state: PageState;
  params: SearchParams;
  result: SearchResultData;
}) {
  const t = useT();
  const { lang } = state;
  const filtered = params.type !== null || params.year !== null;
  return (
    <>
      <div className="list-header" role="status">
        <p>
          {t('search.resultCount', { q: params.q, count: formatNumber(result.total, lang) })}
          {result.pageCount > 1
            ? ` · ${t('search.pageOf', { page: result.page, count: result.pageCount })}`
            : ''}
        </p>
      </div>
      <div className="search-page__layout">
        <SearchFacets lang={lang} params={params} result={result} />
        <div className="search-page__hits">
          {result.items.length > 0 ? (
            <ol className="search-hits" aria-label={t('search.results')}>
              {result.items.map((hit) => (
                <SearchHit key={`${hit.type}:${hit.id}`} lang={lang} hit={hit} />
              ))}
            </ol>
          ) : (
            <NoResults state={state} params={params} filtered={filtered} />
          )}
          <Pagination
            current={result.page}
            count={result.pageCount}
            hrefOf={(page) => href(lang, { ...params, page })}
            label={t('search.pagination')}
          />
        </div>
      </div>
    </>
  );
}

function SearchHit({ lang, hit }: { lang: Language; hit: SearchHitData }) {
  const t = useT();
  // An item without English is found (and shown) in Thai on English pages.
  const textLang = hit.contentLang === lang ? undefined : hit.contentLang;
  return (
    <li className="search-hit">
      <article>
        <h2 className="search-hit__title" lang={textLang}>
          <a href={hitPath(lang, hit)}>
            <MarkedText parts={hit.titleParts} />
          </a>
        </h2>
        <p className="search-hit__meta">
          <span className="search-hit__type">{t(`search.types.${hit.type}`)}</span>
          {hit.date ? (
            <>
              {' · '}
              <time dateTime={hit.date}>{formatDate(hit.date, lang)}</time>
            </>
          ) : null}
        </p>
        {hit.snippet.length > 0 ? (
          <p className="search-hit__snippet" lang={textLang}>
            <MarkedText parts={hit.snippet} />
          </p>
        ) : null}
      </article>
    </li>
  );
}

/** Type and year filters as links with their counts; each keeps the query and the other filter, and page 1. */
function SearchFacets({
  lang,
  params,
  result,
}: {
  lang: Language;
  params: SearchParams;
  result: SearchResultData;
}) {
  const t = useT();
  const { types, years } = result.facets;
  if (types.length === 0 && years.length === 0 && params.type === null && params.year === null) return null;
  const typeLinks: FacetLink[] = [
    {
      key: 'all',
      label: t('search.allTypes'),
      params: { ...params, type: null, page: 1 },
      current: !params.type,
    },
    ...types.map(({ type, count }) => ({
      key: type,
      label: t(`search.types.${type satisfies SearchHitType}`),
      count,
      params: { ...params, type, page: 1 },
      current: params.type === type,
    })),
  ];
  const yearLinks: FacetLink[] = [
    {
      key: 'all',
      label: t('search.allYears'),
      params: { ...params, year: null, page: 1 },
      current: !params.year,
    },
    ...years.map(({ year, count }) => ({
      key: String(year),
      label: String(yearLabel(year, lang)),
      count,
      params: { ...params, year, page: 1 },
      current: params.year === year,
    })),
  ];
  return (
    <nav className="search-facets" aria-label={t('search.filters')}>
      <FacetGroup lang={lang} title={t('search.byType')} links={typeLinks} />
      <FacetGroup lang={lang} title={t('search.byYear')} links={yearLinks} />
    </nav>
  );
}

interface FacetLink {
  key: string;
  label: string;
  count?: number;
  params: SearchParams;
  current: boolean;
}

function FacetGroup({ lang, title, links }: { lang: Language; title: string; links: FacetLink[] }) {
  const t = useT();
  return (
    <div className="search-facets__group">
      <h2 className="search-facets__title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={href(lang, link.params)} aria-current={link.current ? 'true' : undefined}>
              {link.label}
              {link.count !== undefined ? (
                <span className="search-facets__count">
                  {' '}
                  {t('search.facetCount', { count: formatNumber(link.count, lang) })}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** No hits: what the visitor can try (spelling, broader words, the other language, no filters, the sections). */
function NoResults({
  state,
  params,
  filtered,
}: {
  state: PageState;
  params: SearchParams;
  filtered: boolean;
}) {
  const t = useT();
  const { lang } = state;
  const sections = state.site?.layout.menu ?? [];
  return (
    <div className="empty-state search-page__empty">
      <p>{t('search.noResults', { q: params.q })}</p>
      <h2>{t('search.suggestionsTitle')}</h2>
      <ul>
        <li>{t('search.suggestSpelling')}</li>
        <li>{t('search.suggestBroader')}</li>
        <li>{t('search.suggestLanguage')}</li>
        {filtered ? (
          <li>
            <a href={href(lang, { q: params.q, type: null, year: null, page: 1 })}>
              {t('search.clearFilters')}
            </a>
          </li>
        ) : null}
      </ul>
      {sections.length > 0 ? (
        <>
          <p>{t('search.browseSections')}</p>
          <ul className="search-page__sections">
            {sections.map((item) => (
              <li key={item.id}>
                <a href={item.url}>{item.label}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
