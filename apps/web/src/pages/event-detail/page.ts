import { EventDetailPageDocument } from '../../shared/generated/graphql.ts';
import type { EventDetailData, SectionData } from '../../shared/page-state.ts';
import { itemPath } from '../../shared/routes.ts';
import { failed, found, notFound, sectionOnly, type ItemLoadRequest, type PageKind } from '../page-kind.ts';
import { eventHeadTags, shortDescription } from './head.ts';

export interface EventDetailContent {
  section: SectionData;
  event: EventDetailData;
  /** The absolute URL of the page (share links, JSON-LD, OpenGraph). */
  url: string;
}

/** An event of a calendar section; an unknown event, or one of another section, is "not found". */
export const eventDetailPage: PageKind<EventDetailContent, ItemLoadRequest> = {
  component: () => import('./EventDetailPage.tsx').then((module) => module.EventDetailPage),
  async load({ query, lang, section, id, absoluteUrl }) {
    const outcome = await query(EventDetailPageDocument, { lang, id });
    if (!outcome.ok) return failed(outcome);
    const { event } = outcome.data.currentSite;
    if (!event || event.section !== section.urlname) return notFound;
    const url = await absoluteUrl(itemPath(lang, section.urlname, event.id));
    return found({ section: sectionOnly(section), event, url });
  },
  title: ({ content }) => content.event.title,
  description: ({ content }) => shortDescription(content.event) || null,
  head: ({ state, content, origin }) => eventHeadTags(state, content, origin),
};
