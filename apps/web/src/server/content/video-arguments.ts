import type { VideoListQuery } from './video-service.ts';
import { checkedPaging, checkedSlug, checkedYear } from './list-arguments.ts';

export interface VideoArguments {
  page?: number | null;
  pageSize?: number | null;
  section?: string | null;
  year?: number | null;
}

/** Checks the arguments of Site.videos and gives the upstream query; InvalidArgumentError names the wrong one. */
export function videoListQuery(args: VideoArguments, defaultPageSize: number): VideoListQuery {
  return {
    ...checkedPaging(args, defaultPageSize),
    section: checkedSlug('section', args.section),
    year: checkedYear(args.year),
  };
}
