/** Reading one item of a kind of content by the site and its id, in a language; null when the site has none. */
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Lang } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { siteItem, type SiteContentColumns } from './site-content-conditions.ts';

export interface FoundKind<Query extends PgSelect, Item> {
  table: SiteContentColumns;
  /** The table, joined to what the item's shape needs (`$dynamic()`). */
  select(db: Db): Query;
  item(row: Awaited<Query>[number], lang: Lang): Item;
}

export function itemFinder<Query extends PgSelect, Item>(kind: FoundKind<Query, Item>) {
  return async (db: Db, siteId: string, id: string, lang: Lang): Promise<Item | null> => {
    const [row] = (await kind
      .select(db)
      .where(siteItem(kind.table, siteId, id))
      .limit(1)) as Awaited<Query>;
    return row ? kind.item(row, lang) : null;
  };
}
