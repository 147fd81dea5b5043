import {
  DEFAULT_EVENT_PAGE_SIZE,
  MAX_EVENT_PAGE_SIZE,
  MAX_EVENT_RANGE_DAYS,
} from '@probation/contract/rules';
import { InvalidArgumentError } from '../errors.ts';
import type { EventQuery } from '../upstream/contract-types.ts';
import { checkedPaging, checkedSlug } from './list-arguments.ts';

/**
 * The arguments of Site.events, checked and normalised before any upstream call or cache lookup:
 * - `from` and `to` are ISO 8601 date-times with a time zone, or dates (midnight Asia/Bangkok); both become UTC
 *   instants rounded to the minute (`from` down, `to` up), so the many ways to write one month share one cache
 *   entry, and a client cannot make a new entry every millisecond;
 * - without `from`, the range starts at "now" rounded down to the hour (the upcoming list keeps one cache entry
 *   an hour); without `to`, it ends DEFAULT_RANGE_DAYS after `from`;
 * - `to` after `from`, at most MAX_EVENT_RANGE_DAYS later; page ≥ 1; pageSize 1-100; section and category slugs.
 */
export interface EventArguments {
  from?: string | null;
  to?: string | null;
  section?: string | null;
  category?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const BANGKOK_OFFSET_MS = 7 * HOUR_MS;
export const DEFAULT_RANGE_DAYS = 366;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** "Now" as the upcoming list uses it: the start of the current hour. */
export function roundedNow(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

function instantOf(argument: string, value: string): Date {
  const date = DATE_ONLY.exec(value);
  if (date) {
    const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
    const utc = Date.UTC(year, month - 1, day);
    const check = new Date(utc);
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
      throw new InvalidArgumentError(argument, 'must be a real date');
    }
    return new Date(utc - BANGKOK_OFFSET_MS);
  }
  const instant = DATE_TIME.test(value) ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) {
    throw new InvalidArgumentError(
      argument,
      'must be an ISO 8601 date-time with a time zone or a date (YYYY-MM-DD)',
    );
  }
  return instant;
}

/** The upstream query for Site.events; InvalidArgumentError names the wrong argument. */
export function eventListQuery(args: EventArguments, now: Date): EventQuery {
  const paging = checkedPaging(args, DEFAULT_EVENT_PAGE_SIZE, MAX_EVENT_PAGE_SIZE);
  const fromExact = args.from ? instantOf('from', args.from) : roundedNow(now);
  const from = new Date(Math.floor(fromExact.getTime() / MINUTE_MS) * MINUTE_MS);
  const toExact = args.to ? instantOf('to', args.to) : new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY_MS);
  const to = new Date(Math.ceil(toExact.getTime() / MINUTE_MS) * MINUTE_MS);
  if (to <= from) throw new InvalidArgumentError('to', 'must be after from');
  if (to.getTime() - from.getTime() > MAX_EVENT_RANGE_DAYS * DAY_MS) {
    throw new InvalidArgumentError('to', `must be at most ${MAX_EVENT_RANGE_DAYS} days after from`);
  }
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    ...paging,
    section: checkedSlug('section', args.section),
    category: checkedSlug('category', args.category),
  };
}
