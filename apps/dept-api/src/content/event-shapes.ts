/** Stored event rows in the contract's shapes: a summary for lists, the whole event (with its description) for one. */
import type { ContentLang, Event, EventLocation, EventSummary, Lang } from '@probation/contract';
import type { eventCategories, events } from '../db/schema.ts';
import { categoryRef } from './category-ref.ts';
import { pickOptionalText, pickText, servedLang } from './localized-text.ts';
import { sectionItemHead } from './section-item.ts';
import { servedTimes } from './event-times.ts';

export type EventRow = typeof events.$inferSelect;
export type EventCategoryRow = typeof eventCategories.$inferSelect;

/**
 * English counts only when every text the event has exists in English: title, description and, when there is a
 * location, its name and (when given) its address. Writes keep it all or nothing.
 */
function hasEnglish(row: EventRow): boolean {
  if (row.titleEn === null || row.descriptionHtmlEn === null) return false;
  if (row.locationNameTh !== null && row.locationNameEn === null) return false;
  return row.locationAddressTh === null || row.locationAddressEn !== null;
}

function location(row: EventRow, lang: ContentLang): EventLocation | null {
  if (row.locationNameTh === null) return null;
  return {
    name: pickText({ th: row.locationNameTh, en: row.locationNameEn }, lang),
    address: pickOptionalText({ th: row.locationAddressTh, en: row.locationAddressEn }, lang),
    map_url: row.locationMapUrl,
  };
}

export function toEventSummary(row: EventRow, category: EventCategoryRow | null, lang: Lang): EventSummary {
  const contentLang = servedLang(lang, hasEnglish(row));
  return {
    ...sectionItemHead(row, contentLang),
    ...servedTimes(row),
    all_day: row.allDay,
    location: location(row, contentLang),
    category: categoryRef(category, lang),
    updated_at: row.updatedAt.toISOString(),
    content_lang: contentLang,
  };
}

export function toEvent(row: EventRow, category: EventCategoryRow | null, lang: Lang): Event {
  const summary = toEventSummary(row, category, lang);
  return {
    ...summary,
    description_html: pickText(
      { th: row.descriptionHtmlTh, en: row.descriptionHtmlEn },
      summary.content_lang,
    ),
  };
}
