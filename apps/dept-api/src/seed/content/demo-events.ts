/**
 * The demo calendar of each site, relative to the seed date so it never goes stale: the public holidays from
 * 45 days before to 120 days after it, and DEMO_EVENTS_PER_SITE events of the site's own (training, meetings,
 * ceremonies, community service, public service days), some past, most in the coming four months, several on
 * the same day, some over several days or all day, about one in five in Thai only. Seeded pseudo-randomly: the
 * same site and date always give the same events.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventCategories, events } from '../../db/schema.ts';
import { addDays, bangkokDate, bangkokMidnight } from '../../content/bangkok-time.ts';
import { HOLIDAYS, EVENT_TEMPLATES, type EventContext, type EventTemplate } from './event-templates.ts';
import { eventCategoryRows } from './event-categories.ts';
import { NEWS_VOICES, PROGRAMMES, type NewsVoice, type Text } from './news-voices.ts';
import { seededRandom, type Random } from './random.ts';

export type DemoEventRow = typeof events.$inferInsert;

/** The site's own events (public holidays come on top). */
export const DEMO_EVENTS_PER_SITE = 40;
/** The calendar section every demo site has. */
export const DEMO_CALENDAR_SECTION = 'calendar';
export const DEMO_WINDOW = { daysBefore: 45, daysAfter: 120 } as const;
const THAI_ONLY_SHARE = 0.2;
const HOUR_MS = 60 * 60 * 1000;

/** Midnight (Bangkok) of the day `offset` days after the seed date's Bangkok day. */
function dayStart(now: Date, offset: number): Date {
  return addDays(bangkokMidnight(bangkokDate(now)), offset);
}

/** 0 = Sunday … 6 = Saturday, of a Bangkok midnight. */
function weekday(midnight: Date): number {
  return new Date(`${bangkokDate(midnight)}T00:00:00Z`).getUTCDay();
}

function nextWorkingDay(midnight: Date): Date {
  let day = midnight;
  while (weekday(day) === 0 || weekday(day) === 6) day = addDays(day, 1);
  return day;
}

function times(template: EventTemplate, day: Date): Pick<DemoEventRow, 'startsAt' | 'endsAt' | 'allDay'> {
  const { timing } = template;
  if (timing.kind === 'allDay') return { startsAt: day, endsAt: addDays(day, timing.days), allDay: true };
  const startsAt = new Date(day.getTime() + (timing.startHour + timing.startMinute / 60) * HOUR_MS);
  const lastDay = addDays(startsAt, (timing.days ?? 1) - 1);
  return { startsAt, endsAt: new Date(lastDay.getTime() + timing.hours * HOUR_MS), allDay: false };
}

