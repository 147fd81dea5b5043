import { InvalidArgumentError } from '../errors.ts';
import type { DocumentQuery } from '../upstream/contract-types.ts';
import { NEWS_PAGE_SIZE_MAX, NEWS_YEAR_MAX, NEWS_YEAR_MIN } from './news-arguments.ts';

export interface DocumentArguments {
  page?: number | null;
  pageSize?: number | null;
  section?: string | null;
  category?: string | null;
  year?: number | null;
  fileType?: DocumentQuery['fileType'] | null;
}

/** Checks the arguments of Site.documents and gives the upstream query; InvalidArgumentError names the wrong one. */
export function documentListQuery(args: DocumentArguments, defaultPageSize: number): DocumentQuery {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? defaultPageSize;
  if (page < 1) throw new InvalidArgumentError('page', 'must be 1 or more');
  if (pageSize < 1 || pageSize > NEWS_PAGE_SIZE_MAX) {
    throw new InvalidArgumentError('pageSize', `must be from 1 to ${NEWS_PAGE_SIZE_MAX}`);
  }
  const year = args.year ?? undefined;
  if (year !== undefined && (year < NEWS_YEAR_MIN || year > NEWS_YEAR_MAX)) {
    throw new InvalidArgumentError(
      'year',
      `must be a Gregorian year from ${NEWS_YEAR_MIN} to ${NEWS_YEAR_MAX}`,
    );
  }
  return {
    page,
    pageSize,
    ...(args.section ? { section: args.section } : {}),
    ...(args.category ? { category: args.category } : {}),
    ...(year !== undefined ? { year } : {}),
    ...(args.fileType ? { fileType: args.fileType } : {}),
  };
}
