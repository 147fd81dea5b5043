/** The event categories, shared by every site, in their fixed order. */
import type { eventCategories } from '../../db/schema.ts';

export const EVENT_CATEGORIES = [
  { id: 'training', th: 'การฝึกอบรม', en: 'Training' },
  { id: 'meeting', th: 'การประชุม', en: 'Meetings' },
  { id: 'ceremony', th: 'พิธีการ', en: 'Ceremonies' },
  { id: 'community-service', th: 'งานบริการสังคม', en: 'Community service' },
  { id: 'public-service', th: 'วันบริการประชาชน', en: 'Public service days' },
  { id: 'holiday', th: 'วันหยุดราชการ', en: 'Public holidays' },
] as const;

export type EventCategoryId = (typeof EVENT_CATEGORIES)[number]['id'];

export function eventCategoryRows(): Array<typeof eventCategories.$inferInsert> {
  return EVENT_CATEGORIES.map((category, position) => ({
    id: category.id,
    labelTh: category.th,
    labelEn: category.en,
    position,
  }));
}
