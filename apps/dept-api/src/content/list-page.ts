/**
 * One page of a content list (news, documents, events, albums, videos): the rows the list's conditions select, in
 * its order, with how many there are in all and, for a list with a year filter, the years that have items.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { YearCount } from '@probation/contract';
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
