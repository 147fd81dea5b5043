import type { AlbumQuery } from '../upstream/contract-types.ts';
import { listPaging, listYear, nonEmpty } from './news-arguments.ts';

export interface AlbumArguments {
  page?: number | null;
  pageSize?: number | null;
  section?: string | null;
  year?: number | null;
}

/** Checks the arguments of Site.albums (the same rules as news lists) and gives the upstream query. */
export function albumListQuery(args: AlbumArguments, defaultPageSize: number): AlbumQuery {
  return {
    ...listPaging(args, defaultPageSize),
    section: nonEmpty(args.section),
    year: listYear(args.year),
  };
}
