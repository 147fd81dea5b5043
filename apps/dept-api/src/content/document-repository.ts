/** Reading documents and document categories of a site. */
import { and, arrayContains, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Document, DocumentFileType, Lang, YearCount } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { bangkokYearOf } from './year-facet.ts';
import type { CategorisedContent } from './category-list.ts';
import { listPage, type Paging } from './list-page.ts';
import { documentCategories, documents } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { toDocument } from './document-shapes.ts';

export const categorisedDocuments: CategorisedContent = {
  categories: documentCategories,
  items: documents,
  categoryNoun: 'document category',
};

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
    .leftJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .$dynamic();
}

/** One page of the site's documents matching the filter, newest first. */
export async function listDocuments(
  db: Db,
  siteId: string,
  filter: DocumentFilter,
  paging: Paging,
  lang: Lang,
): Promise<{ items: Document[]; total: number; years: YearCount[] }> {
  const { rows, total, years } = await listPage(
    db,
    {
      table: documents,
      select: selectWithCategory(db),
      where: conditions(siteId, filter),
      orderBy: [desc(documents.date), desc(documents.id)],
      years: {
        of: bangkokYearOf(documents.date),
        where: conditions(siteId, { ...filter, period: undefined }),
      },
    },
    paging,
  );
  return { items: rows.map((row) => toDocument(row.documents, row.document_categories, lang)), total, years };
}

export const unknownDocument = (documentId: string) => notFound(`The site has no document "${documentId}"`);

export async function findDocument(db: Db, siteId: string, id: string, lang: Lang): Promise<Document | null> {
  const [row] = await selectWithCategory(db)
    .where(and(eq(documents.siteId, siteId), eq(documents.id, id)))
    .limit(1);
  return row ? toDocument(row.documents, row.document_categories, lang) : null;
}
