/**
 * The filters of a section's list as they stand in its URL (`?category=activities&year=2026&page=2`): read with
 * validation by the contract's rules (a wrong or unknown value is dropped, unknown parameters are ignored), and
 * written back in one order, so a list has one URL per filter and the page cache one entry.
 */
import {
  DOCUMENT_FILE_TYPES,
  isSlug,
  MAX_PAGE,
  YEAR_MAX,
  YEAR_MIN,
  type DocumentFileType,
} from '@probation/contract/rules';
import { firstValue, integerIn } from './query-value.ts';
import { queryString } from './query-string.ts';

export interface ListFilters {
  page: number;
  category: string | null;
  /** Gregorian, as the department API counts it; Thai pages show it in the Buddhist era. */
  year: number | null;
  /** Document lists only (`?type=pdf`): documents with a file of this type; news lists ignore it. */
  fileType?: DocumentFileType | null;
}

/** Items on one page of a list. */
export const LIST_PAGE_SIZE = 12;

export function parseListFilters(query: Record<string, unknown>): ListFilters {
  const category = firstValue(query.category);
  const fileType = DOCUMENT_FILE_TYPES.find((type) => type === firstValue(query.type));
  return {
    page: integerIn(firstValue(query.page), 1, MAX_PAGE) ?? 1,
    category: category !== undefined && isSlug(category) ? category : null,
    year: integerIn(firstValue(query.year), YEAR_MIN, YEAR_MAX),
    ...(fileType ? { fileType } : {}),
  };
}

/** `?category=…&year=…&type=…&page=…` with only what is set (page 1 is left out); '' when nothing is. */
export function listFiltersQuery(filters: ListFilters): string {
  return queryString([
    ['category', filters.category],
    ['year', filters.year],
    ['type', filters.fileType],
    ['page', filters.page > 1 ? filters.page : null],
  ]);
}

/**
 * The years a list's filter offers: those with items under the list's other filters (the list answer's `years`),
 * plus the one asked for when it has none (so the form shows what the list shows), newest first.
 */
export function filterYears(withItems: readonly { year: number }[], selected: number | null): number[] {
  const years = withItems.map((entry) => entry.year);
  if (selected !== null && !years.includes(selected)) years.push(selected);
  return years.sort((a, b) => b - a);
}
