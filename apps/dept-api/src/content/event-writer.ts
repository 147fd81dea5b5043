/**
 * Editor writes: add, replace and remove calendar events. The input is checked against the site (a calendar
 * section of it, a known event category), the time rules (event-times.ts) and the English rule before storing.
 */
import type { EventInput } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { contentWriter, sectionItemValues } from './content-writer.ts';
import { events } from '../db/schema.ts';
import { requireCategory } from './category-list.ts';
import { categorisedEvents } from './event-repository.ts';
import { storedTimes } from './event-times.ts';
import { englishOfInput, type InputText } from './localized-text.ts';
import { requireSectionOfType } from './section-repository.ts';

type EventValues = Omit<typeof events.$inferInsert, 'id' | 'siteId'>;

async function checkReferences(db: Db, siteId: string, input: EventInput): Promise<void> {
  await requireSectionOfType(db, siteId, input.section, 'calendar');
  if (input.category) await requireCategory(db, categorisedEvents, input.category);
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
    ...sectionItemValues(input, english),
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

export const eventWriter = contentWriter({
  table: events,
  idPrefix: 'e',
  searchKind: 'event',
  values: eventValues,
});
