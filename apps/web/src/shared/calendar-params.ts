/**
 * The state of a calendar page as it stands in its URL (`?month=2026-12&view=agenda&category=training`): read with
 * validation (a wrong value is dropped: the current month, the month grid, every category), unknown parameters
 * ignored, and written back in one order, so a month has one URL per view and the page cache one entry.
 */
import { isSlug, YEAR_MAX, YEAR_MIN } from '@probation/contract/rules';
import { firstValue } from './query-value.ts';
import { queryString } from './query-string.ts';

export type CalendarView = 'month' | 'agenda';

export interface CalendarParams {
  /** `YYYY-MM` (Gregorian); null for the current month. */
  month: string | null;
  view: CalendarView;
  category: string | null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseCalendarParams(query: Record<string, unknown>): CalendarParams {
  const month = firstValue(query.month);
  const match = month === undefined ? null : MONTH.exec(month);
  const year = match ? Number(match[1]) : 0;
  const category = firstValue(query.category);
  return {
    month: match && year >= YEAR_MIN && year <= YEAR_MAX ? month! : null,
    view: firstValue(query.view) === 'agenda' ? 'agenda' : 'month',
    category: category !== undefined && isSlug(category) ? category : null,
  };
}

/** `?month=…&view=agenda&category=…` with only what is set (the month grid is the default view); '' when nothing is. */
export function calendarQuery(params: CalendarParams): string {
  return queryString([
    ['month', params.month],
    ['view', params.view === 'agenda' ? 'agenda' : null],
    ['category', params.category],
  ]);
}
