import { formatDayWithWeekday, formatMonthYear, formatTime, type Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import { bangkokDay, isOnDay, monthWeeks, parseMonthKey } from '../../shared/calendar-month.ts';
import type { CalendarEventData } from '../../shared/page-state.ts';
import { itemPath } from '../../shared/routes.ts';
import { titleLangAttribute } from '../content/lang-attribute.ts';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * A month as a real table: a caption with the month and year (Buddhist era on Thai pages), weekday column
 * headers, today marked aria-current="date", each day listing its events as links (a multi-day event on each of
 * its days). Links follow in reading order. On a phone the stylesheet turns it into a list of days with events.
 */
export function MonthGrid({
  month,
  today,
  events,
  lang,
}: {
  month: string;
  today: string;
  events: readonly CalendarEventData[];
  lang: Language;
}) {
  const t = useT();
  const yearMonth = parseMonthKey(month);
  return (
    <table className="cal-grid">
      <caption>{formatMonthYear(yearMonth.year, yearMonth.month, lang)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col">
              <abbr title={t(`calendar.weekdayLong${weekday}`)}>{t(`calendar.weekday${weekday}`)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(yearMonth).map((week, index) => (
          <tr key={index}>
            {week.map((day, position) =>
              day ? (
                <Day
                  key={day}
                  day={day}
                  isToday={day === today}
                  events={events.filter((event) => isOnDay(event, day))}
                  lang={lang}
                />
              ) : (
                <td key={`blank-${position}`} className="cal-grid__blank" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Day({
  day,
  isToday,
  events,
  lang,
}: {
  day: string;
  isToday: boolean;
  events: readonly CalendarEventData[];
  lang: Language;
}) {
  const t = useT();
  const classes = ['cal-day', events.length > 0 ? 'cal-day--events' : '', isToday ? 'cal-day--today' : ''];
  return (
    <td className={classes.filter(Boolean).join(' ')} aria-current={isToday ? 'date' : undefined}>
      <p className="cal-day__date">
        <time dateTime={day}>
          <span className="cal-day__number">{Number(day.slice(8))}</span>
          <span className="cal-day__full">{formatDayWithWeekday(day, lang)}</span>
        </time>
        {isToday ? <span className="cal-day__today">{t('calendar.today')}</span> : null}
      </p>
      {events.length > 0 ? (
        <ul className="cal-day__events">
          {events.map((event) => {
            const startsToday = !event.allDay && bangkokDay(event.start) === day;
            return (
              <li key={event.id}>
                <a href={itemPath(lang, event.section, event.id)} className="cal-event">
                  {startsToday ? (
                    <span className="cal-event__time">{formatTime(event.start, lang)}</span>
                  ) : null}{' '}
                  <span {...titleLangAttribute(event.title, event.contentLang, lang)}>{event.title}</span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </td>
  );
}
