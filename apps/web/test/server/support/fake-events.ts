/**
 * Calendar events of the fake department API (GET /site/{siteId}/events, /events/{id}, /event-categories) with
 * the contract's range rule: an event is listed when it starts before `to` and ends after `from`. Fixed events in
 * December 2026 (a holiday, a three-day training, a Thai-only meeting with a hostile description, an all-day
 * event across the month edge), and two events relative to the real "now" (today and in three days) for the
 * pages that default to the current month.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { categoryList, langOf, listPage, siteOf } from './fake-request.ts';
import { MALICIOUS_BODY, SITE_1, SITE_2, type FakeText } from './fake-content.ts';

export interface FakeEvent {
  id: string;
  siteId: string;
  section: string;
  title: FakeText;
  description: FakeText;
  /** Timed: ISO date-times with a zone. All-day: dates (end inclusive). */
  start: string;
  end: string;
  allDay: boolean;
  location: { name: FakeText; address: FakeText | null; mapUrl: string | null } | null;
  category: string | null;
}

export const EVENT_CATEGORIES: Record<string, FakeText> = {
  training: { th: 'การฝึกอบรม', en: 'Training' },
  meeting: { th: 'การประชุม', en: 'Meetings' },
  holiday: { th: 'วันหยุดราชการ', en: 'Public holidays' },
  'community-service': { th: 'งานบริการสังคม', en: 'Community service' },
};

const DAY_MS = 24 * 3600 * 1000;
const BANGKOK_MS = 7 * 3600 * 1000;

/** The Bangkok date `days` days after today's (YYYY-MM-DD). */
export function bangkokDay(days: number, now = new Date()): string {
  return new Date(now.getTime() + BANGKOK_MS + days * DAY_MS).toISOString().slice(0, 10);
}

const text = (th: string, en: string | null): FakeText => ({ th, en });

export const EVENTS: FakeEvent[] = [
  {
    id: 'ev-holiday',
    siteId: SITE_1,
    section: 'calendar',
    title: text('วันพ่อแห่งชาติ', "National Father's Day"),
    description: text('<p>วันหยุดราชการ</p>', '<p>A public holiday.</p>'),
    start: '2026-12-05',
    end: '2026-12-05',
    allDay: true,
    location: null,
    category: 'holiday',
  },
  {
    id: 'ev-training',
    siteId: SITE_1,
    section: 'calendar',
    title: text('อบรมอาสาสมัครคุมประพฤติ', 'Volunteer training'),
    description: text('<p>อบรม 3 วัน; ผู้เข้าร่วม "อาสาสมัคร"</p>', '<p>Three days; bring "ID", pens & notes</p>'),
    start: '2026-12-09T09:00:00+07:00',
    end: '2026-12-11T16:30:00+07:00',
    allDay: false,
    location: {
      name: text('หอประชุมอำเภอเมือง', 'Town hall'),
      address: text('ถนนราชดำเนิน', 'Ratchadamnoen Road'),
      mapUrl: 'https://maps.example.org/?q=town-hall',
    },
    category: 'training',
  },
  {
    id: 'ev-meeting',
    siteId: SITE_1,
    section: 'calendar',
    title: text('ประชุมคณะกรรมการ', null),
    description: text(MALICIOUS_BODY, null),
    start: '2026-12-09T13:30:00+07:00',
    end: '2026-12-09T15:30:00+07:00',
    allDay: false,
    location: { name: text('ห้องประชุมชั้น 3', null), address: null, mapUrl: null },
    category: 'meeting',
  },
  {
    id: 'ev-edge',
    siteId: SITE_1,
    section: 'calendar',
    title: text('บริการสังคมข้ามเดือน', 'Community service across the month'),
    description: text('<p>สองวัน</p>', '<p>Two days</p>'),
    start: '2026-11-30',
    end: '2026-12-01',
    allDay: true,
    location: null,
    category: 'community-service',
  },
  {
    id: 'ev-today',
    siteId: SITE_1,
    section: 'calendar',
    title: text('ประชุมวันนี้', 'Meeting today'),
    description: text('<p>วันนี้</p>', '<p>Today</p>'),
    start: `${bangkokDay(0)}T10:00:00+07:00`,
    end: `${bangkokDay(0)}T12:00:00+07:00`,
    allDay: false,
    location: null,
    category: 'meeting',
  },
  {
    id: 'ev-soon',
    siteId: SITE_1,
    section: 'calendar',
    title: text('วันบริการประชาชน', 'Public service day'),
    description: text('<p>เร็ว ๆ นี้</p>', '<p>Soon</p>'),
    start: bangkokDay(3),
    end: bangkokDay(3),
    allDay: true,
    location: null,
    category: null,
  },
  {
    id: 'ev-chiangmai',
    siteId: SITE_2,
    section: 'calendar',
    title: text('ประชุมสำนักงานเชียงใหม่', 'Chiang Mai office meeting'),
    description: text('<p>เชียงใหม่</p>', '<p>Chiang Mai</p>'),
    start: '2026-12-15T09:00:00+07:00',
    end: '2026-12-15T11:00:00+07:00',
    allDay: false,
    location: null,
    category: 'meeting',
  },
];

