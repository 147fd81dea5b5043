import type { DocumentItemData, SectionData, SectionLink } from '../../shared/page-state.ts';

/** What the page shows, as its loader makes it, and its head and its view read it. */
export interface DocumentDetailContent {
  section: SectionData;
  parent: SectionLink | null;
  document: DocumentItemData;
  /** The absolute URL of the page (share links, OpenGraph). */
  url: string;
}
