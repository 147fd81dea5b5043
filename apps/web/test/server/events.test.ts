import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoryList } from '@probation/contract';
import { eventListQuery, roundedNow } from '../../src/server/content/event-arguments.ts';
import { createEventFixtures, FIXTURE_MONTH, type EventFixtures } from './support/content-fixtures.ts';
import { DEMO_SITE_IDS } from './support/demo-seed.ts';
import { STORE_KINDS, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** Calendar events through the gateway: ranges, normalised cache keys, "now" rounding, sanitising, validation. */

const LIST = `query ($lang: Language!, $from: String, $to: String, $category: String, $section: String, $page: Int, $pageSize: Int) {
  currentSite { events(lang: $lang, from: $from, to: $to, category: $category, section: $section, page: $page, pageSize: $pageSize) {
    total page pageSize pageCount from to
    items { id section title start end allDay location { name address mapUrl } category { id label } contentLang }
  } }
}`;
const ONE = `query ($id: ID!, $lang: Language!) { currentSite { event(id: $id, lang: $lang) {
  id title start end allDay contentLang descriptionHtml location { name mapUrl }
} } }`;
const DECEMBER = { from: '2026-12-01', to: '2027-01-01' };
/** The month of the test's own events (content-fixtures.ts), which the demo seed leaves empty. */
const MONTH = { from: FIXTURE_MONTH.from, to: FIXTURE_MONTH.to };

describe('event arguments', () => {
  it('turns dates into Bangkok midnights and date-times into UTC minutes', () => {
    const now = new Date('2026-11-22T10:17:42.123Z');
    expect(eventListQuery(DECEMBER, now)).toMatchObject({
      from: '2026-11-30T17:00:00.000Z',
      to: '2026-12-31T17:00:00.000Z',
      page: 1,
      page_size: 50,
    });
    expect(eventListQuery({ from: '2026-12-01T00:00:00+07:00', to: '2026-12-31T17:00:00Z' }, now)).toEqual(
      eventListQuery(DECEMBER, now),
    );
    expect(
      eventListQuery({ from: '2026-12-01T10:00:30.5Z', to: '2026-12-02T10:00:00.001Z' }, now),
    ).toMatchObject({
      from: '2026-12-01T10:00:00.000Z',
      to: '2026-12-02T10:01:00.000Z',
    });
  });

  it('starts the upcoming list at the hour, for an hour', () => {
    expect(roundedNow(new Date('2026-11-22T10:17:42.123Z')).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    const early = eventListQuery({ pageSize: 5 }, new Date('2026-11-22T10:00:00.001Z'));
    const late = eventListQuery({ pageSize: 5 }, new Date('2026-11-22T10:59:59.999Z'));
    expect(late).toEqual(early);
    expect(early).toMatchObject({ from: '2026-11-22T10:00:00.000Z', to: '2027-11-23T10:00:00.000Z' });
  });
});

describe.each(STORE_KINDS)('events in the gateway (%s store)', (store) => {
  const api = useDeptApiUnderTest();
  const eventRequests = () => api.deptApi.requests.filter((request) => request.route === 'events');
  let events: EventFixtures;
  beforeAll(async () => {
    events = await createEventFixtures(api.deptApi);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the events overlapping the range, multi-day and all-day ones included, in order', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(LIST, { variables: { lang: 'en', ...MONTH } });
    const listed = response.json().data.currentSite.events;
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([
      events.edge.id,
      events.holiday.id,
      events.training.id,
      events.meeting.id,
    ]);
    expect(listed).toMatchObject({ total: 4, page: 1, pageSize: 50, pageCount: 1 });
    expect(listed.items[2]).toMatchObject({
      title: 'Volunteer training',
      start: '2025-12-09T02:00:00.000Z',
      end: '2025-12-11T09:30:00.000Z',
      allDay: false,
      location: {
        name: 'Town hall',
        address: 'Ratchadamnoen Road',
        mapUrl: 'https://maps.example.org/?q=town-hall',
      },
      category: { id: 'training', label: 'Training' },
      contentLang: 'en',
    });
    expect(listed.items[3]).toMatchObject({ title: 'ประชุมคณะกรรมการ', contentLang: 'th' });
    const url = new URL(eventRequests()[0]!.url, 'http://upstream');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      from: '2025-11-30T17:00:00.000Z',
      to: '2025-12-31T17:00:00.000Z',
      page: '1',
      page_size: '50',
    });
  });

  it('caches by site, language and every argument, one entry for the ways to write one month', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    await api.server.graphql(LIST, { variables: { lang: 'th', ...DECEMBER } });
    await api.server.graphql(LIST, {
      variables: { lang: 'th', from: '2026-12-01T00:00:00+07:00', to: '2026-12-31T17:00:00.000Z' },
    });
    expect(api.deptApi.calls.events).toBe(1);
    await api.server.graphql(LIST, { variables: { lang: 'en', ...DECEMBER } });
    expect(api.deptApi.calls.events).toBe(2);
    await api.server.graphql(LIST, { variables: { lang: 'th', ...DECEMBER, category: 'training' } });
    expect(api.deptApi.calls.events).toBe(3);
    await api.server.graphql(LIST, { variables: { lang: 'th', ...DECEMBER, page: 2, pageSize: 2 } });
    expect(api.deptApi.calls.events).toBe(4);
    await api.server.graphql(LIST, { variables: { lang: 'th', from: '2026-12-02', to: '2027-01-01' } });
    expect(api.deptApi.calls.events).toBe(5);
    const other = await api.server.graphql(LIST, {
      variables: { lang: 'th', ...DECEMBER },
      host: 'chiangmai.localhost',
    });
    expect(api.deptApi.calls.events).toBe(6);
    expect(api.deptApi.calls.events).toBe(6);
    const chiangmai = await api.server.graphql(LIST, {
      variables: { lang: 'th', ...MONTH },
      host: 'chiangmai.localhost',
    });
    expect(chiangmai.json().data.currentSite.events.items.map((item: { id: string }) => item.id)).toEqual([
      events.chiangmai.id,
    ]);
    expect(other.json().data.currentSite.events.items).not.toContainEqual(
      expect.objectContaining({ id: events.training.id }),
    );
  });

  it('keeps one cache entry for the upcoming list within an hour, a new one the next hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:05:00.123Z'));
    api.server = await startTestApp(api.deptApi, {}, { store });
    const upcoming = { lang: 'th', pageSize: 3 };
    await api.server.graphql(LIST, { variables: upcoming });
    vi.setSystemTime(new Date('2026-11-22T10:05:40.000Z'));
    await api.server.graphql(LIST, { variables: upcoming });
    expect(api.deptApi.calls.events).toBe(1);
    vi.setSystemTime(new Date('2026-11-22T10:59:59.999Z'));
    await api.server.graphql(LIST, { variables: upcoming });
    vi.setSystemTime(new Date('2026-11-22T11:00:00.000Z'));
    await api.server.graphql(LIST, { variables: upcoming });
    // Later calls in the hour only revalidate the same entry; the next hour asks from the next hour.
    const froms = eventRequests().map((request) =>
      new URL(request.url, 'http://upstream').searchParams.get('from'),
    );
    expect(new Set(froms)).toEqual(new Set(['2026-11-22T10:00:00.000Z', '2026-11-22T11:00:00.000Z']));
    expect(froms.at(-1)).toBe('2026-11-22T11:00:00.000Z');
  });

  it('serves one event with its description sanitised, cached by site, language and id', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const { id } = events.meeting;
    const response = await api.server.graphql(ONE, { variables: { id, lang: 'en' } });
    const { event } = response.json().data.currentSite;
    expect(event).toMatchObject({ id, contentLang: 'th', allDay: false });
    expect(event.descriptionHtml).not.toMatch(/<script|onerror|javascript:|<iframe|style=/);
    expect(event.descriptionHtml).toContain('<p>ข่าวที่มีสคริปต์</p>');
    await api.server.graphql(ONE, { variables: { id, lang: 'en' } });
    expect(api.deptApi.calls.event).toBe(1);
    await api.server.graphql(ONE, { variables: { id, lang: 'th' } });
    expect(api.deptApi.calls.event).toBe(2);
    const missing = await api.server.graphql(ONE, { variables: { id: events.chiangmai.id, lang: 'th' } });
    expect(missing.json().data.currentSite.event).toBeNull();
  });

  it('lists the event categories with counts', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(
      '{ currentSite { eventCategories(lang: en) { id label count } } }',
    );
    const upstream = await api.deptApi.read<CategoryList>(
      `/site/${DEMO_SITE_IDS.dept}/event-categories?lang=en`,
    );
    expect(upstream.items).toContainEqual({ id: 'training', label: 'Training', count: expect.any(Number) });
    expect(response.json().data.currentSite.eventCategories).toEqual(
      upstream.items.map(({ id, label, count }) => ({ id, label, count })),
    );
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ page: 0 }, 'page'],
    [{ from: '2026-12-01', to: '2026-11-01' }, 'to'],
    [{ from: '2026-01-01', to: '2027-03-01' }, 'to'],
    [{ from: 'next week' }, 'from'],
    [{ from: '2026-02-30' }, 'from'],
    [{ from: '2026-12-01T10:00:00' }, 'from'],
    [{ category: 'Bad Category' }, 'category'],
  ])('refuses %j with a BAD_REQUEST naming %s, before any upstream call', async (variables, argument) => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(LIST, { variables: { lang: 'th', ...variables } });
    const [error] = response.json().errors;
    expect(error.extensions.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(`"${argument}"`);
    expect(api.deptApi.calls.events).toBe(0);
  });
});
