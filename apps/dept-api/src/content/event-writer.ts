/**
 * Editor writes: add, replace and remove calendar events. The input is checked against the site (a calendar
 * section of it, a known event category), the time rules (event-times.ts) and the English rule before storing.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { EventInput } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { events } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { findEventCategoryRow } from './event-repository.ts';
import { storedTimes } from './event-times.ts';
import { englishOfInput, type InputText } from './localized-text.ts';
import { requireSectionOfType } from './section-repository.ts';

type EventValues = Omit<typeof events.$inferInsert, 'id' | 'siteId'>;

async function checkReferences(db: Db, siteId: string, input: EventInput): Promise<void> {
  await requireSectionOfType(db, siteId, input.section, 'calendar');
  if (input.category && !(await findEventCategoryRow(db, input.category))) {
    throw badRequest(`event category "${input.category}" does not exist`);
  }
}

/** The stored values for an input, after checking it. */
async function eventValues(db: Db, siteId: string, input: EventInput, now: Date): Promise<EventValues> {
  const times = storedTimes(input);
  await checkReferences(db, siteId, input);
  const texts: Partial<Record<string, InputText>> = {
    title: input.title,
    description_html: input.description_html,
  };
  if (input.location) texts['location.name'] = input.location.name;
  if (input.location?.address) texts['location.address'] = input.location.address;
  const english = englishOfInput(texts);
  return {
    section: input.section,
    titleTh: input.title.th,
    titleEn: english?.title ?? null,
    descriptionHtmlTh: input.description_html.th,
    descriptionHtmlEn: english?.description_html ?? null,
    ...times,
    locationNameTh: input.location?.name.th ?? null,
    locationNameEn: english?.['location.name'] ?? null,
    locationAddressTh: input.location?.address?.th ?? null,
    locationAddressEn: english?.['location.address'] ?? null,
    locationMapUrl: input.location?.map_url ?? null,
    categoryId: input.category ?? null,
    updatedAt: now,
  };
}

export function newEventId(): string {
  return `e-${randomBytes(6).toString('hex')}`;
}

export async function createEvent(db: Db, siteId: string, input: EventInput, now: Date): Promise<string> {
  const id = newEventId();
  await db.insert(events).values({ id, siteId, ...(await eventValues(db, siteId, input, now)) });
  return id;
}

/** Replaces an event; false when the site has no event with this id. */
export async function updateEvent(
  db: Db,
  siteId: string,
  id: string,
  input: EventInput,
  now: Date,
): Promise<boolean> {
  const values = await eventValues(db, siteId, input, now);
  const updated = await db
    .update(events)
    .set(values)
    .where(and(eq(events.siteId, siteId), eq(events.id, id)))
    .returning({ id: events.id });
  return updated.length > 0;
}

export async function deleteEvent(db: Db, siteId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(events)
    .where(and(eq(events.siteId, siteId), eq(events.id, id)))
    .returning({ id: events.id });
  return deleted.length > 0;
}
