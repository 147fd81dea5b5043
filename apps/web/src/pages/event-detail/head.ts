import { languageTags } from '@probation/i18n';
import { scriptSafeJson } from '../../shared/page-state-json.ts';
import { escapeHtml } from '../../server/render/escape-html.ts';
import { htmlToText } from '../../server/calendar/html-to-text.ts';
import type { EventDetailData } from '../../shared/page-state.ts';
import type { SectionItemContent } from '../section-item-page.ts';

type EventDetailContent = SectionItemContent<EventDetailData>;

type EventDetail = EventDetailContent;

const DESCRIPTION_MAX = 300;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A UTC date-time as Bangkok local time with its offset (`2026-12-09T09:00:00+07:00`); dates stay dates. */
export function bangkokDateTime(value: string, allDay: boolean): string {
  if (allDay) return value;
  const local = new Date(Date.parse(value) + BANGKOK_OFFSET_MS).toISOString().slice(0, 19);
  return `${local}+07:00`;
}

/** An event's description as plain text, cut to a meta description's length. */
export function shortDescription(event: EventDetail['item']): string {
  const text = htmlToText(event.descriptionHtml).replace(/\s+/g, ' ');
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

/**
 * The head tags of an event page: its description, OpenGraph and an Event in JSON-LD (start and end in Bangkok
 * time, the place, scheduled status, the site as organiser) — data, not code, written so nothing in it can close
 * its script tag.
 */
export function eventHeadTags(siteName: string, content: EventDetail, origin: string): string[] {
  const { item: event, url } = content;
  const description = shortDescription(event);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(description ? { description } : {}),
    startDate: bangkokDateTime(event.start, event.allDay),
    endDate: bangkokDateTime(event.end, event.allDay),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: languageTags[event.contentLang],
    url,
    location: {
      '@type': 'Place',
      name: event.location?.name ?? siteName,
      ...(event.location?.address ? { address: event.location.address } : {}),
      ...(event.location?.mapUrl ? { hasMap: event.location.mapUrl } : {}),
    },
    organizer: { '@type': 'GovernmentOrganization', name: siteName, url: origin },
  };
  return [
    '<meta property="og:type" content="website">',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:updated_time" content="${escapeHtml(event.updatedAt)}">`,
    '<meta name="twitter:card" content="summary">',
    `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`,
  ];
}
