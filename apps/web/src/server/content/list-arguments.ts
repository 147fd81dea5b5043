import { MAX_PAGE, MAX_PAGE_SIZE, YEAR_MAX, YEAR_MIN, isSlug } from '@probation/contract/rules';
import { InvalidArgumentError } from '../errors.ts';

/** Checks shared by the list arguments of the content queries (news, videos, events, ...): the contract's rules. */

/**
 * page 1 to MAX_PAGE and pageSize 1 to `maxPageSize` (the default when not given); InvalidArgumentError names the
 * wrong one.
 */
export function checkedPaging(
  args: { page?: number | null; pageSize?: number | null },
  defaultPageSize: number,
  maxPageSize: number = MAX_PAGE_SIZE,
): { page: number; page_size: number } {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? defaultPageSize;
  if (page < 1 || page > MAX_PAGE) throw new InvalidArgumentError('page', `must be from 1 to ${MAX_PAGE}`);
  if (pageSize < 1 || pageSize > maxPageSize) {
    throw new InvalidArgumentError('pageSize', `must be from 1 to ${maxPageSize}`);
  }
  return { page, page_size: pageSize };
}

/** A Gregorian year the contract takes, or undefined when not given. */
export function checkedYear(year: number | null | undefined): number | undefined {
  if (year === null || year === undefined) return undefined;
  if (year < YEAR_MIN || year > YEAR_MAX) {
    throw new InvalidArgumentError('year', `must be a Gregorian year from ${YEAR_MIN} to ${YEAR_MAX}`);
  }
  return year;
}

/** A section urlname or category id (the contract's Slug), or undefined when not given. */
export function checkedSlug(argument: string, value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (!isSlug(value)) throw new InvalidArgumentError(argument, 'must be an id');
  return value;
}

/** The arguments of a list filtered by section and year only (Site.albums, Site.videos). */
export interface YearListArguments {
  page?: number | null;
  pageSize?: number | null;
  section?: string | null;
  year?: number | null;
}

/** Checks a year list's arguments and gives the upstream query; InvalidArgumentError names the wrong one. */
export function yearListQuery(
  args: YearListArguments,
  defaultPageSize: number,
): { page: number; page_size: number; section?: string; year?: number } {
  return {
    ...checkedPaging(args, defaultPageSize),
    section: checkedSlug('section', args.section),
    year: checkedYear(args.year),
  };
}
