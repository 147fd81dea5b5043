/** Turns an event list query into a filter, refusing ranges and references that break the rules (400, with the reason). */
import type { Db } from '../db/database.ts';
import type { QueryParams } from '../http/operation-types.ts';
import { requireCategory } from './category-list.ts';
import { categorisedEvents, type EventFilter } from './event-repository.ts';
import { eventRange } from './event-times.ts';
import { sectionsToList } from './section-repository.ts';

export type EventListQuery = QueryParams<'listEvents'>;

export async function eventFilter(
  db: Db,
  siteId: string,
  query: EventListQuery,
  now: Date,
): Promise<EventFilter> {
  const filter: EventFilter = { range: eventRange(query, now) };
  if (query.section !== undefined) {
    filter.sections = await sectionsToList(db, siteId, query.section, 'calendar');
  }
  if (query.category !== undefined) {
    await requireCategory(db, categorisedEvents, query.category);
    filter.categoryId = query.category;
  }
  return filter;
}
