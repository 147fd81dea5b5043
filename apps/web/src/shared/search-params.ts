/**
 * The search page's state as it stands in its URL (`/th/search?q=กำไล&type=news&year=2026&page=2`): read with
 * validation by the contract's rules (a wrong type, year or page is dropped, unknown parameters are ignored) and
 * written back in one order. The query is normalised (controls dropped, spaces collapsed, trimmed, cut at
 * SEARCH_QUERY_MAX_LENGTH characters), so the data cache keys one entry per thing a visitor can look for.
 */
import {
  MAX_PAGE,
  SEARCH_HIT_TYPES,
  SEARCH_QUERY_MAX_LENGTH,
  YEAR_MAX,
  YEAR_MIN,
  type SearchHitType,
} from '@probation/contract/rules';
import { firstValue, integerIn } from './query-value.ts';
import { queryString } from './query-string.ts';
import type { SearchPageQuery } from './generated/graphql.ts';

export interface SearchParams {
  /** Normalised; '' when the visitor typed nothing to look for. */
  q: string;
  type: SearchHitType | null;
  /** Gregorian, as the department API counts it; Thai pages show it in the Buddhist era. */
  year: number | null;
  page: number;
}

/** Hits on one page of results. */
export const SEARCH_PAGE_SIZE = 10;

/** Control characters (C0, DEL, C1) and the zero-width ones people paste by accident. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b\u200c\u200d\u2060\ufeff]/g;

/** What a visitor typed, as one query: invisible characters dropped, spaces collapsed, trimmed (not cut). */
export function cleanSearchQuery(value: string): string {
  return value.normalize('NFC').replace(INVISIBLE, ' ').replace(/\s+/gu, ' ').trim();
}

/** A page's query: cleaned, then cut at SEARCH_QUERY_MAX_LENGTH characters (a visitor gets what fits). */
export function normaliseSearchQuery(value: string | undefined): string {
  if (value === undefined) return '';
  const characters = Array.from(cleanSearchQuery(value));
  return characters.length > SEARCH_QUERY_MAX_LENGTH
    ? characters.slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim()
    : characters.join('');
}

export function isSearchHitType(value: unknown): value is SearchHitType {
  return SEARCH_HIT_TYPES.some((type) => type === value);
}

export function parseSearchParams(query: Record<string, unknown>): SearchParams {
  const type = firstValue(query.type);
  return {
    q: normaliseSearchQuery(firstValue(query.q)),
    type: isSearchHitType(type) ? type : null,
    year: integerIn(firstValue(query.year), YEAR_MIN, YEAR_MAX),
    page: integerIn(firstValue(query.page), 1, MAX_PAGE) ?? 1,
  };
}

/** `?q=…&type=…&year=…&page=…` with only what is set (page 1 is left out); '' when nothing is. */
export function searchQueryString(params: SearchParams): string {
  return queryString([
    ['q', params.q],
    ['type', params.type],
    ['year', params.year],
    ['page', params.page > 1 ? params.page : null],
  ]);
}

/**
 * The words of a path that names nothing, for the 404 page's search box: `/th/news/กำไล-ข้อเท้า-2024` →
 * `กำไล ข้อเท้า`. Decoded, cut on `/ - _ . +` and any other punctuation, without the language, ids and numbers
 * (any word with a digit), at most 6 words and 80 characters.
 */
export function wordsOfPath(path: string): string {
  const raw = path.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  const words = decoded
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= 40)
    .filter((word) => !/^(th|en)$/i.test(word))
    .filter((word) => !/\p{N}/u.test(word))
    .slice(0, 6);
  return normaliseSearchQuery(words.join(' ')).slice(0, 80).trim();
}

export type SearchResultData = SearchPageQuery['currentSite']['search'];
export type SearchHitData = SearchResultData['items'][number];

/** The search page's content (its kind's loader makes it; its view and the header's search box read it). */
export interface SearchContent {
  /** What the URL asked for, validated and normalised (docs/decisions/0267). */
  params: SearchParams;
  /** null when there is nothing to look for (no query): the page shows a hint, and nothing is asked upstream. */
  result: SearchResultData | null;
}
