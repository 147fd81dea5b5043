import type { SectionType } from '../shared/generated/graphql.ts';
import type { KindName } from './page-kinds.ts';

/**
 * What a section's paths show, by the section's type: /{lang}/{urlname} its list (or page), and
 * /{lang}/{urlname}/{id} one of its items. A links section's path sends the visitor to its address; a type with
 * no entry here has no pages.
 */
export const sectionPages: Partial<Record<SectionType, { list: KindName; item?: KindName }>> = {
  news: { list: 'newsList', item: 'newsDetail' },
  documents: { list: 'documentList', item: 'documentDetail' },
  photos: { list: 'albumList', item: 'albumDetail' },
  videos: { list: 'videoList', item: 'videoDetail' },
  calendar: { list: 'calendar', item: 'eventDetail' },
  page: { list: 'staticPage' },
};
