/** Site.albums takes a year list's arguments (list-arguments.ts: paging, section, year). */
export {
  yearListQuery as albumListQuery,
  type YearListArguments as AlbumArguments,
} from './list-arguments.ts';
