import type { AlbumQuery } from '../upstream/contract-types.ts';
import { checkedPaging, checkedSlug, checkedYear } from './list-arguments.ts';

export interface AlbumArguments {
  page?: number | null;
  pageSize?: number | null;
  section?: string | null;
  year?: number | null;
}

/** Checks the arguments of Site.albums (the same rules as news lists) and gives the upstream query. */
export function albumListQuery(args: AlbumArguments, defaultPageSize: number): AlbumQuery {
  return {
    ...checkedPaging(args, defaultPageSize),
    section: checkedSlug('section', args.section),
    year: checkedYear(args.year),
  };
}
