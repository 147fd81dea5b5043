/** Reading a site's calendar events and the event categories. */
import { and, asc, gt, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Event, EventSummary, Lang } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { selectWithCategory, type CategorisedContent } from './category-list.ts';
import { listPage, type Paging } from './list-page.ts';
import { itemFinder } from './item-finder.ts';
import { eventCategories, events } from '../db/schema.ts';
import { toEvent, toEventSummary } from './event-shapes.ts';
import { siteContentConditions, type SiteContentFilter } from './site-content-conditions.ts';

export const categorisedEvents: CategorisedContent = {
  categories: eventCategories,
  items: events,
  categoryNoun: 'event category',
};

/** `sections`: a calendar section and its children. */
export interface EventFilter extends SiteContentFilter {
  /** `[from, to)`: events that start before `to` and end after `from` (or, taking no time, start at `from`). */
  range: { from: Date; to: Date };
}

function conditions(siteId: string, filter: EventFilter): SQL | undefined {
  const { from, to } = filter.range;
  const overlapsRange = [lt(events.startsAt, to), or(gt(events.endsAt, from), gte(events.startsAt, from))];
  return and(...siteContentConditions(events, siteId, filter), ...overlapsRange);
}

const eventRows = { table: events, select: selectWithCategory(events, eventCategories) };

/** One page of the site's events in the filter's range, in the order they start. */
export async function listEvents(
  db: Db,
  siteId: string,
  filter: EventFilter,
  paging: Paging,
  lang: Lang,
): Promise<{ items: EventSummary[]; total: number }> {
  const { rows, total } = await listPage(
    db,
    {
      table: events,
      select: eventRows.select(db),
      where: conditions(siteId, filter),
      orderBy: [asc(events.startsAt), asc(events.endsAt), asc(events.id)],
    },
    paging,
  );
  return { items: rows.map((row) => toEventSummary(row.events, row.event_categories, lang)), total };
}

export const findEvent = itemFinder({
  ...eventRows,
  item: (row, lang): Event => toEvent(row.events, row.event_categories, lang),
});
