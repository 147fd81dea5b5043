import { describe, expect, it } from 'vitest';
import { bangkokDay } from '../server/support/fake-events.ts';
import { usePageApp } from './support/page-app.ts';

/** The calendar pages (issue 3) through app.inject on the production build, in front of the fake department API. */
const suite = usePageApp();
const { get } = suite;

/** The cells of the month grid's body, in order, as text with tags removed. */
function gridText(body: string): string {
  const table = /<table class="cal-grid">([\s\S]*?)<\/table>/.exec(body)?.[1] ?? '';
  return table.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

/** The content lines of an iCalendar body: every physical line at most 75 octets, folded lines joined again. */
function icsLines(body: string): string[] {
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  return body.replace(/\r\n /g, '').split('\r\n');
}

function hrefsOf(body: string, navLabel: string): string[] {
  const nav =
    new RegExp(`<nav class="[^"]*" aria-label="${navLabel}">([\\s\\S]*?)</nav>`).exec(body)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

describe('the month grid', () => {
  it('shows a given month as a table: caption, weekday headers, each day with its events as links', async () => {
    const { statusCode, body } = await get('/en/calendar?month=2026-12');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Events Calendar | Department of Probation</title>');
    expect(body).toContain('<h1>Events Calendar</h1>');
    expect(body).toContain('<caption>December 2026</caption>');
    expect(body).toContain('<th scope="col"><abbr title="Sunday">Sun</abbr></th>');
    // 1 December 2026 is a Tuesday: two blank cells first.
    expect(body).toMatch(
      /<tbody><tr><td class="cal-grid__blank"><\/td><td class="cal-grid__blank"><\/td><td class="cal-day/,
    );
    expect(body).toContain('href="/en/calendar/ev-holiday"');
    // The three-day training is on the 9th, 10th and 11th; the all-day event across the month edge on the 1st.
    expect(body.match(/href="\/en\/calendar\/ev-training"/g)).toHaveLength(3);
    expect(body.match(/href="\/en\/calendar\/ev-edge"/g)).toHaveLength(1);
    expect(gridText(body)).toMatch(
      / 9 Wednesday, 9 December 2026 09:00 Volunteer training 13:30 ประชุมคณะกรรมการ /,
    );
    expect(body).toContain('<span lang="th">ประชุมคณะกรรมการ</span>');
    expect(body).toContain('4 events in December 2026');
    expect(body).not.toContain('aria-current="date"');
  });

  it('writes Thai weekdays and the Buddhist era on Thai pages', async () => {
    const { body } = await get('/th/calendar?month=2026-12');
    expect(body).toContain('<caption>ธันวาคม 2569</caption>');
    const headers = [...body.matchAll(/<abbr title="[^"]+">([^<]+)<\/abbr>/g)].map((match) => match[1]);
    expect(headers).toEqual(['อา.', 'จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.']);
    expect(body).toContain('วันพุธที่ 9 ธันวาคม 2569');
    expect(body).toContain('09.00');
  });

  it('shows the current month by default with today marked, and falls back to it for a bad month', async () => {
    const today = bangkokDay(0);
    const current = await get('/en/calendar');
    expect(current.statusCode).toBe(200);
    expect(current.body).toMatch(
      new RegExp(
        `<td class="cal-day[^"]*" aria-current="date"><p class="cal-day__date"><time dateTime="${today}"`,
      ),
    );
    expect(current.body).toContain('href="/en/calendar/ev-today"');
    for (const bad of ['2026-13', 'december', '1850-01', '2026-1']) {
      const fallback = await get(`/en/calendar?month=${bad}&utm_source=x`);
      expect(fallback.statusCode).toBe(200);
      expect(fallback.body).toContain(`<time dateTime="${today}"`);
      expect(fallback.body).toContain('<link rel="canonical" href="http://localhost:3000/en/calendar">');
    }
  });

  it('links the previous, current and next month and the views, keeping the category', async () => {
    const { body } = await get('/en/calendar?month=2026-12&category=training');
    expect(hrefsOf(body, 'Months')).toEqual(
      [
        '/en/calendar?month=2026-11&category=training',
        '/en/calendar?category=training',
        '/en/calendar?month=2027-01&category=training',
      ].map((href) => (href.includes(bangkokDay(0).slice(0, 7)) ? '/en/calendar?category=training' : href)),
    );
    expect(hrefsOf(body, 'Calendar views')).toEqual([
      '/en/calendar?month=2026-12&category=training',
      '/en/calendar?month=2026-12&view=agenda&category=training',
    ]);
    expect(body).toContain('href="/en/calendar/ev-training"');
    expect(body).not.toContain('href="/en/calendar/ev-holiday"');
    expect(body).toContain('<option value="training" selected="">Training</option>');
  });

  it('costs one events call a month, and the page cache keeps only validated parameters', async () => {
    const first = await get('/th/calendar?month=2027-02&view=agenda');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(suite.fake.calls.events).toBe(1);
    expect(suite.fake.calls.eventCategories).toBeLessThanOrEqual(1);
    const again = await get('/th/calendar?view=agenda&utm_source=line&month=2027-02');
    expect(again.headers['x-page-cache']).toBe('hit');
    const grid = await get('/th/calendar?month=2027-02');
    expect(grid.headers['x-page-cache']).toBe('miss');
    // The grid and the agenda of a month ask for the same range: one cached upstream answer.
    expect(suite.fake.calls.events).toBe(1);
    await get('/th/calendar?month=2027-03');
    expect(suite.fake.calls.events).toBe(2);
    expect(suite.fake.calls.eventCategories).toBeLessThanOrEqual(1);
  });

  it('ignores a category the site does not have', async () => {
    const { statusCode, body } = await get('/en/calendar?month=2026-12&category=parties');
    expect(statusCode).toBe(200);
    expect(body).toContain('href="/en/calendar/ev-holiday"');
    expect(body).toContain('<link rel="canonical" href="http://localhost:3000/en/calendar?month=2026-12">');
  });
});

describe('the agenda', () => {
  it('groups the month by day, each event once with its time, place and category', async () => {
    const { statusCode, body } = await get('/en/calendar?month=2026-12&view=agenda');
    expect(statusCode).toBe(200);
    expect(body).toContain('<h2 id="agenda-heading">Events in December 2026</h2>');
    const days = [...body.matchAll(/<h3 id="agenda-([\d-]+)"/g)].map((match) => match[1]);
    expect(days).toEqual(['2026-12-01', '2026-12-05', '2026-12-09']);
    expect(body.match(/href="\/en\/calendar\/ev-training"/g)).toHaveLength(1);
    expect(body).toContain('9 December 2026, 09:00 to 11 December 2026, 16:30');
    expect(body).toContain('Saturday, 5 December 2026');
    expect(body).toContain('>All day<');
    expect(body).toContain('Town hall');
    expect(body).toContain('aria-current="page">Agenda</a>');
  });

  it('in Thai, with Thai times', async () => {
    const { body } = await get('/th/calendar?month=2026-12&view=agenda');
    expect(body).toContain('กำหนดการเดือนธันวาคม 2569');
    expect(body).toContain('เวลา 13.30 - 15.30 น.');
    expect(body).toContain('ตลอดวัน');
  });

  it('starts at today in the current month', async () => {
    const { body } = await get('/en/calendar?view=agenda');
    expect(body).toContain('Events from today to the end of');
    expect(body).toMatch(/\d+ events from today/);
    expect(body).toContain('href="/en/calendar/ev-today"');
  });
});

describe('an event page', () => {
  it('shows the event: when, where with a map link, category, description, .ics link, share links', async () => {
    const { statusCode, body } = await get('/en/calendar/ev-training');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Volunteer training | Department of Probation</title>');
    expect(body).toContain('<h1>Volunteer training</h1>');
    expect(body).toContain('9 December 2026, 09:00 to 11 December 2026, 16:30');
    expect(body).toContain('Town hall<!-- -->, <!-- -->Ratchadamnoen Road');
    expect(body).toContain(
      'href="https://maps.example.org/?q=town-hall" rel="noopener noreferrer" target="_blank"',
    );
    expect(body).toContain('<dd>Training</dd>');
    expect(body).toContain('href="/en/calendar/ev-training/event.ics" download=""');
    expect(body).toContain('Share this event');
    expect(body).toMatch(/<nav class="breadcrumbs"[\s\S]*href="\/en\/calendar">Events Calendar<\/a>/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Volunteer training',
      startDate: '2026-12-09T09:00:00+07:00',
      endDate: '2026-12-11T16:30:00+07:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Town hall', address: 'Ratchadamnoen Road' },
      organizer: { '@type': 'GovernmentOrganization', name: 'Department of Probation' },
    });
    expect(body).toContain(
      '<meta property="og:url" content="http://localhost:3000/en/calendar/ev-training">',
    );
  });

  it('shows an all-day event in Thai with the Buddhist era', async () => {
    const { body } = await get('/th/calendar/ev-holiday');
    expect(body).toContain('วันเสาร์ที่ 5 ธันวาคม 2569 (ตลอดวัน)');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)![1]!);
    expect(jsonLd).toMatchObject({ startDate: '2026-12-05', endDate: '2026-12-05' });
  });

  it('shows Thai text with the English fallback notice, and never the unsanitised description', async () => {
    const { body } = await get('/en/calendar/ev-meeting');
    expect(body).toContain('This event has no English version yet, so it is shown in Thai.');
    expect(body).toContain('<h1 lang="th">ประชุมคณะกรรมการ</h1>');
    expect(body).not.toMatch(/<script>alert|onerror=|javascript:alert|<iframe/);
  });

  it('is the 404 page for an unknown event, an event of another site and an event under another section', async () => {
    for (const [path, host] of [
      ['/en/calendar/ev-nothing', 'localhost'],
      ['/en/calendar/ev-chiangmai', 'localhost'],
      ['/en/press-releases/ev-training', 'localhost'],
      ['/en/calendar/n-0001', 'localhost'],
      ['/th/calendar/ev-training', 'chiangmai.localhost'],
    ] as const) {
      const response = await get(path, host);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});

describe('the .ics download', () => {
  it('answers an iCalendar attachment of the event', async () => {
    const response = await get('/en/calendar/ev-training/event.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ev-training.ics"');
    const lines = icsLines(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:ev-training.64b000000000000000000001@calendar.probation',
        'DTSTART:20261209T020000Z',
        'DTEND:20261211T093000Z',
        'SUMMARY;LANGUAGE=en:Volunteer training',
        'DESCRIPTION;LANGUAGE=en:Three days\\; bring "ID"\\, pens & notes',
        'LOCATION;LANGUAGE=en:Town hall\\, Ratchadamnoen Road',
        'URL:http://localhost:3000/en/calendar/ev-training',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.some((line) => line.startsWith('DTSTAMP:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
  });

  it('gives an all-day event dates with an exclusive end, in Thai, with the same UID', async () => {
    const thai = await get('/th/calendar/ev-edge/event.ics');
    const lines = icsLines(thai.body);
    expect(lines).toEqual(
      expect.arrayContaining([
        'DTSTART;VALUE=DATE:20261130',
        'DTEND;VALUE=DATE:20261202',
        'SUMMARY;LANGUAGE=th:บริการสังคมข้ามเดือน',
        'UID:ev-edge.64b000000000000000000001@calendar.probation',
      ]),
    );
    const english = await get('/en/calendar/ev-edge/event.ics');
    expect(english.body).toContain('UID:ev-edge.64b000000000000000000001@calendar.probation');
  });

  it('is the 404 page for an event that is not there', async () => {
    expect((await get('/en/calendar/ev-nothing/event.ics')).statusCode).toBe(404);
    expect((await get('/en/calendar/ev-chiangmai/event.ics')).statusCode).toBe(404);
    expect((await get('/en/press-releases/n-0001/event.ics')).statusCode).toBe(404);
    expect((await get('/xx/calendar/ev-training/event.ics')).statusCode).toBe(404);
  });
});
