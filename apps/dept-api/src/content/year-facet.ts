/**
 * The years of a list that have items (the `years` of a list answer): what a year filter offers, so it never
 * offers an empty year. Counted under the list's other filters, whatever year was asked for.
 */
import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { YearCount } from '@probation/contract';
import type { Db } from '../db/database.ts';

/** The Gregorian year in Bangkok (UTC+7 all year) of a timestamp column. */
export function bangkokYearOf(instant: PgColumn): SQL<number> {
  return sql<number>`cast(extract(year from (${instant} at time zone 'UTC') + interval '7 hours') as integer)`;
}

/** The year of a date column (a date names a day where it happened, with no time zone to convert). */
export function yearOfDate(day: PgColumn): SQL<number> {
  return sql<number>`cast(extract(year from ${day}) as integer)`;
}

/** The years with items among the rows `where` selects, newest first, each with its count. */
export async function yearsWithItems(
  db: Db,
  table: PgTable,
  year: SQL<number>,
  where: SQL | undefined,
): Promise<YearCount[]> {
  const rows = await db
    .select({ year, count: count() })
    .from(table)
    .where(where)
    .groupBy(year)
    .orderBy(desc(year));
  return rows.map((row) => ({ year: Number(row.year), count: row.count }));
}