function location(template: EventTemplate, context: EventContext, english: boolean) {
  const none = {
    locationNameTh: null,
    locationNameEn: null,
    locationAddressTh: null,
    locationAddressEn: null,
    locationMapUrl: null,
  };
  if (template.venue === 'online') return none;
  const organisation = context.voice.organisation;
  const name: Text =
    template.venue === 'office'
      ? { th: `ห้องประชุม${organisation.th} ชั้น 3`, en: `Meeting room, 3rd floor, ${organisation.en}` }
      : { th: `หอประชุม${context.place.th}`, en: `Public hall, ${context.place.en}` };
  const address: Text | null =
    template.venue === 'place' ? { th: context.place.th, en: context.place.en } : null;
  return {
    ...none,
    locationNameTh: name.th,
    locationNameEn: english ? name.en : null,
    locationAddressTh: address?.th ?? null,
    locationAddressEn: english && address ? address.en : null,
    locationMapUrl:
      template.venue === 'place'
        ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(context.place.th)}`
        : null,
  };
}

function ownEvent(
  voice: NewsVoice,
  index: number,
  day: Date,
  now: Date,
  random: Random,
  numbers: Map<EventTemplate, number>,
): DemoEventRow {
  const template = random.pick(EVENT_TEMPLATES);
  const number = (numbers.get(template) ?? 0) + 1;
  numbers.set(template, number);
  const year = Number(bangkokDate(day).slice(0, 4));
  const context: EventContext = {
    voice,
    place: random.pick(voice.places),
    programme: random.pick(PROGRAMMES),
    number: { th: `${number}/${year + 543}`, en: `${number}/${year}` },
    count: random.int(20, 150),
  };
  const english = random.next() >= THAI_ONLY_SHARE;
  const title = template.title(context);
  const description = template.description(context);
  const workingDay = template.category === 'community-service' ? day : nextWorkingDay(day);
  return {
    id: `${voice.code}-e-${String(index + 1).padStart(4, '0')}`,
    siteId: voice.siteId,
    section: DEMO_CALENDAR_SECTION,
    titleTh: title.th,
    titleEn: english ? title.en : null,
    descriptionHtmlTh: description.th,
    descriptionHtmlEn: english ? description.en : null,
    ...times(template, workingDay),
    ...location(template, context, english),
    categoryId: template.category,
    updatedAt: now,
  };
}

/** The holidays that fall in the demo window, each on its next (or latest) date. */
function holidays(voice: NewsVoice, now: Date): DemoEventRow[] {
  const first = dayStart(now, -DEMO_WINDOW.daysBefore);
  const last = dayStart(now, DEMO_WINDOW.daysAfter);
  const year = Number(bangkokDate(now).slice(0, 4));
  return [year - 1, year, year + 1].flatMap((candidateYear) =>
    HOLIDAYS.flatMap((holiday) => {
      const date = `${candidateYear}-${String(holiday.month).padStart(2, '0')}-${String(holiday.day).padStart(2, '0')}`;
      const startsAt = bangkokMidnight(date);
      if (startsAt < first || startsAt > last) return [];
      return [
        {
          id: `${voice.code}-h-${date.replaceAll('-', '')}`,
          siteId: voice.siteId,
          section: DEMO_CALENDAR_SECTION,
          titleTh: holiday.title.th,
          titleEn: holiday.title.en,
          descriptionHtmlTh: `<p>${holiday.description.th}</p>`,
          descriptionHtmlEn: `<p>${holiday.description.en}</p>`,
          startsAt,
          endsAt: addDays(startsAt, holiday.days),
          allDay: true,
          locationNameTh: null,
          locationNameEn: null,
          locationAddressTh: null,
          locationAddressEn: null,
          locationMapUrl: null,
          categoryId: 'holiday',
          updatedAt: now,
        },
      ];
    }),
  );
}

/** The site's demo events: its own, spread over the window (every sixth on the day of the one before), and the holidays. */
export function demoEvents(voice: NewsVoice, now: Date): DemoEventRow[] {
  const random = seededRandom(`events:${voice.code}`);
  const span = DEMO_WINDOW.daysBefore + DEMO_WINDOW.daysAfter;
  const numbers = new Map<EventTemplate, number>();
  const own: DemoEventRow[] = [];
  let offset = -DEMO_WINDOW.daysBefore;
  for (let index = 0; index < DEMO_EVENTS_PER_SITE; index += 1) {
    if (index % 6 !== 5) {
      offset = -DEMO_WINDOW.daysBefore + Math.floor((index * span) / DEMO_EVENTS_PER_SITE) + random.int(0, 2);
    }
    own.push(ownEvent(voice, index, dayStart(now, offset), now, random, numbers));
  }
  return [...own, ...holidays(voice, now)];
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Writes the event categories (labels refreshed) and adds the demo events that are missing (fixed ids). */
export async function seedDemoEvents(tx: Transaction, now: Date): Promise<number> {
  await tx
    .insert(eventCategories)
    .values(eventCategoryRows())
    .onConflictDoUpdate({
      target: eventCategories.id,
      set: {
        labelTh: sql`excluded.label_th`,
        labelEn: sql`excluded.label_en`,
        position: sql`excluded.position`,
      },
    });
  const created = await tx
    .insert(events)
    .values(NEWS_VOICES.flatMap((voice) => demoEvents(voice, now)))
    .onConflictDoNothing()
    .returning({ id: events.id });
  return created.length;
}
