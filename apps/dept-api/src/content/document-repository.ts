/** Reading documents and document categories of a site. */
import { and, arrayContains, type SQL } from 'drizzle-orm';
import type { Document, DocumentFileType, Lang } from '@probation/contract';
import { bangkokYearOf } from './year-facet.ts';
import { selectWithCategory, type CategorisedContent } from './category-list.ts';
import { yearListed } from './list-page.ts';
import { itemFinder } from './item-finder.ts';
import { documentCategories, documents } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { toDocument } from './document-shapes.ts';
import { siteContentConditions, within, type DatedContentFilter } from './site-content-conditions.ts';

export const categorisedDocuments: CategorisedContent = {
  categories: documentCategories,
  items: documents,
  categoryNoun: 'document category',
};

export interface DocumentFilter extends DatedContentFilter {
  fileType?: DocumentFileType;
}

function conditions(siteId: string, filter: DocumentFilter): SQL | undefined {
  const parts = [
    ...siteContentConditions(documents, siteId, filter),
    ...within(documents.date, filter.period),
  ];
  if (filter.fileType) parts.push(arrayContains(documents.fileTypes, [filter.fileType]));
  return and(...parts);
}

const documentRows = { table: documents, select: selectWithCategory(documents, documentCategories) };
const toDocumentOf = (row: Awaited<ReturnType<typeof documentRows.select>>[number], lang: Lang): Document =>
  toDocument(row.documents, row.document_categories, lang);

/** One page of the site's documents matching the filter, newest first. */
export const listDocuments = yearListed({
  ...documentRows,
  where: conditions,
  date: { column: documents.date, yearOf: bangkokYearOf, filterField: 'period' },
  item: toDocumentOf,
});

export const unknownDocument = (documentId: string) => notFound(`The site has no document "${documentId}"`);

export const findDocument = itemFinder({ ...documentRows, item: toDocumentOf });
