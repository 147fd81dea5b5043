import { InvalidArgumentError } from '../errors.ts';
import type { NewsListQuery } from './content-service.ts';

export const NEWS_PAGE_SIZE_MAX = 50;
/** Years the department's news can be from (Gregorian). */
export const NEWS_YEAR_MIN = 1990;
export const NEWS_YEAR_MAX = 2100;

export interface NewsArguments {
  page?: number | null;
  pageSize?: number | null;
  section?: string | null;
  category?: string | null;
  year?: number | null;
  month?: number | null;
  highlight?: boolean | null;
}

/** Page and page size of a content list (news, albums, ...): page ≥ 1, size 1-50. */
export function listPaging(
  args: { page?: number | null; pageSize?: number | null },
  defaultPageSize: number,
): { page: number; pageSize: number } {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? defaultPageSize;
  if (page < 1) throw new InvalidArgumentError('page', 'must be 1 or more');
  if (pageSize < 1 || pageSize > NEWS_PAGE_SIZE_MAX) {
    throw new InvalidArgumentError('pageSize', `must be from 1 to ${NEWS_PAGE_SIZE_MAX}`);
  }
  return { page, pageSize };
}

/** The year filter of a content list: a Gregorian year in range, or undefined. */
export function listYear(value: number | null | undefined): number | undefined {
  const year = value ?? undefined;
  if (year !== undefined && (year < NEWS_YEAR_MIN || year > NEWS_YEAR_MAX)) {
    throw new InvalidArgumentError(
      'year',
      `must be a Gregorian year from ${NEWS_YEAR_MIN} to ${NEWS_YEAR_MAX}`,
    );
  }
  return year;
}

/** Checks the arguments of Site.news and gives the upstream query; InvalidArgumentError names the wrong one. */
export function newsListQuery(args: NewsArguments, defaultPageSize: number): NewsListQuery {
  const { page, pageSize } = listPaging(args, defaultPageSize);
  const year = listYear(args.year);
  const month = args.month ?? undefined;
  if (month !== undefined && (month < 1 || month > 12)) {
    throw new InvalidArgumentError('month', 'must be from 1 to 12');
  }
  if (month !== undefined && year === undefined) throw new InvalidArgumentError('month', 'needs a year');
  return {
    page,
    pageSize,
    section: nonEmpty(args.section),
    category: nonEmpty(args.category),
    year,
    month,
    highlight: args.highlight ?? undefined,
  };
}

export function nonEmpty(value: string | null | undefined): string | undefined {
  return value ? value : undefined;
}
