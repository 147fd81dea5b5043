/** Rows of a raw query, whichever driver runs it (postgres.js answers an array, PGlite an object with `rows`). */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}
