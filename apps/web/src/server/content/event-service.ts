import { siteContentKey, type SwrCache } from '../cache/swr-cache.ts';
import type { Category, Event, EventPage, EventQuery, Language } from '../upstream/contract-types.ts';
import type { DeptApiClient } from '../upstream/dept-api-client.ts';
import { cachedCategories, queryKeyParts } from './cached-calls.ts';
import { sanitizeBody } from './sanitize-body.ts';

/**
 * Calendar events of a site, every answer through the cache under `site:{id}:{lang}:` + every argument
 * (the range already normalised by event-arguments.ts). Descriptions are sanitised before they are cached.
 */
export interface EventService {
  eventsPage(siteId: string, lang: Language, query: EventQuery): Promise<EventPage>;
  /** One event with its sanitised description; null when the site has no such event. */
  event(siteId: string, lang: Language, id: string): Promise<Event | null>;
  /** With a section: only the categories with events there, counted there. */
  eventCategories(siteId: string, lang: Language, section?: string): Promise<Category[]>;
}

export function createEventService(client: DeptApiClient, cache: SwrCache): EventService {
  return {
    eventsPage(siteId, lang, query) {
      const parts = queryKeyParts(query, ['from', 'to', 'page', 'page_size', 'section', 'category']);
      return cache.get(siteContentKey(siteId, lang, 'events', ...parts), () =>
        client.call('listEvents', { path: { siteId }, query: { lang, ...query } }),
      );
    },

    event(siteId, lang, id) {
      return cache.get(siteContentKey(siteId, lang, 'event', id), async () => {
        const event = await client.find('getEvent', { path: { siteId, eventId: id }, query: { lang } });
        return event && { ...event, description_html: sanitizeBody(event.description_html) };
      });
    },

    eventCategories(siteId, lang, section) {
      return cachedCategories(client, cache, 'listEventCategories', { siteId, lang, section });
    },
  };
}
