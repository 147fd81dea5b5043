import type { FastifyRequest } from 'fastify';
import type { Language } from '@probation/i18n';
import {
  CalendarPageDocument,
  EventCategoriesDocument,
  EventDetailPageDocument,
} from '../../../shared/generated/graphql.ts';
import type { CalendarParams } from '../../../shared/calendar-params.ts';
import {
  addMonths,
  bangkokDay,
  firstDay,
  monthKey,
  monthOf,
  parseMonthKey,
} from '../../../shared/calendar-month.ts';
import type { SectionData } from '../../../shared/page-state.ts';
import { itemPath } from '../../../shared/routes.ts';
import {
  absoluteUrl,
  failed,
  found,
  sectionOnly,
  type ContentOutcome,
  type PageQuery,
} from './content-outcome.ts';

/**
 * A calendar section: the month asked for (else the current month, in Asia/Bangkok), as a grid or an agenda
 * (the agenda of the current month starts today). A category the site does not have is ignored.
 */
export async function calendarPage(
  query: PageQuery,
  lang: Language,
  section: SectionData,
  requested: CalendarParams,
): Promise<ContentOutcome> {
  const categories = await query(EventCategoriesDocument, { lang });
  if (!categories.ok) return failed(categories);
  const { eventCategories } = categories.data.currentSite;
  const known = eventCategories.some((category) => category.id === requested.category);
  const params = known ? requested : { ...requested, category: null };
  const today = bangkokDay(new Date());
  const month = params.month ? parseMonthKey(params.month) : monthOf(today);
  const first = firstDay(month);
  const next = firstDay(addMonths(month, 1));
  const from = params.view === 'agenda' && today > first && today < next ? today : first;
  const outcome = await query(CalendarPageDocument, {
    lang,
    from,
    to: next,
    section: section.urlname,
    category: params.category,
  });
  if (!outcome.ok) return failed(outcome);
  const { events } = outcome.data.currentSite;
  return found({
    kind: 'calendar',
    section: sectionOnly(section),
    params,
    month: monthKey(month),
    today,
    from,
    events: events.items,
    total: events.total,
    categories: eventCategories,
  });
}

/** An event of a calendar section; an unknown event, or one of another section, is "not found". */
export async function eventDetail(
  query: PageQuery,
  request: FastifyRequest,
  lang: Language,
  section: SectionData,
  id: string,
): Promise<ContentOutcome> {
  const outcome = await query(EventDetailPageDocument, { lang, id });
  if (!outcome.ok) return failed(outcome);
  const { event } = outcome.data.currentSite;
  if (!event || event.section !== section.urlname) return { kind: 'notFound' };
  const url = await absoluteUrl(request, itemPath(lang, section.urlname, event.id));
  return found({
    kind: 'eventDetail',
    section: sectionOnly(section),
    event,
    url,
  });
}
