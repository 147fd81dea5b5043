import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryList, Event, EventInput, EventPage, EventSummary } from '@probation/contract';
import { bangkokDate } from '../src/content/bangkok-time.ts';
import { demoEvents, DEMO_EVENTS_PER_SITE, type DemoEventRow } from '../src/seed/content/demo-events.ts';
import { EVENT_CATEGORIES } from '../src/seed/content/event-categories.ts';
import { NEWS_VOICES } from '../src/seed/content/news-voices.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import {
  ADMIN,
  EDITOR,
  expectAnswer,
  expectError,
  startTestApi,
  TEST_SEED_DATE,
  type TestApi,
} from './helpers/test-api.ts';

let api: TestApi;
let gateway: string;
let editor: string;
let now = TEST_SEED_DATE;
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  gateway = await api.token();
  editor = await api.token(EDITOR);
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const DAY_MS = 24 * 3600 * 1000;
const deptVoice = NEWS_VOICES.find((voice) => voice.siteId === DEMO_SITE_IDS.dept)!;
const deptEvents: DemoEventRow[] = demoEvents(deptVoice, TEST_SEED_DATE);

const list = async (query: string, site = DEPT) =>
  expectAnswer<EventPage>(await api.get(`${site}/events${query}`, gateway), 200, 'EventPage');

const input = (overrides: Partial<EventInput> = {}): EventInput => ({
  section: 'calendar',
  title: { th: 'อบรมเจ้าหน้าที่', en: 'Staff training' },
  description_html: { th: '<p>รายละเอียด</p>', en: '<p>Details</p>' },
  start: '2027-02-10T09:00:00+07:00',
  end: '2027-02-10T16:30:00+07:00',
  all_day: false,
  location: {
    name: { th: 'ห้องประชุมชั้น 3', en: 'Meeting room, 3rd floor' },
    address: { th: 'ถนนแจ้งวัฒนะ กรุงเทพมหานคร', en: 'Chaeng Watthana Road, Bangkok' },
    map_url: 'https://maps.example.org/?q=probation',
  },
  category: 'training',
  ...overrides,
});

async function create(overrides: Partial<EventInput>): Promise<Event> {
  return expectAnswer<Event>(
    await api.send('POST', `${DEPT}/events`, editor, input(overrides)),
    201,
    'Event',
  );
}

const ids = (items: EventSummary[]) => items.map((item) => item.id);

describe('the demo events', () => {
  it('gives every demo site at least 40 events around the seed date, most of them ahead', async () => {
    for (const siteId of Object.values(DEMO_SITE_IDS)) {
      const from = new Date(TEST_SEED_DATE.getTime() - 60 * DAY_MS).toISOString();
      const page = await list(`?from=${from}&page_size=100`, `/site/${siteId}`);
      expect(page.total).toBeGreaterThanOrEqual(40);
      const ahead = page.items.filter((item) => new Date(item.start) > TEST_SEED_DATE);
      expect(ahead.length).toBeGreaterThan(page.total / 2);
    }
    expect(DEMO_EVENTS_PER_SITE).toBeGreaterThanOrEqual(40);
  });

  it('has past, multi-day, all-day, Thai-only events and several on one day, all within four months ahead', () => {
    const starts = deptEvents.map((event) => event.startsAt.getTime());
    expect(starts.some((start) => start < TEST_SEED_DATE.getTime())).toBe(true);
    expect(Math.max(...starts) - TEST_SEED_DATE.getTime()).toBeLessThanOrEqual(125 * DAY_MS);
    expect(deptEvents.some((event) => event.allDay)).toBe(true);
    expect(deptEvents.some((event) => event.endsAt.getTime() - event.startsAt.getTime() > DAY_MS)).toBe(true);
    expect(deptEvents.some((event) => event.titleEn === null)).toBe(true);
    const days = deptEvents.map((event) => bangkokDate(event.startsAt));
    expect(days.length - new Set(days).size).toBeGreaterThanOrEqual(3);
    expect(new Set(deptEvents.map((event) => event.categoryId)).size).toBe(EVENT_CATEGORIES.length);
  });

  it('marks the public holidays of the coming months as all-day events', async () => {
    const december = await list('?from=2026-12-01&to=2027-01-01&category=holiday');
    expect(december.items.map((item) => [item.start, item.end, item.title, item.all_day])).toEqual([
      ['2026-12-05', '2026-12-05', 'วันพ่อแห่งชาติ', true],
      ['2026-12-10', '2026-12-10', 'วันรัฐธรรมนูญ', true],
      ['2026-12-31', '2026-12-31', 'วันสิ้นปี', true],
    ]);
  });

  it('is the same every time it is generated', () => {
    expect(demoEvents(deptVoice, TEST_SEED_DATE)).toEqual(deptEvents);
  });
});

