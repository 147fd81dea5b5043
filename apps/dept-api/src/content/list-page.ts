/**
 * One page of a content list (news, documents, events, albums, videos): the rows the list's conditions select, in
 * its order, with how many there are in all and, for a list with a year filter, the years that have items.
 */
import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Lang, YearCount } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { yearsWithItems } from './year-facet.ts';

export interface Paging {
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface ListQuery<Query extends PgSelect> {
  /** The content table (what is counted). */
  table: PgTable;
  /** What a row of the page is read with: the table, joined to what its shape needs (`$dynamic()`). */
  select: Query;
  where: SQL | undefined;
  orderBy: SQL[];
  /** The year of an item, and the conditions without the list's year filter (the years it offers). */
  years?: { of: SQL<number>; where: SQL | undefined };
}

export async function listPage<Query extends PgSelect>(
  db: Db,
  list: ListQuery<Query>,
  paging: Paging,
): Promise<{ rows: Awaited<Query>; total: number; years: YearCount[] }> {
  const years = list.years ? await yearsWithItems(db, list.table, list.years.of, list.years.where) : [];
  const [totalRow] = await db.select({ n: count() }).from(list.table).where(list.where);
  const rows = await list.select
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return { rows: rows as Awaited<Query>, total: totalRow?.n ?? 0, years };
}

/** A list with a year filter (news, documents, albums, videos), read a page at a time in a language. */
export interface YearListedKind<Query extends PgSelect, Filter, Item> {
  table: PgTable & { id: PgColumn };
  select(db: Db): Query;
  where(siteId: string, filter: Filter): SQL | undefined;
  /**
   * The items' date: the list is newest first by it (then by id), and the years it offers are the years of it
   * (`yearOf`), counted without the filter's field that picks a year.
   */
  date: { column: PgColumn; yearOf: (column: PgColumn) => SQL<number>; filterField: keyof Filter };
  /** A boolean column whose true items come before all others (news: pinned). */
  pinnedFirst?: PgColumn;
  item(row: Awaited<Query>[number], lang: Lang): Item;
}

export function yearListed<Query extends PgSelect, Filter, Item>(kind: YearListedKind<Query, Filter, Item>) {
  return async (
    db: Db,
    siteId: string,
    filter: Filter,
    paging: Paging,
    lang: Lang,
  ): Promise<{ items: Item[]; total: number; years: YearCount[] }> => {
    const { column, yearOf, filterField } = kind.date;
    const anyYear = { ...filter, [filterField]: undefined };
    const { rows, total, years } = await listPage(
      db,
      {
        table: kind.table,
        select: kind.select(db),
        where: kind.where(siteId, filter),
        orderBy: [...(kind.pinnedFirst ? [desc(kind.pinnedFirst)] : []), desc(column), desc(kind.table.id)],
        years: { of: yearOf(column), where: kind.where(siteId, anyYear) },
      },
      paging,
    );
    return { items: rows.map((row) => kind.item(row, lang)), total, years };
  };
}
