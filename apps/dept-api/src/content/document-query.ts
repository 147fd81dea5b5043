/** Turns a document list query into a filter, refusing values that name nothing on this site (400, with the reason). */
import type { Db } from '../db/database.ts';
import type { QueryParams } from '../http/operation-types.ts';
import { bangkokPeriod } from './bangkok-time.ts';
import { requireCategory } from './category-list.ts';
import { categorisedDocuments, type DocumentFilter } from './document-repository.ts';
import { sectionsToList } from './section-repository.ts';

export type DocumentListQuery = QueryParams<'listDocuments'>;

export async function documentFilter(
  db: Db,
  siteId: string,
  query: DocumentListQuery,
): Promise<DocumentFilter> {
  const filter: DocumentFilter = {};
  if (query.section !== undefined) {
    filter.sections = await sectionsToList(db, siteId, query.section, 'documents');
  }
  if (query.category !== undefined) {
    await requireCategory(db, categorisedDocuments, query.category);
    filter.categoryId = query.category;
  }
  if (query.year !== undefined) filter.period = bangkokPeriod(query.year);
  if (query.type !== undefined) filter.fileType = query.type;
  return filter;
}
