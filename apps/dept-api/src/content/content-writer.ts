/**
 * Editor writes of one kind of content (news, documents, albums, events, videos): add, replace whole, remove. Rows
 * belong to a site and are only ever found by site and id together; a new row gets a random id with the kind's
 * prefix (`n-1a2b3c4d5e6f`). What differs per kind is how an input becomes stored values, after it is checked
 * against the site. Each write brings the item's search index rows up to date in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchHitType } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { refreshSearchItem } from '../search/search-entries.ts';
import type { InputText } from './localized-text.ts';

type SiteContentTable = PgTable & { id: PgColumn; siteId: PgColumn };

export interface ContentWriter<Input> {
  /** Stores a new item; its id. */
  create(db: Db, siteId: string, input: Input, now: Date): Promise<string>;
  /** Replaces an item; false when the site has no item with this id. */
  update(db: Db, siteId: string, id: string, input: Input, now: Date): Promise<boolean>;
  /** Removes an item; false when the site has no item with this id. */
  remove(db: Db, siteId: string, id: string): Promise<boolean>;
}

export function contentWriter<Table extends SiteContentTable, Input>(kind: {
  table: Table;
  idPrefix: string;
  /** The item's type in the search index. */
  searchKind: SearchHitType;
  /** The stored values of an input, after checking it against the site (a 400 for what does not fit). */
  values(
    db: Db,
    siteId: string,
    input: Input,
    now: Date,
  ): Promise<Omit<Table['$inferInsert'], 'id' | 'siteId'>>;
  /** Columns a new row starts with that no input sets (a view count). */
  initial?: Partial<Table['$inferInsert']>;
}): ContentWriter<Input> {
  const { table } = kind;
  const mine = (siteId: string, id: string) => and(eq(table.siteId, siteId), eq(table.id, id));
  return {
    async create(db, siteId, input, now) {
      const id = `${kind.idPrefix}-${randomBytes(6).toString('hex')}`;
      const values = await kind.values(db, siteId, input, now);
      await db.transaction(async (tx) => {
        await tx.insert(table).values({ ...kind.initial, ...values, id, siteId } as Table['$inferInsert']);
        await refreshSearchItem(tx, kind.searchKind, siteId, id);
      });
      return id;
    },
    async update(db, siteId, id, input, now) {
      const values = await kind.values(db, siteId, input, now);
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(table)
          .set(values as Partial<Table['$inferInsert']>)
          .where(mine(siteId, id))
          .returning({ id: table.id });
        if (updated.length > 0) await refreshSearchItem(tx, kind.searchKind, siteId, id);
        return updated.length > 0;
      });
    },
    async remove(db, siteId, id) {
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(table).where(mine(siteId, id)).returning({ id: table.id });
        if (deleted.length > 0) await refreshSearchItem(tx, kind.searchKind, siteId, id);
        return deleted.length > 0;
      });
    },
  };
}

/**
 * The stored values every item of a site's sections starts with (`sectionItemColumns` in db/schema/content.ts): its
 * section and its title, the English one only when the write's English (all or nothing) is given.
 */
export function sectionItemValues(
  input: { section: string; title: InputText },
  english: { title?: string } | null,
): { section: string; titleTh: string; titleEn: string | null } {
  return { section: input.section, titleTh: input.title.th, titleEn: english?.title ?? null };
}
