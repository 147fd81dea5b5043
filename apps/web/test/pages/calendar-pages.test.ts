import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventPage } from '@probation/contract';
import { bangkokDate, createEventFixtures, type EventFixtures } from '../server/support/content-fixtures.ts';
import { DEMO_ITEMS } from '../server/support/demo-items.ts';
import { DEMO_SITE_IDS } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import {
  crumbsOf,
  definitionOf,
  headAttribute,
  jsonLdOf,
  linksOf,
  linksTo,
  pageAnswer,
  selectedOption,
  type PageDom,
} from './support/page-dom.ts';

/**
 * The calendar pages through app.inject on the production build, in front of the department API: the
 * demo seed's events around today, and the test's own in December 2025, a month the seed leaves empty
 * (content-fixtures.ts).
 */
const suite = usePageApp();
const { get } = suite;
const open = async (path: string) => pageAnswer(await get(path));
let events: EventFixtures;
/** `/en/calendar/{id}` of one of the test's events. */
const eventPath = (event: keyof EventFixtures, lang = 'en') => `/${lang}/calendar/${events[event].id}`;

beforeAll(async () => {
  events = await createEventFixtures(suite.deptApi);
});

/** The content lines of an iCalendar body: every physical line at most 75 octets, folded lines joined again. */
function icsLines(body: string): string[] {
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  return body.replace(/\r\n /g, '').split('\r\n');
}

/** The cell of the month grid for a day (YYYY-MM-DD). */
const dayCell = (page: PageDom, day: string) =>
  page.document.querySelector(`table time[datetime="${day}"]`)!.closest('td')!;

/** The month grid's column headers: [scope, the weekday a screen reader reads (abbr title), the abbreviation]. */
const weekdays = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => {
      const abbr = header.querySelector('abbr');
      return [header.getAttribute('scope'), abbr?.getAttribute('title'), abbr?.textContent];
    });

