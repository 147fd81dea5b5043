/**
 * The categories of one kind of content (news, events, documents): whether one exists (a list filter or an
 * editor's input names it), and every category with how many of a site's items are in each, or with sections
 * given, only those with items in these sections, counted there (so a list's filter never offers a category that
 * comes up empty).
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Category, Lang } from '@probation/contract';
import type { Db } from '../db/database.ts';
import type {
  documentCategories,
  documents,
  eventCategories,
  events,
  news,
  newsCategories,
} from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { pickText } from './localized-text.ts';

type CategoryTable = typeof newsCategories | typeof eventCategories | typeof documentCategories;
type ItemTable = typeof news | typeof events | typeof documents;

export interface CategorisedContent {
  categories: CategoryTable;
  items: ItemTable & { categoryId: PgColumn; siteId: PgColumn; section: PgColumn };
  /** What a 400 calls one of the categories: `event category "x" does not exist`. */
  categoryNoun: string;
}

/** Reads the items, each joined to its category (null when it has none), for a query's conditions and order. */
export function selectWithCategory<Items extends ItemTable, Categories extends CategoryTable>(
  items: Items,
  categories: Categories,
) {
  // `as never`: Drizzle's check that a table is not an empty subquery cannot be decided for a type parameter;
  // the type arguments keep the rows typed as the tables given.
  return (db: Db) =>
    db
      .select()
      .from<Items>(items as never)
      .leftJoin<Categories>(categories as never, eq(categories.id, items.categoryId))
      .$dynamic();
}

/** 400 unless the category exists. */
export async function requireCategory(db: Db, content: CategorisedContent, id: string): Promise<void> {
  const { categories } = content;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw badRequest(`${content.categoryNoun} "${id}" does not exist`);
}

export async function listCategoriesWithCounts(
  db: Db,
  { categories, items }: CategorisedContent,
  scope: { siteId: string; sections?: readonly string[] },
  lang: Lang,
): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position));
  const where: SQL[] = [eq(items.siteId, scope.siteId)];
  if (scope.sections) where.push(inArray(items.section, [...scope.sections]));
  const counts = await db
    .select({ id: items.categoryId, n: count() })
    .from(items)
    .where(and(...where))
    .groupBy(items.categoryId);
  const countOf = new Map(counts.map((row) => [row.id, row.n]));
  return rows
    .map((category) => ({
      id: category.id,
      label: pickText({ th: category.labelTh, en: category.labelEn }, lang),
      count: countOf.get(category.id) ?? 0,
    }))
    .filter((category) => !scope.sections || category.count > 0);
}
