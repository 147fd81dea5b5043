import { CalendarPageDocument, SectionCategoriesDocument } from '../../shared/generated/graphql.ts';
import { calendarQuery, type CalendarParams } from '../../shared/calendar-params.ts';
import {
  addMonths,
  bangkokDay,
  firstDay,
  monthKey,
  monthOf,
  parseMonthKey,
} from '../../shared/calendar-month.ts';
import type { CalendarEventData, EventCategoryData, SectionData } from '../../shared/page-state.ts';
import { failed, found, sectionOnly, type PageKind, type SectionLoadRequest } from '../page-kind.ts';
import { knownCategory } from '../known-category.ts';

export interface CalendarContent {
  section: SectionData;
  /** The validated URL parameters (the month null for the current month). */
  params: CalendarParams;
  /** The month shown (`YYYY-MM`) and today (`YYYY-MM-DD`), both in Asia/Bangkok. */
  month: string;
  today: string;
  /** The first day listed: the month's first day, or today in the agenda of the current month. */
  from: string;
  events: CalendarEventData[];
  total: number;
  categories: EventCategoryData[];
}

/**
 * A calendar section: the month asked for (else the current month, in Asia/Bangkok), as a grid or an agenda
 * (the agenda of the current month starts today). A category the site does not have is ignored.
 */
export const calendarPage: PageKind<CalendarContent, SectionLoadRequest> = {
  async load({ query, lang, section, calendar: requested, t, site }) {
    const category = await knownCategory(
      requested.category,
      () => query(SectionCategoriesDocument, { lang, section: section.urlname, events: true }),
      (data) => data.currentSite.eventCategories ?? [],
    );
    if (!category.ok) return failed(category);
    const params = { ...requested, category: category.data };
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
    const { events, eventCategories } = outcome.data.currentSite;
    return found({
      content: {
        section: sectionOnly(section),
        params,
        month: monthKey(month),
        today,
        from,
        events: events.items,
        total: events.total,
        categories: eventCategories,
      },
      title: section.title,
      description: t('meta.description.calendar', { section: section.title, siteName: site.layout.siteName }),
      appliedQuery: calendarQuery(params),
    });
  },
};
