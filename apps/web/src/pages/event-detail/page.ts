import { EventDetailPageDocument } from '../../shared/generated/graphql.ts';
import type { EventDetailData } from '../../shared/page-state.ts';
import type { ItemLoadRequest, PageKind } from '../page-kind.ts';
import { sectionItemPage, type SectionItemContent } from '../section-item-page.ts';
import { eventHeadTags, shortDescription } from './head.ts';

export type EventDetailContent = SectionItemContent<EventDetailData>;

/** An event of a calendar section; an unknown event, or one of another section, is "not found". */
export const eventDetailPage: PageKind<EventDetailContent, ItemLoadRequest> = sectionItemPage({
  document: EventDetailPageDocument,
  variables: ({ lang, id }) => ({ lang, id }),
  item: (data) => data.currentSite.event,
  description: (event) => shortDescription(event) || null,
  head: (content, { site, origin }) => eventHeadTags(site.layout.siteName, content, origin),
});
