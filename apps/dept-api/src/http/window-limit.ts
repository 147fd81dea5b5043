/**
 * A limit of so many rows in a sliding window (the forms' hourly limits, broken-file reports, new tracking
 * passwords): 429 once the rows in the window reach the limit, with Retry-After for when the oldest of them that
 * counts leaves the window.
 */
import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { tooManyRequests } from './errors.ts';

export interface WindowLimit {
  table: PgTable;
  /** When a row happened. */
  at: PgColumn;
  /** The rows that count: the caller's, within the window (the caller says whether its start is included). */
  where: SQL | undefined;
  limit: number;
  windowMs: number;
  /** The 429's message. */
  message: string;
}

export async function refuseOverWindowLimit(db: Db, window: WindowLimit, now: Date): Promise<void> {
  const rows = (await db
    .select({ at: window.at })
    .from(window.table)
    .where(window.where)
    .orderBy(asc(window.at))) as { at: Date }[];
  if (rows.length < window.limit) return;
  const oldest = rows[rows.length - window.limit]!.at;
  throw tooManyRequests(window.message, new Date(oldest.getTime() + window.windowMs), now);
}
