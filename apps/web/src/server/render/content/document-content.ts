import type { FastifyRequest } from 'fastify';
import type { Language } from '@probation/i18n';
import {
  DocumentDetailPageDocument,
  DocumentListContextDocument,
  DocumentListPageDocument,
  type DocumentListContextQuery,
} from '../../../shared/generated/graphql.ts';
import type { NewsFilters } from '../../../shared/news-filters.ts';
import type { SectionData } from '../../../shared/page-state.ts';
import { itemPath } from '../../../shared/routes.ts';
import {
  absoluteUrl,
  failed,
  found,
  linkOf,
  sectionOnly,
  type ContentOutcome,
  type PageQuery,
} from './content-outcome.ts';

/** Documents on one page of a documents section's list. */
export const DOCUMENT_LIST_PAGE_SIZE = 10;

type SiteSections = DocumentListContextQuery['currentSite']['sections'];

function parentOf(sections: SiteSections, section: { parent?: string | null; urlname: string }) {
  const row = sections.find((candidate) => candidate.urlname === section.urlname);
  const parent = sections.find((candidate) => candidate.urlname === (section.parent ?? row?.parent));
  return parent ? linkOf(parent) : null;
}

/**
 * A documents section's list: the filters the site knows (an unknown category is dropped like any wrong value),
 * then one page of the section's documents (its child sections' included).
 */
export async function documentList(
  query: PageQuery,
  lang: Language,
  section: SectionData & { parent?: string | null },
  requested: NewsFilters,
): Promise<ContentOutcome> {
  const context = await query(DocumentListContextDocument, { lang });
  if (!context.ok) return failed(context);
  const { documentCategories, sections } = context.data.currentSite;
  const known = documentCategories.some((category) => category.id === requested.category);
  const filters: NewsFilters = { ...requested, category: known ? requested.category : null };
  const outcome = await query(DocumentListPageDocument, {
    lang,
    section: section.urlname,
    page: filters.page,
    pageSize: DOCUMENT_LIST_PAGE_SIZE,
    category: filters.category,
    year: filters.year,
    fileType: filters.fileType ?? null,
  });
  if (!outcome.ok) return failed(outcome);
  return found({
    kind: 'documentList',
    section: sectionOnly(section),
    parent: parentOf(sections, section),
    children: sections
      .filter((candidate) => candidate.parent === section.urlname && candidate.type === 'documents')
      .map(linkOf),
    filters,
    list: { ...outcome.data.currentSite, documentCategories },
  });
}

/** One document, shown under its own section only (another section's path is "not found"). */
export async function documentDetail(
  query: PageQuery,
  request: FastifyRequest,
  lang: Language,
  section: SectionData,
  id: string,
): Promise<ContentOutcome> {
  const outcome = await query(DocumentDetailPageDocument, { lang, id });
  if (!outcome.ok) return failed(outcome);
  const { document, sections } = outcome.data.currentSite;
  if (document?.section !== section.urlname) return { kind: 'notFound' };
  return found({
    kind: 'documentDetail',
    section,
    parent: parentOf(sections, section),
    document,
    url: await absoluteUrl(request, itemPath(lang, section.urlname, document.id)),
  });
}
