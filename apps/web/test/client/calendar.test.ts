import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { describe, expect, it } from 'vitest';
import { UpcomingEvents, type UpcomingEventsData } from '../../src/components/calendar/UpcomingEvents.tsx';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import { eventDaySpan, monthWeeks } from '../../src/shared/calendar-month.ts';
import { calendarQuery, parseCalendarParams } from '../../src/shared/calendar-params.ts';
import { pageDom } from '../pages/support/page-dom.ts';

describe('calendar arithmetic', () => {
  it('lays a month out in weeks from Sunday, days of other months blank', () => {
    const weeks = monthWeeks({ year: 2026, month: 12 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(monthWeeks({ year: 2026, month: 2 }).flat().filter(Boolean)).toHaveLength(28);
  });

  it('finds the Bangkok days an event takes', () => {
    const overnight = { start: '2026-12-09T16:30:00.000Z', end: '2026-12-09T18:00:00.000Z', allDay: false };
    expect(eventDaySpan(overnight)).toEqual({ first: '2026-12-09', last: '2026-12-10' });
    const toMidnight = { start: '2026-12-09T10:00:00.000Z', end: '2026-12-09T17:00:00.000Z', allDay: false };
    expect(eventDaySpan(toMidnight)).toEqual({ first: '2026-12-09', last: '2026-12-09' });
    expect(eventDaySpan({ start: '2026-11-30', end: '2026-12-01', allDay: true })).toEqual({
      first: '2026-11-30',
      last: '2026-12-01',
    });
  });
});

describe('calendar URL parameters', () => {
  it('keeps valid values only and writes them back in one order', () => {
    expect(parseCalendarParams({ view: 'agenda', month: '2026-12', category: 'training', utm: 'x' })).toEqual(
      {
        month: '2026-12',
        view: 'agenda',
        category: 'training',
      },
    );
    expect(parseCalendarParams({ month: '2026-13', view: 'week', category: 'Bad!' })).toEqual({
      month: null,
      view: 'month',
      category: null,
    });
    expect(parseCalendarParams({ month: ['1850-01', '2026-01'] }).month).toBeNull();
    expect(calendarQuery({ month: '2026-12', view: 'agenda', category: 'training' })).toBe(
      '?month=2026-12&view=agenda&category=training',
    );
    expect(calendarQuery({ month: null, view: 'month', category: null })).toBe('');
  });
});

describe('UpcomingEvents', () => {
  const data: UpcomingEventsData = {
    upcomingEvents: {
      total: 2,
      items: [
        {
          id: 'dept-e-0001',
          section: 'calendar',
          title: 'ประชุมคณะกรรมการ',
          start: '2026-12-09T06:30:00.000Z',
          end: '2026-12-09T08:30:00.000Z',
          allDay: false,
          location: { name: 'ห้องประชุมชั้น 3' },
          category: { id: 'meeting', label: 'Meetings' },
          contentLang: 'th',
        },
        {
          id: 'dept-h-20261210',
          section: 'calendar',
          title: 'Constitution Day',
          start: '2026-12-10',
          end: '2026-12-10',
          allDay: true,
          location: null,
          category: null,
          contentLang: 'en',
        },
      ],
    },
    calendarSections: [
      { urlname: 'news', type: 'news' },
      { urlname: 'calendar', type: 'calendar' },
    ],
  };
  const render = (lang: 'th' | 'en', value = data) =>
    renderToString(
      createElement(
        TextsProvider,
        { i18n: i18nFor(lang) },
        createElement(UpcomingEvents, { data: value, lang }),
      ),
    );

  it('lists date, time, title link and place, and links the calendar', () => {
    const html = render('en');
    const page = pageDom(`<body>${html}</body>`);
    expect(page.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeTruthy();
    expect(page.getByRole('region', { name: 'Upcoming events' })).toBeTruthy();
    expect(html).toContain('9 December 2026');
    expect(html).toContain('13:30–15:30');
    const title = page.getByRole('link', { name: 'ประชุมคณะกรรมการ' });
    expect([title.getAttribute('href'), title.getAttribute('lang')]).toEqual([
      '/en/calendar/dept-e-0001',
      'th',
    ]);
    expect(html).toContain('All day');
    expect(page.getByRole('link', { name: 'See the events calendar' }).getAttribute('href')).toBe(
      '/en/calendar',
    );
  });

  it('writes Thai dates in the Buddhist era and says when nothing is coming', () => {
    expect(render('th')).toContain('9 ธันวาคม 2569');
    expect(render('th')).toContain('เวลา 13.30 - 15.30 น.');
    const empty = render('en', { ...data, upcomingEvents: { total: 0, items: [] } });
    expect(empty).toContain('There are no upcoming events.');
  });
});
