import type { DocumentQuery } from '../upstream/contract-types.ts';
import { checkedPaging, checkedSlug, checkedYear } from './list-arguments.ts';

export interface DocumentArguments {
  page?: number | null;
  pageSize?: number | null;
  section?: string | null;
  category?: string | null;
  year?: number | null;
  fileType?: DocumentQuery['type'] | null;
}

/** Checks the arguments of Site.documents and gives the upstream query; InvalidArgumentError names the wrong one. */
export function documentListQuery(args: DocumentArguments, defaultPageSize: number): DocumentQuery {
  const year = checkedYear(args.year);
  const section = checkedSlug('section', args.section);
  const category = checkedSlug('category', args.category);
  return {
    ...checkedPaging(args, defaultPageSize),
    ...(section ? { section } : {}),
    ...(category ? { category } : {}),
    ...(year !== undefined ? { year } : {}),
    ...(args.fileType ? { type: args.fileType } : {}),
  };
}
