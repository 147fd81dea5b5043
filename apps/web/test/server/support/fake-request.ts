import type { FastifyRequest } from 'fastify';

/** The language a fake route answers in: English when asked with `?lang=en`, else Thai. */
export function langOf(request: FastifyRequest): 'th' | 'en' {
  return (request.query as { lang?: string }).lang === 'en' ? 'en' : 'th';
}

/** The site a fake route was asked about (its `:siteId`). */
export function siteOf(request: FastifyRequest): string {
  return (request.params as { siteId: string }).siteId;
}

/** One page of a fake list, in the contract's shape: the items on that page (each answered), the total and the paging. */
export function listPage<T, A>(all: readonly T[], page: number, pageSize: number, answer: (item: T) => A) {
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize).map(answer),
    total: all.length,
    page,
    page_size: pageSize,
  };
}

/**
 * A category list as the contract answers it: every category with the site's count, or with `?section=`, only the
 * categories with items in that section, counted there.
 */
export function categoryList<Item extends { siteId: string; section: string; category?: string | null }>(
  request: FastifyRequest,
  categories: ReadonlyArray<[id: string, label: string]>,
  items: readonly Item[],
) {
  const section = (request.query as { section?: string }).section;
  const counted = items.filter(
    (item) => item.siteId === siteOf(request) && (section === undefined || item.section === section),
  );
  return {
    items: categories
      .map(([id, label]) => ({ id, label, count: counted.filter((item) => item.category === id).length }))
      .filter((category) => section === undefined || category.count > 0),
  };
}

/** A list answer's `years`: the years with items among those matching the other filters, newest first. */
export function yearsOf<T>(items: readonly T[], yearOf: (item: T) => number) {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(yearOf(item), (counts.get(yearOf(item)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => b - a).map(([year, count]) => ({ year, count }));
}

/** The year in Bangkok (UTC+7) of an ISO instant, or of a date (`2026-12-05`). */
export function bangkokYear(isoInstantOrDate: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(isoInstantOrDate)) return Number(isoInstantOrDate.slice(0, 4));
  return new Date(Date.parse(isoInstantOrDate) + 7 * 3_600_000).getUTCFullYear();
}
