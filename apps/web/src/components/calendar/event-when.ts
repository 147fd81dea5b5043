import { formatDay, formatDayWithWeekday, formatTime, type Language } from '@probation/i18n';
import type { TFunction } from 'i18next';
import { bangkokDay, eventDaySpan, type EventTimes } from '../../shared/calendar-month.ts';

/**
 * When an event takes place, as a sentence (Buddhist era on Thai pages, Bangkok times): one day, all day or
 * with its hours, or from one day (and time) to another.
 */
export function eventWhen(event: EventTimes, lang: Language, t: TFunction): string {
  const { first, last } = eventDaySpan(event);
  if (event.allDay) {
    return first === last
      ? t('calendar.allDayOn', { date: formatDayWithWeekday(first, lang) })
      : t('calendar.dateRange', { start: formatDay(first, lang), end: formatDay(last, lang) });
  }
  const start = formatTime(event.start, lang);
  const end = formatTime(event.end, lang);
  if (first === last) {
    const times =
      start === end ? t('calendar.time', { time: start }) : t('calendar.timeRange', { start, end });
    return t('calendar.dayWithTimes', { date: formatDayWithWeekday(first, lang), times });
  }
  return t('calendar.dateRange', {
    start: t('calendar.dateAtTime', { date: formatDay(first, lang), time: start }),
    end: t('calendar.dateAtTime', { date: formatDay(bangkokDay(event.end), lang), time: end }),
  });
}

/**
 * The time of an event on one of its days, for lists under a day heading: "All day", its hours, or for a
 * multi-day event the whole span.
 */
export function eventTimeOnDay(event: EventTimes, lang: Language, t: TFunction): string {
  const { first, last } = eventDaySpan(event);
  if (first !== last) return eventWhen(event, lang, t);
  if (event.allDay) return t('calendar.allDay');
  const start = formatTime(event.start, lang);
  const end = formatTime(event.end, lang);
  return start === end ? t('calendar.time', { time: start }) : t('calendar.timeRange', { start, end });
}