/** [start, end) of an event as instants (an all-day event: Bangkok midnights, the end exclusive). */
function span(event: FakeEvent): [number, number] {
  if (!event.allDay) return [Date.parse(event.start), Date.parse(event.end)];
  const midnight = (date: string) => Date.parse(`${date}T00:00:00+07:00`);
  return [midnight(event.start), midnight(event.end) + DAY_MS];
}

function pick(value: FakeText, lang: 'th' | 'en', english: boolean): string {
  return english && lang === 'en' && value.en !== null ? value.en : value.th;
}

export function eventAnswer(event: FakeEvent, lang: 'th' | 'en') {
  const english = event.title.en !== null && event.description.en !== null;
  const served = lang === 'en' && english ? 'en' : 'th';
  const [startsAt, endsAt] = span(event);
  return {
    id: event.id,
    section: event.section,
    title: pick(event.title, served, english),
    start: event.allDay ? event.start : new Date(startsAt).toISOString(),
    end: event.allDay ? event.end : new Date(endsAt).toISOString(),
    all_day: event.allDay,
    location: event.location && {
      name: pick(event.location.name, served, english),
      address: event.location.address && pick(event.location.address, served, english),
      map_url: event.location.mapUrl,
    },
    category: event.category
      ? { id: event.category, label: pick(EVENT_CATEGORIES[event.category]!, lang, true) }
      : null,
    updated_at: '2026-11-20T03:00:00.000Z',
    content_lang: served,
    description_html: pick(event.description, served, english),
  };
}

type Intercept = (
  route: 'events' | 'event' | 'eventCategories',
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<boolean>;

export function registerFakeEventRoutes(
  app: FastifyInstance,
  intercept: Intercept,
  errorBody: (status: number, message: string) => object,
): void {
  app.get('/site/:siteId/events', async (request, reply) => {
    if (await intercept('events', request, reply)) return reply;
    const query = request.query as Record<string, string | undefined>;
    const from = Date.parse(query.from ?? '');
    const to = Date.parse(query.to ?? '');
    const page = Number(query.page ?? '1');
    const pageSize = Number(query.page_size ?? '50');
    if (!(to > from) || to - from > 400 * DAY_MS) return reply.code(400).send(errorBody(400, 'bad range'));
    if (!(page >= 1) || !(pageSize >= 1 && pageSize <= 100)) {
      return reply.code(400).send(errorBody(400, 'page or page_size out of range'));
    }
    const found = EVENTS.filter((event) => {
      const [startsAt, endsAt] = span(event);
      return (
        event.siteId === siteOf(request) &&
        startsAt < to &&
        (endsAt > from || startsAt >= from) &&
        (query.category === undefined || event.category === query.category) &&
        (query.section === undefined || event.section === query.section)
      );
    }).sort((a, b) => span(a)[0] - span(b)[0] || span(a)[1] - span(b)[1]);
    return {
      ...listPage(found, page, pageSize, (event) => {
        const { description_html: _description, ...summary } = eventAnswer(event, langOf(request));
        return summary;
      }),
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
    };
  });

  app.get('/site/:siteId/events/:id', async (request, reply) => {
    if (await intercept('event', request, reply)) return reply;
    const { id } = request.params as { id: string };
    const event = EVENTS.find((item) => item.siteId === siteOf(request) && item.id === id);
    if (!event) return reply.code(404).send(errorBody(404, 'unknown event'));
    return eventAnswer(event, langOf(request));
  });

  app.get('/site/:siteId/event-categories', async (request, reply) => {
    if (await intercept('eventCategories', request, reply)) return reply;
    const lang = langOf(request);
    const labels = Object.entries(EVENT_CATEGORIES).map(([id, label]): [string, string] => [
      id,
      pick(label, lang, true),
    ]);
    return categoryList(request, labels, EVENTS);
  });
}
