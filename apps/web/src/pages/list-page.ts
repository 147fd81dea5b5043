import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Language } from '@probation/i18n';
import { listFiltersQuery, type ListFilters } from '../shared/list-filters.ts';
import type { SectionData } from '../shared/page-state.ts';
import {
  failed,
  found,
  sectionOnly,
  type LoadOutcome,
  type PageKind,
  type Paging,
  type SectionLoadRequest,
} from './page-kind.ts';

export type { Paging };

/** What every section's list page shows: the section, and the filters of its URL as applied. */
export interface SectionListContent {
  section: SectionData;
  filters: ListFilters;
}

/** What a section list's loader finds: its content, or why there is none. */
export type ListLoadOutcome<C> = { kind: 'content'; content: C } | Exclude<LoadOutcome<C>, { kind: 'page' }>;

/**
 * A section's list page kind from what is its own (its loader, its meta description's message key,
 * where its list's paging is): titled by its section, described by the section and the site's name, a page past
 * the last answered but never kept, its URL its applied filters'.
 */
export function sectionListPage<C extends SectionListContent>({
  load,
  description,
  paging,
}: {
  load: (request: SectionLoadRequest) => Promise<ListLoadOutcome<C>>;
  /** The meta description's message key (`{{section}}`, `{{siteName}}`). */
  description: string;
  paging: (content: C) => Paging;
}): PageKind<C, SectionLoadRequest> {
  return {
    async load(request) {
      const outcome = await load(request);
      if (outcome.kind !== 'content') return outcome;
      const { content } = outcome;
      const { page, pageCount } = paging(content);
      return found({
        content,
        title: content.section.title,
        description: request.t(description, {
          section: content.section.title,
          siteName: request.site.layout.siteName,
        }),
        paging: { page, pageCount },
        appliedQuery: listFiltersQuery(content.filters),
      });
    },
  };
}

/** A list's content, as a section list's loader found it. */
export function listed<C>(content: C): ListLoadOutcome<C> {
  return { kind: 'content', content };
}

/** A list filtered by year only (photos, videos): its section, its filters (never a category), one page of it. */
export interface YearListContent<List extends Paging> extends SectionListContent {
  list: List;
}

type YearListVariables = {
  lang: Language;
  section: string;
  page: number;
  pageSize: number;
  year?: number | null;
};

/**
 * The list page kind of a section filtered by year only (photos, videos): one query for one page of the section's
 * items, newest first; a category in the URL means nothing here and is dropped.
 */
export function yearListPage<Data, List extends Paging>({
  document,
  list,
  pageSize,
  description,
}: {
  /** The query of one page of the list. */
  document: TypedDocumentNode<Data, YearListVariables>;
  /** The list in the query's answer. */
  list: (data: Data) => List;
  pageSize: number;
  description: string;
}): PageKind<YearListContent<List>, SectionLoadRequest> {
  return sectionListPage({
    description,
    paging: (content) => content.list,
    async load({ query, lang, section, filters: requested }) {
      const filters = { ...requested, category: null };
      const outcome = await query(document, {
        lang,
        section: section.urlname,
        page: filters.page,
        pageSize,
        year: filters.year,
      });
      if (!outcome.ok) return failed(outcome);
      return listed({ section: sectionOnly(section), filters, list: list(outcome.data) });
    },
  });
}
