import type { ReactNode } from 'react';
import { useT } from '../text/use-t.ts';
import { listFiltersQuery, type ListFilters } from '../../shared/list-filters.ts';
import { Pagination } from './Pagination.tsx';

/**
 * A list's results under its filters: what it holds (a status, read out when the filters change: its total, its
 * order, its filters, the page), its items or why there are none, then its pages, each the list's URL with its
 * filters.
 */
export function ListResults({
  summary,
  list,
  path,
  filters,
  empty,
  pagination,
  children,
}: {
  /** What the list holds before its page, part by part (absent parts left out), joined by " · ". */
  summary: (string | null)[];
  list: { page: number; pageCount: number; items: readonly unknown[] };
  /** The list's own path, without its filters. */
  path: string;
  filters: ListFilters;
  /** What stands in place of the items when there are none. */
  empty: string;
  /** What the pages are of (the pagination's label); absent: the news list's. */
  pagination?: string;
  /** The items, drawn when there are some. */
  children: ReactNode;
}) {
  const t = useT();
  const page = list.pageCount > 1 ? t('news.pageOf', { page: list.page, count: list.pageCount }) : null;
  return (
    <>
      <div className="list-header" role="status">
        <p>{[...summary, page].filter(Boolean).join(' · ')}</p>
      </div>
      {list.items.length > 0 ? children : <p className="empty-state">{empty}</p>}
      <Pagination
        current={list.page}
        count={list.pageCount}
        label={pagination}
        hrefOf={(page) => path + listFiltersQuery({ ...filters, page })}
      />
    </>
  );
}
