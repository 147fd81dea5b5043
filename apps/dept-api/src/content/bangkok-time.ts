/** Calendar periods in Asia/Bangkok time (UTC+7 all year, no daylight saving) as UTC instants. */
import { DAY_MS } from '../time-spans.ts';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** [start, end) of a Gregorian year, or of one month (1-12) of it, in Bangkok time. */
export function bangkokPeriod(year: number, month?: number): { start: Date; end: Date } {
  const start = month === undefined ? Date.UTC(year, 0, 1) : Date.UTC(year, month - 1, 1);
  const end = month === undefined ? Date.UTC(year + 1, 0, 1) : Date.UTC(year, month, 1);
  return { start: new Date(start - BANGKOK_OFFSET_MS), end: new Date(end - BANGKOK_OFFSET_MS) };
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a date without a time (`2026-12-05`). */
export function isDateOnly(value: string): boolean {
  return DATE_ONLY.test(value);
}

/** Midnight in Bangkok at the start of a date (`2026-12-05` → 2026-12-04T17:00:00Z). */
export function bangkokMidnight(date: string): Date {
  const match = DATE_ONLY.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - BANGKOK_OFFSET_MS);
}

/** The date in Bangkok of an instant (`2026-12-04T17:00:00Z` → `2026-12-05`). */
export function bangkokDate(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant `days` whole days later (Bangkok has no daylight saving, so a day is always 24 hours). */
export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}
