import { formatMonthYear, formatNumber } from '@probation/i18n';
import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { CalendarContent } from './page.ts';
import { sectionPath } from '../../shared/routes.ts';
import { monthKey, monthOf, parseMonthKey } from '../../shared/calendar-month.ts';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { AgendaList } from '../../components/calendar/AgendaList.tsx';
import { CalendarControls } from '../../components/calendar/CalendarControls.tsx';
import { MonthGrid } from '../../components/calendar/MonthGrid.tsx';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';

/** A calendar section: a month as a grid or an agenda, with the month, view and category in the URL. */
export function CalendarPage({ state, content }: PageProps<CalendarContent>) {
  const t = useT();
  const { lang } = state;

  const { section, params, month, today, from, events, total, categories } = content;
  const { year, month: number } = parseMonthKey(month);
  const monthName = formatMonthYear(year, number, lang);
  const currentMonth = monthKey(monthOf(today));
  const upcoming = params.view === 'agenda' && from !== `${month}-01`;
  const empty = params.category
    ? t('calendar.emptyFiltered', { month: monthName })
    : t('calendar.emptyMonth', { month: monthName });
  return (
    <div className="container page-body calendar">
      <SectionBreadcrumbs state={state} section={section} />
      <h1 {...foreignLangAttribute(section.title, lang)}>{section.title}</h1>
      <CalendarControls
        path={sectionPath(lang, section.urlname)}
        params={params}
        month={month}
        currentMonth={currentMonth}
        categories={categories}
        lang={lang}
      />
      <div className="list-header" role="status">
        <p>
          {upcoming
            ? t('calendar.totalUpcoming', { count: total, formatted: formatNumber(total, lang) })
            : t('calendar.total', { count: total, formatted: formatNumber(total, lang), month: monthName })}
        </p>
      </div>
      {params.view === 'agenda' ? (
        <section aria-labelledby="agenda-heading">
          <h2 id="agenda-heading">
            {upcoming
              ? t('calendar.upcomingHeading', { month: monthName })
              : t('calendar.agendaHeading', { month: monthName })}
          </h2>
          {events.length > 0 ? (
            <AgendaList events={events} from={from} today={today} lang={lang} headingLevel={3} />
          ) : (
            <p className="empty-state">{empty}</p>
          )}
        </section>
      ) : (
        <>
          <MonthGrid month={month} today={today} events={events} lang={lang} />
          {events.length === 0 ? <p className="empty-state">{empty}</p> : null}
        </>
      )}
    </div>
  );
}
