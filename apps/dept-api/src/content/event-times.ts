/**
 * The times of calendar events: how an editor's start and end (date-times, or dates for all-day events) are
 * stored, how they are served, and the `[from, to)` range of a list. All dates are Asia/Bangkok dates.
 *
 * Stored: `[startsAt, endsAt)` in UTC. An all-day event from 5 to 7 December is stored as 5 December 00:00
 * Bangkok to 8 December 00:00 Bangkok (the day after its last day), so one overlap rule serves both kinds.
 * Served: a timed event's start and end as UTC date-times; an all-day event's as dates, `end` its last day.
 */
import { MAX_EVENT_RANGE_DAYS } from '@probation/contract';
import { badRequest } from '../http/errors.ts';
import { addDays, bangkokDate, bangkokMidnight, isDateOnly } from './bangkok-time.ts';
import { DAY_MS } from '../time-spans.ts';

/** The longest event an editor may enter. */
export const MAX_EVENT_DAYS = 366;
/** The range of a list when `to` is not given: this many days after `from`. */
export const DEFAULT_RANGE_DAYS = 366;

export interface StoredTimes {
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
}

/** An editor's start and end as stored; 400 with the reason when they break the rules of the kind of event. */
export function storedTimes(input: { start: string; end: string; all_day?: boolean }): StoredTimes {
  const allDay = input.all_day ?? false;
  for (const [name, value] of [
    ['start', input.start],
    ['end', input.end],
  ] as const) {
    if (allDay && !isDateOnly(value)) {
      throw badRequest(`${name} of an all-day event must be a date (YYYY-MM-DD); got "${value}"`);
    }
    if (!allDay && isDateOnly(value)) {
      throw badRequest(`${name} must be a date-time with a time zone unless all_day is true; got "${value}"`);
    }
  }
  const startsAt = allDay ? bangkokMidnight(input.start) : new Date(input.start);
  const endsAt = allDay ? addDays(bangkokMidnight(input.end), 1) : new Date(input.end);
  if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime())) {
    throw badRequest('start and end must be real dates');
  }
  if (endsAt.getTime() < startsAt.getTime() || (allDay && input.end < input.start)) {
    throw badRequest(`end (${input.end}) is before start (${input.start})`);
  }
  if (endsAt.getTime() - startsAt.getTime() > MAX_EVENT_DAYS * DAY_MS) {
    throw badRequest(`an event lasts at most ${MAX_EVENT_DAYS} days`);
  }
  return { startsAt, endsAt, allDay };
}

/** Start and end as the API serves them. */
export function servedTimes(times: StoredTimes): { start: string; end: string } {
  if (times.allDay) {
    return { start: bangkokDate(times.startsAt), end: bangkokDate(addDays(times.endsAt, -1)) };
  }
  return { start: times.startsAt.toISOString(), end: times.endsAt.toISOString() };
}

function rangeBound(name: string, value: string): Date {
  const instant = isDateOnly(value) ? bangkokMidnight(value) : new Date(value);
  if (Number.isNaN(instant.getTime())) throw badRequest(`${name} is not a real date: "${value}"`);
  return instant;
}

/**
 * The `[from, to)` of a list: `from` defaults to now, `to` to DEFAULT_RANGE_DAYS after `from`. `to` must be
 * after `from` and at most MAX_EVENT_RANGE_DAYS after it (a bound on the work one call can ask for).
 */
export function eventRange(query: { from?: string; to?: string }, now: Date): { from: Date; to: Date } {
  const from = query.from === undefined ? now : rangeBound('from', query.from);
  const to = query.to === undefined ? addDays(from, DEFAULT_RANGE_DAYS) : rangeBound('to', query.to);
  if (to.getTime() <= from.getTime()) {
    throw badRequest(`to (${to.toISOString()}) must be after from (${from.toISOString()})`);
  }
  if (to.getTime() - from.getTime() > MAX_EVENT_RANGE_DAYS * DAY_MS) {
    throw badRequest(`the range from from to to is at most ${MAX_EVENT_RANGE_DAYS} days`);
  }
  return { from, to };
}
