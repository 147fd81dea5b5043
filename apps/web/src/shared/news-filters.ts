/**
 * The filters of a news list as they stand in its URL (`?category=activities&year=2026&page=2`): read with
 * validation (a wrong or unknown value is dropped, unknown parameters are ignored), and written back in one
 * order, so a list has one URL per filter and the page cache one entry.
 */
import { displayYear } from '@probation/i18n';

export interface NewsFilters {
  page: number;
  category: string | null;
  /** Gregorian, as the department API counts it; Thai pages show it in the Buddhist era. */
  year: number | null;
  /** Document lists only (`?type=pdf`): documents with a file of this type; news lists ignore it. */
  fileType?: DocumentFileType | null;
}

/** The file types a document list can be filtered by (the contract's DocumentFileType), in the filter's order. */
export const DOCUMENT_FILE_TYPES = ['pdf', 'doc', 'xls', 'ppt', 'zip'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

export const NEWS_LIST_PAGE_SIZE = 12;
const MAX_PAGE = 10_000;
const YEAR_MIN = 1990;
const YEAR_MAX = 2100;
const slug = /^[a-z0-9][a-z0-9-]{0,63}$/;

function first(value: unknown): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one : undefined;
}

function integerIn(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d{1,5}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

export function parseNewsFilters(query: Record<string, unknown>): NewsFilters {
  const category = first(query.category);
  const fileType = DOCUMENT_FILE_TYPES.find((type) => type === first(query.type));
  return {
    page: integerIn(first(query.page), 1, MAX_PAGE) ?? 1,
    category: category !== undefined && slug.test(category) ? category : null,
    year: integerIn(first(query.year), YEAR_MIN, YEAR_MAX),
    ...(fileType ? { fileType } : {}),
  };
}

/** `?category=…&year=…&type=…&page=…` with only what is set (page 1 is left out); '' when nothing is. */
export function newsFiltersQuery(filters: NewsFilters): string {
  const parts: string[] = [];
  if (filters.category) parts.push(`category=${encodeURIComponent(filters.category)}`);
  if (filters.year) parts.push(`year=${filters.year}`);
  if (filters.fileType) parts.push(`type=${filters.fileType}`);
  if (filters.page > 1) parts.push(`page=${filters.page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The years a visitor can filter by: this year (Asia/Bangkok) and the `count - 1` before it. */
export function filterYears(now: Date, count: number): number[] {
  const year = displayYear(now, 'en');
  return Array.from({ length: count }, (_, index) => year - index);
}
