import type { Language } from '@probation/i18n';
import { listFiltersQuery, type ListFilters } from '../../shared/list-filters.ts';
import { calendarQuery, type CalendarParams } from '../../shared/calendar-params.ts';
import { searchQueryString, type SearchParams } from '../../shared/search-params.ts';
import type { RouteName } from '../../shared/routes.ts';
import { pageKind, pageKinds, type AnyPageKind, type KindName } from '../../pages/page-kinds.ts';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { displayCookieValue, type DisplaySettings } from '../../shared/display-settings.ts';

export interface PageRequest {
  /** What the path names: a fixed page, a section's page or item, or nothing (404). */
  route: RouteName;
  lang: Language;
  /** The path shown (for a 404: the path that was asked for). */
  path: string;
  /** Override of the status (404 for the not-found page). */
  status?: number;
  /** The section and the item of /{lang}/{urlname}/{id}. */
  urlname?: string;
  id?: string;
  /** The validated filters of a news list (from its query string). */
  filters?: ListFilters;
  /** The validated month, view and category of a calendar section (from its query string). */
  calendar?: CalendarParams;
  /** A public form the visitor sent, shown again with its problems. */
  form?: SubmittedForm;
  /** The reference of a sent form, validated (its confirmation page). */
  formReference?: string;
  /** The validated query, type, year and page of the search page (from its query string). */
  search?: SearchParams;
  /**
   * What a form's POST came to, for the page that shows it as the POST's own answer (a complaint's confirmation,
   * its status page): made for this visitor now, never kept.
   */
  answer?: unknown;
  /** The query values of a members page (its return path, a link's token): never kept, so never a cache key. */
  params?: Readonly<Record<string, string>>;
}

/** The kind of page a route names (none: a section route before its lookup, or no page). */
export function kindOf(route: RouteName): AnyPageKind | undefined {
  return route in pageKinds ? pageKind(route as KindName) : undefined;
}

/**
 * Site + its public origin + path + language + page + the validated list filters + the validated display settings
 * (one of six, decision 0280). Nothing the request names beyond a valid path reaches the key: not its Host port or
 * spelling (the origin is the site's configured one), not a query string the page does not read (so random query
 * strings cannot flood it), not the display cookie's text.
 */
export function pageCacheKey(
  site: { id: string; origin: string },
  pageRequest: PageRequest,
  display: DisplaySettings,
): string {
  return `${site.id}|${site.origin}${pageRequest.path}${requestedQuery(pageRequest)}|${pageRequest.lang}|${pageRequest.route}|${displayCookieValue(display)}`;
}

/** The list filters and calendar parameters the request asked for, written back in their one order. */
export function requestedQuery(pageRequest: PageRequest): string {
  const filters = pageRequest.filters ? listFiltersQuery(pageRequest.filters) : '';
  const calendar = pageRequest.calendar ? calendarQuery(pageRequest.calendar) : '';
  const search = pageRequest.search ? searchQueryString(pageRequest.search) : '';
  return filters + calendar + search;
}