describe('GET /site/{siteId}/events', () => {
  it('lists events overlapping [from, to) in Bangkok time, multi-day and all-day ones at month edges', async () => {
    const acrossJanuary = await create({
      all_day: true,
      start: '2027-01-31',
      end: '2027-02-01',
      title: { th: 'ข้ามเดือน' },
      description_html: { th: '<p>ข้ามเดือน</p>' },
      location: null,
    });
    const lateFebruary = await create({
      start: '2027-02-28T23:30:00+07:00',
      end: '2027-03-01T01:00:00+07:00',
    });
    const firstOfMarch = await create({
      all_day: true,
      start: '2027-03-01',
      end: '2027-03-01',
      location: null,
    });
    const instant = await create({ start: '2027-02-01T00:00:00+07:00', end: '2027-02-01T00:00:00+07:00' });

    const january = ids((await list('?from=2027-01-01&to=2027-02-01&page_size=100')).items);
    const february = ids((await list('?from=2027-02-01&to=2027-03-01&page_size=100')).items);
    const march = ids((await list('?from=2027-03-01&to=2027-04-01&page_size=100')).items);
    expect(january).toContain(acrossJanuary.id);
    expect(february).toEqual(expect.arrayContaining([acrossJanuary.id, lateFebruary.id, instant.id]));
    expect(february).not.toContain(firstOfMarch.id);
    expect(january).not.toContain(instant.id);
    expect(march).toEqual(expect.arrayContaining([lateFebruary.id, firstOfMarch.id]));
    expect(march).not.toContain(acrossJanuary.id);

    // The same bounds as UTC date-times: February in Bangkok starts at 17:00 UTC on 31 January.
    const utc = await list('?from=2027-01-31T17:00:00Z&to=2027-02-28T17:00:00.000Z&page_size=100');
    expect(ids(utc.items)).toEqual(february);
    expect(utc.from).toBe('2027-01-31T17:00:00.000Z');
    expect(utc.to).toBe('2027-02-28T17:00:00.000Z');
    expect(acrossJanuary).toMatchObject({ start: '2027-01-31', end: '2027-02-01', all_day: true });
  });

  it('orders by start, pages, and answers the default range from now', async () => {
    const all = await list('?from=2026-11-01&to=2027-03-01&page_size=100');
    const starts = all.items.map((item) =>
      item.all_day ? new Date(`${item.start}T00:00:00+07:00`).getTime() : new Date(item.start).getTime(),
    );
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const second = await list('?from=2026-11-01&to=2027-03-01&page=2&page_size=5');
    expect(ids(second.items)).toEqual(ids(all.items).slice(5, 10));
    expect(second).toMatchObject({ total: all.total, page: 2, page_size: 5 });

    const upcoming = await list('?page_size=3');
    expect(upcoming.from).toBe(TEST_SEED_DATE.toISOString());
    expect(new Date(upcoming.to).getTime() - TEST_SEED_DATE.getTime()).toBe(366 * DAY_MS);
    expect(upcoming.items).toHaveLength(3);
    for (const item of upcoming.items) {
      const end = item.all_day
        ? new Date(`${item.end}T00:00:00+07:00`).getTime() + DAY_MS
        : Date.parse(item.end);
      expect(end).toBeGreaterThan(TEST_SEED_DATE.getTime());
    }
  });

  it('filters by calendar section and event category', async () => {
    const training = await list('?from=2026-10-01&to=2027-04-01&category=training&page_size=100');
    expect(training.total).toBeGreaterThan(0);
    expect(training.items.every((item) => item.category?.id === 'training')).toBe(true);
    const section = await list('?from=2026-10-01&to=2027-04-01&section=calendar&page_size=100');
    const everything = await list('?from=2026-10-01&to=2027-04-01&page_size=100');
    expect(section.total).toBe(everything.total);
  });

  it('refuses bad ranges, sections and categories with the reason', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?from=2027-02-01&to=2027-01-01', /to .* must be after from/],
      ['?from=2027-02-01&to=2027-02-01', /must be after from/],
      ['?from=2026-01-01&to=2027-03-01', /at most 400 days/],
      ['?from=2026-13-01', /from/],
      ['?to=yesterday', /to/],
      ['?from=2026-12-01T10:00:00', /from/],
      ['?page_size=101', /page_size/],
      // Years 1900-2200: these ranges answered 500 (a range end past year 9999 or before year 0 has no ISO form).
      ['?from=9999-12-31', /from must match pattern/],
      ['?from=0000-01-01T00:00:00Z&to=0000-02-01T00:00:00Z', /from must match pattern/],
      ['?from=0001-01-01', /from must match pattern/],
      ['?section=press-releases', /press-releases" is a news section, not a calendar section/],
      ['?section=nowhere', /not a section of this site/],
      ['?category=parties', /event category "parties" does not exist/],
    ];
    for (const [query, reason] of cases) {
      const error = expectError(await api.get(`${DEPT}/events${query}`, gateway), 400);
      expect(error.message, query).toMatch(reason);
    }
    expectError(await api.get('/site/64b0000000000000000000ff/events', gateway), 404);
  });
});

