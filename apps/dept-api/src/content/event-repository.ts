/** Reading a site's calendar events and the event categories. */
import { and, asc, count, eq, gt, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Category, Event, EventSummary, Lang } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { listCategoriesWithCounts } from './category-list.ts';
import { eventCategories, events } from '../db/schema.ts';
import { toEvent, toEventSummary, type EventCategoryRow } from './event-shapes.ts';

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
  return db.select().from(events).leftJoin(eventCategories, eq(eventCategories.id, events.categoryId));
}

export async function listEvents(
  db: Db,
  siteId: string,
  filter: EventFilter,
  paging: { page: number; pageSize: number },
  lang: Lang,
): Promise<{ items: EventSummary[]; total: number }> {
  const where = conditions(siteId, filter);
  const [totalRow] = await db.select({ n: count() }).from(events).where(where);
  const rows = await selectWithCategory(db)
    .where(where)
    .orderBy(asc(events.startsAt), asc(events.endsAt), asc(events.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return {
    items: rows.map((row) => toEventSummary(row.events, row.event_categories, lang)),
    total: totalRow?.n ?? 0,
  };
}

export async function findEvent(db: Db, siteId: string, id: string, lang: Lang): Promise<Event | null> {
  const [row] = await selectWithCategory(db)
    .where(and(eq(events.siteId, siteId), eq(events.id, id)))
    .limit(1);
  return row ? toEvent(row.events, row.event_categories, lang) : null;
}

export async function findEventCategoryRow(db: Db, id: string): Promise<EventCategoryRow | null> {
  const [row] = await db.select().from(eventCategories).where(eq(eventCategories.id, id)).limit(1);
  return row ?? null;
}

/** Every category in its fixed order with the number of this site's events in it; with sections, only theirs. */
export function listEventCategories(
  db: Db,
  siteId: string,
  lang: Lang,
  sections?: readonly string[],
): Promise<Category[]> {
  return listCategoriesWithCounts(
    db,
    { categories: eventCategories, items: events },
    { siteId, sections },
    lang,
  );
}
