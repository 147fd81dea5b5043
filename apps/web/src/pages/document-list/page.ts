import { DocumentListPageDocument, SectionCategoriesDocument } from '../../shared/generated/graphql.ts';
import type { ListFilters } from '../../shared/list-filters.ts';
import type { DocumentListData, SectionData, SectionLink } from '../../shared/page-state.ts';
import { failed, linkOf, sectionOnly } from '../page-kind.ts';
import { listed, sectionListPage } from '../list-page.ts';
import { parentLink } from '../section-parent.ts';
import { knownCategory } from '../known-category.ts';

/** Documents on one page of a documents section's list. */
export const DOCUMENT_LIST_PAGE_SIZE = 10;

export interface DocumentListContent {
  section: SectionData;
  /** The parent section, for the breadcrumbs; null at the top level. */
  parent: SectionLink | null;
  /** The documents sections below this one (sub-navigation); empty when there are none. */
  children: SectionLink[];
  filters: ListFilters;
  list: DocumentListData;
}

/**
 * A documents section's list: one page of the section's documents (its child sections' included), with the filters
 * the site knows (an unknown category is dropped like any wrong value).
 */
export const documentListPage = sectionListPage<DocumentListContent>({
  async load({ query, lang, section, filters: requested }) {
    const category = await knownCategory(
      requested.category,
      () => query(SectionCategoriesDocument, { lang, section: section.urlname, documents: true }),
      (data) => data.currentSite.documentCategories ?? [],
    );
    if (!category.ok) return failed(category);
    const filters: ListFilters = { ...requested, category: category.data };
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
    const { sections, ...list } = outcome.data.currentSite;
    return listed({
      section: sectionOnly(section),
      parent: parentLink(sections, section),
      children: sections
        .filter((candidate) => candidate.parent === section.urlname && candidate.type === 'documents')
        .map(linkOf),
      filters,
      list,
    });
  },
  description: 'meta.description.documentList',
  paging: (content) => content.list.documents,
});
