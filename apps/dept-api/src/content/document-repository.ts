/** Reading documents and document categories of a site. */
import { and, arrayContains, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Category, Document, DocumentFileType, Lang, YearCount } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { bangkokYearOf, yearsWithItems } from './year-facet.ts';
import { listCategoriesWithCounts } from './category-list.ts';
import { documentCategories, documents } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { toDocument, type DocumentCategoryRow } from './document-shapes.ts';

export interface DocumentFilter {
  /** Section urlnames (a section and its children); undefined for all sections. */
  sections?: string[];
  categoryId?: string;
  period?: { start: Date; end: Date };
  fileType?: DocumentFileType;
}

function conditions(siteId: string, filter: DocumentFilter): SQL | undefined {
  const parts: SQL[] = [eq(documents.siteId, siteId)];
  if (filter.sections) parts.push(inArray(documents.section, filter.sections));
  if (filter.categoryId) parts.push(eq(documents.categoryId, filter.categoryId));
  if (filter.period) {
    parts.push(gte(documents.date, filter.period.start), lt(documents.date, filter.period.end));
  }
  if (filter.fileType) parts.push(arrayContains(documents.fileTypes, [filter.fileType]));
  return and(...parts);
}

function selectWithCategory(db: Db) {
  return db
    .select()
    .from(documents)
    .leftJoin(documentCategories, eq(documentCategories.id, documents.categoryId));
}

/** One page of the site's documents matching the filter, newest first. */
export async function listDocuments(
  db: Db,
  siteId: string,
  filter: DocumentFilter,
  paging: { page: number; pageSize: number },
  lang: Lang,
): Promise<{ items: Document[]; total: number; years: YearCount[] }> {
  const where = conditions(siteId, filter);
  const years = await yearsWithItems(
    db,
    documents,
    bangkokYearOf(documents.date),
    conditions(siteId, { ...filter, period: undefined }),
  );
  const [totalRow] = await db.select({ n: count() }).from(documents).where(where);
  const rows = await selectWithCategory(db)
    .where(where)
    .orderBy(desc(documents.date), desc(documents.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return {
    items: rows.map((row) => toDocument(row.documents, row.document_categories, lang)),
    total: totalRow?.n ?? 0,
    years,
  };
}

export const unknownDocument = (documentId: string) => notFound(`The site has no document "${documentId}"`);

export async function findDocument(db: Db, siteId: string, id: string, lang: Lang): Promise<Document | null> {
  const [row] = await selectWithCategory(db)
    .where(and(eq(documents.siteId, siteId), eq(documents.id, id)))
    .limit(1);
  return row ? toDocument(row.documents, row.document_categories, lang) : null;
}

export async function findDocumentCategoryRow(db: Db, id: string): Promise<DocumentCategoryRow | null> {
  const [row] = await db.select().from(documentCategories).where(eq(documentCategories.id, id)).limit(1);
  return row ?? null;
}

/** Every category in its fixed order with the number of this site's documents in it; with sections, only theirs. */
export function listDocumentCategories(
  db: Db,
  siteId: string,
  lang: Lang,
  sections?: readonly string[],
): Promise<Category[]> {
  return listCategoriesWithCounts(
    db,
    { categories: documentCategories, items: documents },
    { siteId, sections },
    lang,
  );
}