describe('the month grid', () => {
  it('shows a given month as a table: caption, weekday headers, each day with its events as links', async () => {
    const page = await open('/en/calendar?month=2025-12');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Events calendar | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Events calendar');
    const table = page.getByRole('table', { name: 'December 2025' });
    expect(table.querySelector('caption')?.textContent).toBe('December 2025');
    expect(weekdays(table)[0]).toEqual(['col', 'Sunday', 'Sun']);
    expect(weekdays(table).map(([, title]) => title)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    // 1 December 2025 is a Monday: one blank cell first.
    const firstWeek = [...table.querySelector('tbody tr')!.children];
    expect(
      firstWeek
        .slice(0, 2)
        .map((cell) => [cell.className.split(' ')[0], cell.querySelector('time')?.getAttribute('datetime')]),
    ).toEqual([
      ['cal-grid__blank', undefined],
      ['cal-day', '2025-12-01'],
    ]);
    expect(firstWeek.slice(0, 1).map((cell) => cell.textContent)).toEqual(['']);
    expect(linksTo(page, eventPath('holiday')).length).toBeGreaterThan(0);
    // The three-day training is on the 9th, 10th and 11th; the all-day event across the month edge on the 1st.
    expect(linksTo(page, eventPath('training'))).toHaveLength(3);
    expect(linksTo(page, eventPath('edge'))).toHaveLength(1);
    const ninth = dayCell(page, '2025-12-09');
    expect(ninth.querySelector('.cal-day__full')?.textContent).toBe('Tuesday, 9 December 2025');
    expect(
      within(ninth)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['09:00 Volunteer training', '13:30 ประชุมคณะกรรมการ']);
    expect(within(ninth).getByText('ประชุมคณะกรรมการ').getAttribute('lang')).toBe('th');
    expect(page.getByRole('status').textContent).toBe('4 events in December 2025');
    expect(page.document.querySelector('[aria-current="date"]')).toBeNull();
  });

  it('writes Thai weekdays and the Buddhist era on Thai pages', async () => {
    const page = await open('/th/calendar?month=2025-12');
    const table = page.getByRole('table', { name: 'ธันวาคม 2568' });
    expect(weekdays(table).map(([, , shown]) => shown)).toEqual(['อา.', 'จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.']);
    expect(page.mainText).toContain('วันอังคารที่ 9 ธันวาคม 2568');
    expect(page.mainText).toContain('09.00');
  });

  it('shows the current month by default with today marked, and falls back to it for a bad month', async () => {
    const today = bangkokDate(new Date());
    const current = await open('/en/calendar');
    expect(current.statusCode).toBe(200);
    const marked = [...current.document.querySelectorAll('[aria-current="date"]')];
    expect(marked).toHaveLength(1);
    expect(marked[0]).toBe(dayCell(current, today));
    expect(marked[0]!.className).toMatch(/^cal-day\b/);
    expect(linksTo(current, eventPath('today')).length).toBeGreaterThan(0);
    // and the demo seed's events of the month.
    const month = today.slice(0, 7);
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const next =
      monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
    const seeded = await suite.deptApi.read<EventPage>(
      `/site/${DEMO_SITE_IDS.dept}/events?from=${month}-01T00:00:00%2B07:00&to=${next}-01T00:00:00%2B07:00&page_size=100`,
    );
    expect(seeded.items.length).toBeGreaterThan(1);
    for (const event of seeded.items) {
      expect(linksTo(current, `/en/calendar/${event.id}`).length, event.id).toBeGreaterThan(0);
    }
    for (const bad of ['2026-13', 'december', '1850-01', '2026-1']) {
      const fallback = await open(`/en/calendar?month=${bad}&utm_source=x`);
      expect(fallback.statusCode).toBe(200);
      expect(fallback.document.querySelector(`time[datetime="${today}"]`)).not.toBeNull();
      expect(headAttribute(fallback, 'link[rel="canonical"]', 'href')).toBe(
        'http://localhost:3000/en/calendar',
      );
    }
  });

  it('links the previous, current and next month and the views, keeping the category', async () => {
    const page = await open('/en/calendar?month=2025-12&category=training');
    expect(linksOf(page, 'Months')).toEqual(
      [
        '/en/calendar?month=2025-11&category=training',
        '/en/calendar?category=training',
        '/en/calendar?month=2026-01&category=training',
      ].map((href) =>
        href.includes(bangkokDate(new Date()).slice(0, 7)) ? '/en/calendar?category=training' : href,
      ),
    );
    expect(linksOf(page, 'Calendar views')).toEqual([
      '/en/calendar?month=2025-12&category=training',
      '/en/calendar?month=2025-12&view=agenda&category=training',
    ]);
    expect(linksTo(page, eventPath('training')).length).toBeGreaterThan(0);
    expect(page.document.querySelector(`a[href="${eventPath('holiday')}"]`)).toBeNull();
    expect(selectedOption(page.getByLabelText('Category'))).toEqual(['training', 'Training']);
  });

  it('costs one events call a month, and the page cache keeps only validated parameters', async () => {
    const first = await get('/th/calendar?month=2027-02&view=agenda');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(suite.deptApi.calls.events).toBe(1);
    expect(suite.deptApi.calls.eventCategories).toBeLessThanOrEqual(1);
    const again = await get('/th/calendar?view=agenda&utm_source=line&month=2027-02');
    expect(again.headers['x-page-cache']).toBe('hit');
    const grid = await get('/th/calendar?month=2027-02');
    expect(grid.headers['x-page-cache']).toBe('miss');
    // The grid and the agenda of a month ask for the same range: one cached upstream answer.
    expect(suite.deptApi.calls.events).toBe(1);
    await get('/th/calendar?month=2027-03');
    expect(suite.deptApi.calls.events).toBe(2);
    expect(suite.deptApi.calls.eventCategories).toBeLessThanOrEqual(1);
  });

  it('ignores a category the site does not have', async () => {
    const page = await open('/en/calendar?month=2025-12&category=parties');
    expect(page.statusCode).toBe(200);
    expect(linksTo(page, eventPath('holiday')).length).toBeGreaterThan(0);
    expect(headAttribute(page, 'link[rel="canonical"]', 'href')).toBe(
      'http://localhost:3000/en/calendar?month=2025-12',
    );
  });
});

describe('the agenda', () => {
  it('groups the month by day, each event once with its time, place and category', async () => {
    const page = await open('/en/calendar?month=2025-12&view=agenda');
    expect(page.statusCode).toBe(200);
    const agenda = page.getByRole('region', { name: 'Events in December 2025' });
    expect(within(agenda).getByRole('heading', { level: 2 }).textContent).toBe('Events in December 2025');
    const days = within(agenda).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2025-12-01',
      '2025-12-05',
      '2025-12-09',
    ]);
    expect(days.map((day) => within(agenda).getByRole('region', { name: day.textContent! }))).toHaveLength(3);
    expect(linksTo(page, eventPath('training'))).toHaveLength(1);
    expect(page.mainText).toContain('9 December 2025, 09:00 to 11 December 2025, 16:30');
    expect(days[1]!.textContent).toBe('Friday, 5 December 2025');
    expect(page.getByText('All day')).toBeTruthy();
    expect(page.mainText).toContain('Town hall');
    expect(page.getByRole('link', { name: 'Agenda' }).getAttribute('aria-current')).toBe('page');
  });

  it('in Thai, with Thai times', async () => {
    const page = await open('/th/calendar?month=2025-12&view=agenda');
    expect(page.getByRole('heading', { level: 2, name: 'กำหนดการเดือนธันวาคม 2568' })).toBeTruthy();
    expect(page.getByText('เวลา 13.30 - 15.30 น.')).toBeTruthy();
    expect(page.getByText('ตลอดวัน')).toBeTruthy();
  });

  it('starts at today in the current month', async () => {
    const page = await open('/en/calendar?view=agenda');
    expect(page.getByRole('heading', { level: 2, name: /^Events from today to the end of / })).toBeTruthy();
    expect(page.getByRole('status').textContent).toMatch(/^\d+ events? from today/);
    expect(linksTo(page, eventPath('today')).length).toBeGreaterThan(0);
  });
});

