/** Site.videos takes a year list's arguments (list-arguments.ts: paging, section, year). */
export {
  yearListQuery as videoListQuery,
  type YearListArguments as VideoArguments,
} from './list-arguments.ts';
