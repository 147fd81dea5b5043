import { InvalidArgumentError } from '../errors.ts';

/** Checks shared by the list arguments of the content queries (news, videos, ...). */
export const LIST_PAGE_SIZE_MAX = 50;
/** Years content can be from (Gregorian). */
export const LIST_YEAR_MIN = 1990;
export const LIST_YEAR_MAX = 2100;

/** page ≥ 1 and pageSize 1-50 (the default when not given); InvalidArgumentError names the wrong one. */
export function checkedPaging(
  args: { page?: number | null; pageSize?: number | null },
  defaultPageSize: number,
): { page: number; pageSize: number } {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? defaultPageSize;
  if (page < 1) throw new InvalidArgumentError('page', 'must be 1 or more');
  if (pageSize < 1 || pageSize > LIST_PAGE_SIZE_MAX) {
    throw new InvalidArgumentError('pageSize', `must be from 1 to ${LIST_PAGE_SIZE_MAX}`);
  }
  return { page, pageSize };
}

/** A Gregorian year from 1990 to 2100, or undefined when not given. */
export function checkedYear(year: number | null | undefined): number | undefined {
  if (year === null || year === undefined) return undefined;
  if (year < LIST_YEAR_MIN || year > LIST_YEAR_MAX) {
    throw new InvalidArgumentError(
      'year',
      `must be a Gregorian year from ${LIST_YEAR_MIN} to ${LIST_YEAR_MAX}`,
    );
  }
  return year;
}

export function nonEmpty(value: string | null | undefined): string | undefined {
  return value ? value : undefined;
}