describe('an event page', () => {
  it('shows the event: when, where with a map link, category, description, .ics link, share links', async () => {
    const page = await open(eventPath('training'));
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Volunteer training | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Volunteer training');
    expect(definitionOf(page, 'Date and time').textContent).toBe(
      '9 December 2025, 09:00 to 11 December 2025, 16:30',
    );
    const location = definitionOf(page, 'Location');
    expect(location.textContent).toMatch(/^Town hall, Ratchadamnoen Road /);
    const map = within(location).getByRole('link', { name: 'View on a map (opens in a new tab)' });
    expect(['href', 'rel', 'target'].map((name) => map.getAttribute(name))).toEqual([
      'https://maps.example.org/?q=town-hall',
      'noopener noreferrer',
      '_blank',
    ]);
    expect(definitionOf(page, 'Category').textContent).toBe('Training');
    const ics = page.getByRole('link', { name: 'Add to calendar (.ics)' });
    expect([ics.getAttribute('href'), ics.getAttribute('download')]).toEqual([
      `${eventPath('training')}/event.ics`,
      '',
    ]);
    expect(page.getByRole('region', { name: 'Share this event' })).toBeTruthy();
    expect(crumbsOf(page).slice(-2)).toEqual([
      { text: 'Events calendar', href: '/en/calendar' },
      { text: 'Volunteer training', current: 'page' },
    ]);
    expect(jsonLdOf(page)).toMatchObject([
      {
        '@type': 'Event',
        name: 'Volunteer training',
        startDate: '2025-12-09T09:00:00+07:00',
        endDate: '2025-12-11T16:30:00+07:00',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: 'Town hall', address: 'Ratchadamnoen Road' },
        organizer: { '@type': 'GovernmentOrganization', name: 'Department of Probation' },
      },
    ]);
    expect(headAttribute(page, 'meta[property="og:url"]')).toBe(
      `http://localhost:3000${eventPath('training')}`,
    );
  });

  it('shows an all-day event in Thai with the Buddhist era', async () => {
    const page = await open(eventPath('holiday', 'th'));
    expect(definitionOf(page, 'วันและเวลา').textContent).toBe('วันศุกร์ที่ 5 ธันวาคม 2568 (ตลอดวัน)');
    expect(jsonLdOf(page)).toMatchObject([{ startDate: '2025-12-05', endDate: '2025-12-05' }]);
  });

  it('shows Thai text with the English fallback notice, and never the unsanitised description', async () => {
    const page = await open(eventPath('meeting'));
    expect(page.getByRole('note').textContent).toBe(
      'This event has no English version yet, so it is shown in Thai.',
    );
    const heading = page.getByRole('heading', { level: 1 });
    expect([heading.textContent, heading.getAttribute('lang')]).toEqual(['ประชุมคณะกรรมการ', 'th']);
    // The raw bytes, not a parse of them: nothing executable reaches the browser in any spelling.
    expect(page.body).not.toMatch(/<script>alert|onerror=|javascript:alert|<iframe/);
  });

  it('is the 404 page for an unknown event, an event of another site and an event under another section', async () => {
    for (const [path, host] of [
      ['/en/calendar/no-such-event', 'localhost'],
      [eventPath('chiangmai'), 'localhost'],
      [`/en/press-releases/${events.training.id}`, 'localhost'],
      [`/en/calendar/${DEMO_ITEMS.news.id}`, 'localhost'],
      [eventPath('training', 'th'), 'chiangmai.localhost'],
    ] as const) {
      const response = await get(path, host);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});

describe('the .ics download', () => {
  it('answers an iCalendar attachment of the event', async () => {
    const { id } = events.training;
    const response = await get(`${eventPath('training')}/event.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${id}.ics"`);
    const lines = icsLines(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'BEGIN:VEVENT',
        `UID:${id}.${DEMO_SITE_IDS.dept}@calendar.probation`,
        'DTSTART:20251209T020000Z',
        'DTEND:20251211T093000Z',
        'SUMMARY;LANGUAGE=en:Volunteer training',
        'DESCRIPTION;LANGUAGE=en:Three days\\; bring "ID"\\, pens & notes',
        'LOCATION;LANGUAGE=en:Town hall\\, Ratchadamnoen Road',
        `URL:http://localhost:3000${eventPath('training')}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.some((line) => line.startsWith('DTSTAMP:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
  });

  it('gives an all-day event dates with an exclusive end, in Thai, with the same UID', async () => {
    const uid = `UID:${events.edge.id}.${DEMO_SITE_IDS.dept}@calendar.probation`;
    const thai = await get(`${eventPath('edge', 'th')}/event.ics`);
    const lines = icsLines(thai.body);
    expect(lines).toEqual(
      expect.arrayContaining([
        'DTSTART;VALUE=DATE:20251130',
        'DTEND;VALUE=DATE:20251202',
        'SUMMARY;LANGUAGE=th:บริการสังคมข้ามเดือน',
        uid,
      ]),
    );
    const english = await get(`${eventPath('edge')}/event.ics`);
    expect(english.body).toContain(uid);
  });

  it('is the 404 page for an event that is not there', async () => {
    expect((await get('/en/calendar/no-such-event/event.ics')).statusCode).toBe(404);
    expect((await get(`${eventPath('chiangmai')}/event.ics`)).statusCode).toBe(404);
    expect((await get(`/en${DEMO_ITEMS.news.path}/event.ics`)).statusCode).toBe(404);
    expect((await get(`/xx/calendar/${events.training.id}/event.ics`)).statusCode).toBe(404);
  });
});
