import type { FastifyRequest } from 'fastify';
import type { TypedDocumentNode } from '@urql/core';
import type { Language } from '@probation/i18n';
import {
  DocumentDetailPageDocument,
  DocumentListContextDocument,
  DocumentListPageDocument,
  type DocumentListContextQuery,
} from '../../../shared/generated/graphql.ts';
import type { NewsFilters } from '../../../shared/news-filters.ts';
import type { PageContent, SectionData, SectionLink } from '../../../shared/page-state.ts';
import { documentPath } from '../../../shared/routes.ts';
import type { QueryOutcome } from '../page-query.ts';

/** Documents on one page of a documents section's list. */
export const DOCUMENT_LIST_PAGE_SIZE = 10;

/** Runs a page query in process (page-content's runner for this request). */
type Query = <T, V extends object>(
  document: TypedDocumentNode<T, V>,
  variables: V,
) => Promise<QueryOutcome<T>>;
type Outcome =
  | { kind: 'content'; content: PageContent }
  | { kind: 'notFound' }
  | { kind: 'failed'; status: number; code: string };
type SiteSections = DocumentListContextQuery['currentSite']['sections'];

function failed(outcome: { status: number; code: string }): Outcome {
  return { kind: 'failed', status: outcome.status, code: outcome.code };
}

function linkOf(section: { urlname: string; title: string }): SectionLink {
  return { urlname: section.urlname, title: section.title };
}

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
  query: Query,
  lang: Language,
  section: SectionData & { parent?: string | null },
  requested: NewsFilters,
): Promise<Outcome> {
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
  return {
    kind: 'content',
    content: {
      kind: 'documentList',
      section: { urlname: section.urlname, type: section.type, title: section.title },
      parent: parentOf(sections, section),
      children: sections
        .filter((candidate) => candidate.parent === section.urlname && candidate.type === 'documents')
        .map(linkOf),
      filters,
      list: { ...outcome.data.currentSite, documentCategories },
    },
  };
}

/** One document, shown under its own section only (another section's path is "not found"). */
export async function documentDetail(
  query: Query,
  request: FastifyRequest,
  lang: Language,
  section: SectionData,
  id: string,
): Promise<Outcome> {
  const outcome = await query(DocumentDetailPageDocument, { lang, id });
  if (!outcome.ok) return failed(outcome);
  const { document, sections } = outcome.data.currentSite;
  if (document?.section !== section.urlname) return { kind: 'notFound' };
  return {
    kind: 'content',
    content: {
      kind: 'documentDetail',
      section,
      parent: parentOf(sections, section),
      document,
      url: `${request.protocol}://${request.host}${documentPath(lang, section.urlname, document.id)}`,
    },
  };
}
