/** Reading a site's calendar events and the event categories. */
import { and, asc, eq, gt, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Event, EventSummary, Lang } from '@probation/contract';
import type { Db } from '../db/database.ts';
import type { CategorisedContent } from './category-list.ts';
import { listPage, type Paging } from './list-page.ts';
import { eventCategories, events } from '../db/schema.ts';
import { toEvent, toEventSummary } from './event-shapes.ts';

export const categorisedEvents: CategorisedContent = {
  categories: eventCategories,
  items: events,
  categoryNoun: 'event category',
};

export interface EventFilter {
  /** `[from, to)`: events that start before `to` and end after `from` (or, taking no time, start at `from`). */
  range: { from: Date; to: Date };
  /** Section urlnames (a calendar section and its children); undefined for all sections. */
  sections?: string[];
  categoryId?: string;
}

function conditions(siteId: string, filter: EventFilter): SQL | undefined {
  const { from, to } = filter.range;
  const parts: (SQL | undefined)[] = [
    eq(events.siteId, siteId),
    lt(events.startsAt, to),
    or(gt(events.endsAt, from), gte(events.startsAt, from)),
  ];
  if (filter.sections) parts.push(inArray(events.section, filter.sections));
  if (filter.categoryId) parts.push(eq(events.categoryId, filter.categoryId));
  return and(...parts);
}

function selectWithCategory(db: Db) {
  return db
    .select()
    .from(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .$dynamic();
}

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
      select: selectWithCategory(db),
      where: conditions(siteId, filter),
      orderBy: [asc(events.startsAt), asc(events.endsAt), asc(events.id)],
    },
    paging,
  );
  return { items: rows.map((row) => toEventSummary(row.events, row.event_categories, lang)), total };
}

export async function findEvent(db: Db, siteId: string, id: string, lang: Lang): Promise<Event | null> {
  const [row] = await selectWithCategory(db)
    .where(and(eq(events.siteId, siteId), eq(events.id, id)))
    .limit(1);
  return row ? toEvent(row.events, row.event_categories, lang) : null;
}
