import { useT } from '../text/use-t.ts';

/** The page numbers shown: the first, the last, and two on each side of the current one. */
export function visiblePages(current: number, count: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= count; page++) {
    if (page === 1 || page === count || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Page links of a list: previous, numbers (the current one aria-current), next; links only, no script. */
export function Pagination({
  current,
  count,
  hrefOf,
  label,
}: {
  current: number;
  count: number;
  hrefOf: (page: number) => string;
  /** What the pages are of (the nav's label); the news list's by default. */
  label?: string;
}) {
  const t = useT();
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t('news.pagination')}>
      <ul>
        {current > 1 ? (
          <li>
            <a href={hrefOf(current - 1)} rel="prev">
              {t('news.previous')}
            </a>
          </li>
        ) : null}
        {visiblePages(current, count).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={hrefOf(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('news.pageN', { page })}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {current < count ? (
          <li>
            <a href={hrefOf(current + 1)} rel="next">
              {t('news.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
