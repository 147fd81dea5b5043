/**
 * Calendar arithmetic in Asia/Bangkok (UTC+7 all year): months, the weeks of a month grid, and the days an
 * event takes. Days are `YYYY-MM-DD` strings; events come as the gateway serves them (a timed event's start and
 * end are UTC date-times, an all-day event's are dates with an inclusive end).
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface YearMonth {
  year: number;
  /** 1-12. */
  month: number;
}

export interface EventTimes {
  start: string;
  end: string;
  allDay: boolean;
}

/** The Bangkok date of an instant. */
export function bangkokDay(instant: Date | string): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

export function monthOf(day: string): YearMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** `YYYY-MM` of a month. */
export function monthKey({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function parseMonthKey(key: string): YearMonth {
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) };
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The first day of the month (a date). */
export function firstDay(month: YearMonth): string {
  return `${monthKey(month)}-01`;
}

/** The day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The weeks (Sunday first) of a month grid; days of other months are null. */
export function monthWeeks(month: YearMonth): (string | null)[][] {
  const first = firstDay(month);
  const next = firstDay(addMonths(month, 1));
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; day < next; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** The first and last Bangkok day an event takes (a timed event ending at midnight does not take the next day). */
export function eventDaySpan(event: EventTimes): { first: string; last: string } {
  if (event.allDay) return { first: event.start, last: event.end };
  const first = bangkokDay(event.start);
  const end = Date.parse(event.end);
  const last = end > Date.parse(event.start) ? bangkokDay(new Date(end - 1)) : first;
  return { first, last: last < first ? first : last };
}

/** Whether the event takes place (at least in part) on `day`. */
export function isOnDay(event: EventTimes, day: string): boolean {
  const { first, last } = eventDaySpan(event);
  return first <= day && day <= last;
}
