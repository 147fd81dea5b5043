import { formatDay, type Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { UpcomingEventsFieldsFragment } from '../../shared/generated/graphql.ts';
import { eventDaySpan } from '../../shared/calendar-month.ts';
import { sectionPath } from '../../shared/routes.ts';
import { langAttribute } from '../content/lang-attribute.ts';
import { EventTitle } from './EventTitle.tsx';
import { eventTimeOnDay } from './event-when.ts';

export type UpcomingEventsData = UpcomingEventsFieldsFragment;

/**
 * The site's next events (for the home page): date, time, title link and place of each, and a link to the
 * calendar. Takes the data of the `UpcomingEventsFields` fragment (src/client/calendar/upcoming-events.graphql).
 */
export function UpcomingEvents({
  data,
  lang,
  headingLevel = 2,
}: {
  data: UpcomingEventsData;
  lang: Language;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const calendar = data.calendarSections.find((section) => section.type === 'calendar');
  const { items } = data.upcomingEvents;
  return (
    <section className="upcoming-events" aria-labelledby="upcoming-events-heading">
      <Heading id="upcoming-events-heading">{t('calendar.upcoming')}</Heading>
      {items.length > 0 ? (
        <ul className="upcoming-events__list">
          {items.map((event) => {
            const { first } = eventDaySpan(event);
            const textLang = langAttribute(event.contentLang, lang);
            return (
              <li key={event.id} className="agenda-event">
                <p className="agenda-event__time">
                  <time dateTime={first}>{formatDay(first, lang)}</time> · {eventTimeOnDay(event, lang, t)}
                </p>
                <EventTitle event={event} lang={lang} />
                {event.location ? (
                  <p className="agenda-event__meta" {...textLang}>
                    {event.location.name}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="empty-state">{t('calendar.upcomingEmpty')}</p>
      )}
      {calendar ? (
        <p className="section-more">
          <a href={sectionPath(lang, calendar.urlname)}>{t('calendar.seeCalendar')}</a>
        </p>
      ) : null}
    </section>
  );
}