describe('GET /site/{siteId}/events/{eventId} and /event-categories', () => {
  it('serves one event with its description, location and category; Thai for an event without English', async () => {
    const english = deptEvents.find((event) => event.titleEn !== null && event.locationAddressTh !== null)!;
    const event = expectAnswer<Event>(
      await api.get(`${DEPT}/events/${english.id}?lang=en`, gateway),
      200,
      'Event',
    );
    expect(event).toMatchObject({
      id: english.id,
      section: 'calendar',
      title: english.titleEn,
      description_html: english.descriptionHtmlEn,
      content_lang: 'en',
      location: {
        name: english.locationNameEn,
        address: english.locationAddressEn,
        map_url: english.locationMapUrl,
      },
    });
    expect(event.category?.label).toBe(EVENT_CATEGORIES.find((c) => c.id === english.categoryId)?.en);

    const thaiOnly = deptEvents.find((event) => event.titleEn === null)!;
    const fallback = expectAnswer<Event>(
      await api.get(`${DEPT}/events/${thaiOnly.id}?lang=en`, gateway),
      200,
      'Event',
    );
    expect(fallback).toMatchObject({ title: thaiOnly.titleTh, content_lang: 'th' });
    expect(fallback.category?.label).toBe(EVENT_CATEGORIES.find((c) => c.id === thaiOnly.categoryId)?.en);
  });

  it('is 404 for an unknown event and for an event of another site', async () => {
    expectError(await api.get(`${DEPT}/events/dept-e-9999`, gateway), 404);
    expectError(await api.get(`/site/${DEMO_SITE_IDS.chiangmai}/events/${deptEvents[0]!.id}`, gateway), 404);
    expectError(await api.get(`${DEPT}/events/${encodeURIComponent('a b')}`, gateway), 400);
  });

  it('lists every event category with the number of the site events in it', async () => {
    const { items } = expectAnswer<CategoryList>(
      await api.get(`/site/${DEMO_SITE_IDS.khonkaen}/event-categories?lang=en`, gateway),
      200,
      'CategoryList',
    );
    expect(items.map((item) => [item.id, item.label])).toEqual(EVENT_CATEGORIES.map((c) => [c.id, c.en]));
    const khonkaen = demoEvents(
      NEWS_VOICES.find((v) => v.siteId === DEMO_SITE_IDS.khonkaen)!,
      TEST_SEED_DATE,
    );
    expect(items.reduce((sum, item) => sum + item.count, 0)).toBe(khonkaen.length);
  });
});

