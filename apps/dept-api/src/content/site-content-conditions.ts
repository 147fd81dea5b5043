/**
 * The conditions the content lists and item reads share: an item belongs to a site and one of its sections, may
 * be in a category, and is found by site and id together.
 */
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface SiteContentColumns {
  id: PgColumn;
  siteId: PgColumn;
  section: PgColumn;
  categoryId?: PgColumn;
}

/** What every content filter may name: sections (a section and its children; undefined for all), a category. */
export interface SiteContentFilter {
  sections?: string[];
  categoryId?: string;
}

/** A filter of content listed by date (news, documents, videos): `period`, `[start, end)` of the item's date. */
export interface DatedContentFilter extends SiteContentFilter {
  period?: { start: Date; end: Date };
}

/** The site's items, in the filter's sections and category when it names them. */
export function siteContentConditions(
  table: SiteContentColumns,
  siteId: string,
  filter: SiteContentFilter,
): SQL[] {
  const parts: SQL[] = [eq(table.siteId, siteId)];
  if (filter.sections) parts.push(inArray(table.section, filter.sections));
  if (filter.categoryId && table.categoryId) parts.push(eq(table.categoryId, filter.categoryId));
  return parts;
}

/** `[start, end)` of a timestamp (or a date column, given as `YYYY-MM-DD` strings). */
export function within<Bound extends Date | string>(
  column: PgColumn,
  period: { start: Bound; end: Bound } | undefined,
): SQL[] {
  return period ? [gte(column, period.start), lt(column, period.end)] : [];
}

/** The site's item with this id. */
export function siteItem(table: SiteContentColumns, siteId: string, id: string): SQL | undefined {
  return and(eq(table.siteId, siteId), eq(table.id, id));
}
