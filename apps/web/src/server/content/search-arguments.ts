import { SEARCH_QUERY_MAX_LENGTH, type SearchHitType } from '@probation/contract/rules';
import { cleanSearchQuery } from '../../shared/search-params.ts';
import { InvalidArgumentError } from '../errors.ts';
import type { SearchQuery } from '../upstream/contract-types.ts';
import { checkedPaging, checkedSlug, checkedYear } from './list-arguments.ts';

export interface SearchArguments {
  q: string;
  type?: SearchHitType | null;
  year?: number | null;
  category?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/**
 * Checks the arguments of Site.search and gives the upstream query, before any upstream call: q cleaned
 * (invisible characters dropped, spaces collapsed, trimmed), then 1 to SEARCH_QUERY_MAX_LENGTH characters as the
 * contract takes it (longer is refused, not cut: a tool learns its query was too long); InvalidArgumentError (BAD_REQUEST) names the wrong argument.
 */
export function searchQuery(args: SearchArguments, defaultPageSize: number): SearchQuery {
  const q = cleanSearchQuery(args.q);
  const length = Array.from(q).length;
  if (length === 0 || length > SEARCH_QUERY_MAX_LENGTH) {
    throw new InvalidArgumentError('q', `must have 1 to ${SEARCH_QUERY_MAX_LENGTH} characters`);
  }
  return {
    q,
    ...checkedPaging(args, defaultPageSize),
    ...(args.type ? { type: args.type } : {}),
    ...optional('year', checkedYear(args.year)),
    ...optional('category', checkedSlug('category', args.category)),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
