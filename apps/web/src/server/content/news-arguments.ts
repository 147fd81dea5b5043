import { InvalidArgumentError } from '../errors.ts';
import type { NewsListQuery } from './content-service.ts';
import { checkedPaging, checkedSlug, checkedYear } from './list-arguments.ts';

export interface NewsArguments {
  page?: number | null;
  pageSize?: number | null;
  section?: string | null;
  category?: string | null;
  year?: number | null;
  month?: number | null;
  highlight?: boolean | null;
}

/** Checks the arguments of Site.news and gives the upstream query; InvalidArgumentError names the wrong one. */
export function newsListQuery(args: NewsArguments, defaultPageSize: number): NewsListQuery {
  const paging = checkedPaging(args, defaultPageSize);
  const year = checkedYear(args.year);
  const month = args.month ?? undefined;
  if (month !== undefined && (month < 1 || month > 12)) {
    throw new InvalidArgumentError('month', 'must be from 1 to 12');
  }
  if (month !== undefined && year === undefined) throw new InvalidArgumentError('month', 'needs a year');
  return {
    ...paging,
    section: checkedSlug('section', args.section),
    category: checkedSlug('category', args.category),
    year,
    month,
    highlight: args.highlight ?? undefined,
  };
}
