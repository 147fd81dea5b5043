import type { NewsItemData, SectionData } from '../../shared/page-state.ts';

/** What the page shows, as its loader makes it, and its head and its view read it. */
export interface NewsDetailContent {
  section: SectionData;
  item: NewsItemData;
  /** The absolute URL of the page (share links, JSON-LD, OpenGraph). */
  url: string;
}