describe('editor writes', () => {
  it('create, read in both languages, change and delete an event', async () => {
    now = new Date('2026-11-20T05:00:00.000Z');
    const created = await create({});
    expect(created).toMatchObject({
      title: 'อบรมเจ้าหน้าที่',
      start: '2027-02-10T02:00:00.000Z',
      end: '2027-02-10T09:30:00.000Z',
      all_day: false,
      content_lang: 'th',
      category: { id: 'training', label: 'การฝึกอบรม' },
      location: { name: 'ห้องประชุมชั้น 3', map_url: 'https://maps.example.org/?q=probation' },
      updated_at: now.toISOString(),
    });
    expect(created.id).toMatch(/^e-[0-9a-f]{12}$/);
    const english = expectAnswer<Event>(
      await api.get(`${DEPT}/events/${created.id}?lang=en`, gateway),
      200,
      'Event',
    );
    expect(english).toMatchObject({
      title: 'Staff training',
      content_lang: 'en',
      location: { address: 'Chaeng Watthana Road, Bangkok' },
    });

    const changed = expectAnswer<Event>(
      await api.send(
        'PUT',
        `${DEPT}/events/${created.id}`,
        editor,
        input({ all_day: true, start: '2027-02-11', end: '2027-02-13' }),
      ),
      200,
      'Event',
    );
    expect(changed).toMatchObject({ id: created.id, start: '2027-02-11', end: '2027-02-13', all_day: true });
    expect(ids((await list('?from=2027-02-13&to=2027-02-14')).items)).toContain(created.id);
    expect(ids((await list('?from=2027-02-14&to=2027-02-15')).items)).not.toContain(created.id);

    expect((await api.send('DELETE', `${DEPT}/events/${created.id}`, editor)).statusCode).toBe(204);
    expectError(await api.get(`${DEPT}/events/${created.id}`, gateway), 404);
    expectError(await api.send('DELETE', `${DEPT}/events/${created.id}`, editor), 404);
    expectError(await api.send('PUT', `${DEPT}/events/${created.id}`, editor, input()), 404);
  });

  it('refuses an end before the start, wrong all-day values, half English and wrong references', async () => {
    const cases: Array<[Partial<EventInput>, RegExp]> = [
      [{ start: '2027-02-10T10:00:00+07:00', end: '2027-02-10T09:00:00+07:00' }, /end .* is before start/],
      [{ all_day: true, start: '2027-02-10', end: '2027-02-09' }, /end .* is before start/],
      [{ all_day: true, start: '2027-02-10T09:00:00+07:00', end: '2027-02-10' }, /body\/start must match/],
      [{ start: '2027-02-10', end: '2027-02-10' }, /body\/start must match/],
      // Years 1900-2200, like every year filter: 9999-12-31 plus a day cannot be written as a date-time.
      [{ start: '9999-12-31T00:00:00Z', end: '9999-12-31T01:00:00Z' }, /start must match pattern/],
      [{ all_day: true, start: '0001-01-01', end: '0001-01-01' }, /start must match pattern/],
      [{ all_day: true, start: '2027-01-01', end: '2028-06-01' }, /at most 366 days/],
      [{ title: { th: 'ไทยเท่านั้น' } }, /English is all or nothing/],
      [{ section: 'press-releases' }, /not a calendar section/],
      [{ category: 'parties' }, /event category "parties" does not exist/],
    ];
    for (const [overrides, reason] of cases) {
      const error = expectError(await api.send('POST', `${DEPT}/events`, editor, input(overrides)), 400);
      expect(error.message, JSON.stringify(overrides)).toMatch(reason);
    }
    const noTimeZone = { ...input(), start: '2027-02-10T09:00:00' };
    expectError(await api.send('POST', `${DEPT}/events`, editor, noTimeZone), 400);
  });

  it('refuses writes without the content:write scope', async () => {
    expectError(await api.send('POST', `${DEPT}/events`, gateway, input()), 403);
    expectError(await api.send('POST', `${DEPT}/events`, await api.token(ADMIN), input()), 403);
    expectError(await api.send('DELETE', `${DEPT}/events/${deptEvents[0]!.id}`, gateway), 403);
    expectError(await api.send('PUT', `${DEPT}/events/${deptEvents[0]!.id}`, gateway, input()), 403);
    expectError(await api.send('POST', `${DEPT}/events`, '', input()), 401);
  });
});
