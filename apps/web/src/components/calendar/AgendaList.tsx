import { formatDayWithWeekday, type Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import { eventDaySpan } from '../../shared/calendar-month.ts';
import type { CalendarEventData } from '../../shared/page-state.ts';
import { langAttribute } from '../content/lang-attribute.ts';
import { EventTitle } from './EventTitle.tsx';
import { eventTimeOnDay } from './event-when.ts';

/** Events grouped by day, each event once: under its first day from `from` on (a multi-day event shows its span). */
export function groupByDay(
  events: readonly CalendarEventData[],
  from: string,
): { day: string; events: CalendarEventData[] }[] {
  const groups = new Map<string, CalendarEventData[]>();
  for (const event of events) {
    const { first } = eventDaySpan(event);
    const day = first < from ? from : first;
    groups.set(day, [...(groups.get(day) ?? []), event]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, list]) => ({ day, events: list }));
}

/** The agenda: a heading per day (today marked), and for each event its time, title link, place and category. */
export function AgendaList({
  events,
  from,
  today,
  lang,
  headingLevel,
}: {
  events: readonly CalendarEventData[];
  from: string;
  today: string;
  lang: Language;
  /** The level of the day headings. */
  headingLevel: 2 | 3;
}) {
  const t = useT();
  const DayHeading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="agenda">
      {groupByDay(events, from).map(({ day, events: ofDay }) => (
        <section key={day} className="agenda__day" aria-labelledby={`agenda-${day}`}>
          <DayHeading id={`agenda-${day}`} className="agenda__date">
            <time dateTime={day} aria-current={day === today ? 'date' : undefined}>
              {formatDayWithWeekday(day, lang)}
            </time>
            {day === today ? <span className="cal-day__today">{t('calendar.today')}</span> : null}
          </DayHeading>
          <ul className="agenda__events">
            {ofDay.map((event) => {
              const textLang = langAttribute(event.contentLang, lang);
              return (
                <li key={event.id} className="agenda-event">
                  <p className="agenda-event__time">{eventTimeOnDay(event, lang, t)}</p>
                  <EventTitle event={event} lang={lang} />
                  {event.location || event.category ? (
                    <p className="agenda-event__meta">
                      {event.location ? (
                        <span>
                          <span className="visually-hidden">{t('calendar.location')}: </span>
                          <span {...textLang}>{event.location.name}</span>
                        </span>
                      ) : null}
                      {event.location && event.category ? ' · ' : null}
                      {event.category ? (
                        <span>
                          <span className="visually-hidden">{t('calendar.category')}: </span>
                          {event.category.label}
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
