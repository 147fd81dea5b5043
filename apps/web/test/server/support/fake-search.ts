import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEARCH_HIT_TYPES, SEARCH_QUERY_MAX_LENGTH } from '@probation/contract/rules';
import { bangkokYear, langOf, siteOf } from './fake-request.ts';
import { SITE_1, SITE_2, type FakeText } from './fake-content.ts';

/**
 * Search of the fake department API (`searchContent`), small and predictable: a fixed index per site. Every word
 * of `q` must occur (case-insensitive) in the title or text; a Latin word is marked to its end (`bracelet` marks
 * `bracelets`). Site 1: 23 news "Probation news N" (2024-2026, 10 a page → 3 pages), a news item, a document,
 * a page and a section about bracelets (กำไล), a Thai-only news item, and one whose title carries `<script>`.
 * Facets are counted as the contract says (types under the other filters, years under the other filters).
 */
interface FakeHit {
  siteId: string;
  type: (typeof SEARCH_HIT_TYPES)[number];
  id: string;
  section: string;
  title: FakeText;
  text: FakeText;
  date: string | null;
}

function generatedNews(): FakeHit[] {
  return Array.from({ length: 23 }, (_, index) => {
    const n = index + 1;
    return {
      siteId: SITE_1,
      type: 'news',
      id: `sn-${String(n).padStart(4, '0')}`,
      section: 'news',
      title: { th: `ข่าวคุมประพฤติ ลำดับที่ ${n}`, en: `Probation news number ${n}` },
      text: { th: `เนื้อหาข่าวคุมประพฤติ ลำดับที่ ${n}`, en: `Text of probation news ${n}` },
      // Newest first, every 50 days back from 2026-11-01: 2026, 2025 and 2024.
      date: new Date(Date.UTC(2026, 10, 1, 3) - index * 50 * 86_400_000).toISOString(),
    };
  });
}

export const FAKE_SEARCH_INDEX: FakeHit[] = [
  {
    siteId: SITE_1,
    type: 'news',
    id: 'sn-bracelet',
    section: 'news',
    title: { th: 'กำไลข้อเท้าอิเล็กทรอนิกส์ 120 เครื่อง', en: 'Electronic monitoring bracelets for offenders' },
    text: {
      th: 'กรมคุมประพฤติติดตั้งกำไลข้อเท้าให้ผู้ถูกคุมความประพฤติในภาคเหนือ',
      en: 'The department fitted 120 bracelets in the northern provinces.',
    },
    date: '2026-08-14T02:00:00.000Z',
  },
  {
    siteId: SITE_1,
    type: 'document',
    id: 'sd-bracelet',
    section: 'documents',
    title: { th: 'คู่มือการใช้กำไลข้อเท้า', en: 'Bracelet handbook' },
    text: { th: 'วิธีดูแลกำไลข้อเท้า', en: 'How to look after a bracelet.' },
    date: '2025-03-01T03:00:00.000Z',
  },
  {
    siteId: SITE_1,
    type: 'page',
    id: 'about',
    section: 'about',
    title: { th: 'เกี่ยวกับกรม', en: 'About the department' },
    text: { th: 'ภารกิจรวมถึงการติดตามด้วยกำไลข้อเท้า', en: 'Our work includes bracelet monitoring.' },
    date: '2026-01-10T03:00:00.000Z',
  },
  {
    siteId: SITE_1,
    type: 'section',
    id: 'bracelets',
    section: 'bracelets',
    title: { th: 'กำไลข้อเท้า', en: 'Bracelets' },
    text: { th: '', en: '' },
    date: null,
  },
  {
    siteId: SITE_1,
    type: 'news',
    id: 'sn-thai-only',
    section: 'news',
    title: { th: 'การฝึกอาชีพช่างไม้', en: null },
    text: { th: 'ฝึกอาชีพช่างไม้ carpentry ให้ผู้ถูกคุมความประพฤติ', en: null },
    date: '2026-05-05T03:00:00.000Z',
  },
  {
    siteId: SITE_1,
    type: 'news',
    id: 'sn-markup',
    section: 'news',
    title: { th: '<script>alert(1)</script> ข่าวทดสอบ', en: '<script>alert(1)</script> markup test' },
    text: { th: '<b>ไม่ใช่ HTML</b> ข่าวทดสอบ', en: '<b>not HTML</b> markup test' },
    date: '2026-02-02T03:00:00.000Z',
  },
  ...generatedNews(),
  {
    siteId: SITE_2,
    type: 'news',
    id: 'cm-bracelet',
    section: 'news',
    title: { th: 'กำไลข้อเท้าเชียงใหม่', en: 'Chiang Mai bracelets' },
    text: { th: 'เชียงใหม่', en: 'Chiang Mai' },
    date: '2026-06-01T03:00:00.000Z',
  },
];

type Part = { text: string; match: boolean };

/** The words of a query: split on spaces and punctuation, lower case; a query of only punctuation has none. */
function wordsOf(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 12);
}

/** The text cut into parts, each occurrence of a word marked (a Latin word to its end). */
export function markedParts(text: string, words: readonly string[]): Part[] {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    let from = lower.indexOf(word);
    while (from >= 0) {
      let end = from + word.length;
      if (/[a-z]/.test(word)) while (end < text.length && /[a-z]/i.test(text[end]!)) end++;
      for (let i = from; i < end; i++) marked[i] = true;
      from = lower.indexOf(word, end);
    }
  }
  const parts: Part[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marked[i]! });
  }
  return parts;
}

type Intercept = (route: 'search', request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function registerFakeSearchRoutes(
  app: FastifyInstance,
  intercept: Intercept,
  errorBody: (status: number, message: string) => unknown,
): void {
  app.get('/site/:siteId/search', async (request, reply) => {
    if (await intercept('search', request, reply)) return reply;
    const query = request.query as Record<string, string | undefined>;
    const q = query.q ?? '';
    const page = Number(query.page ?? '1');
    const pageSize = Number(query.page_size ?? '12');
    const year = query.year === undefined ? undefined : Number(query.year);
    const type = query.type;
    if (q.length < 1 || Array.from(q).length > SEARCH_QUERY_MAX_LENGTH) {
      return reply.code(400).send(errorBody(400, 'q must have 1 to 200 characters'));
    }
    if (type !== undefined && !SEARCH_HIT_TYPES.some((known) => known === type)) {
      return reply.code(400).send(errorBody(400, 'unknown type'));
    }
    if (!(page >= 1 && page <= 100_000) || !(pageSize >= 1 && pageSize <= 50)) {
      return reply.code(400).send(errorBody(400, 'page or page_size out of range'));
    }
    if (year !== undefined && !(year >= 1900 && year <= 2200)) {
      return reply.code(400).send(errorBody(400, 'year out of range'));
    }
    const lang = langOf(request);
    const words = wordsOf(q);
    const textOf = (text: FakeText) => (lang === 'en' ? text.en : null) ?? text.th;
    const hits = FAKE_SEARCH_INDEX.filter((hit) => {
      if (hit.siteId !== siteOf(request) || words.length === 0) return false;
      // No category in the fake index: any category matches nothing (as an unknown one does upstream).
      if (query.category !== undefined) return false;
      const haystack = `${textOf(hit.title)} ${textOf(hit.text)}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
    const yearOf = (hit: FakeHit) => (hit.date === null ? null : bangkokYear(hit.date));
    const byType = hits.filter((hit) => year === undefined || yearOf(hit) === year);
    const byYear = hits.filter((hit) => type === undefined || hit.type === type);
    const all = byType.filter((hit) => type === undefined || hit.type === type);
    const typeCounts = SEARCH_HIT_TYPES.map((hitType) => ({
      type: hitType,
      count: byType.filter((hit) => hit.type === hitType).length,
    }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count);
    const years = new Map<number, number>();
    for (const hit of byYear) {
      const hitYear = yearOf(hit);
      if (hitYear !== null) years.set(hitYear, (years.get(hitYear) ?? 0) + 1);
    }
    return {
      items: all.slice((page - 1) * pageSize, page * pageSize).map((hit) => {
        const title = textOf(hit.title);
        const text = textOf(hit.text);
        return {
          type: hit.type,
          id: hit.id,
          section: hit.section,
          title,
          title_parts: markedParts(title, words),
          date: hit.date,
          snippet: text ? markedParts(text, words) : [],
          content_lang: lang === 'en' && hit.title.en !== null ? 'en' : 'th',
        };
      }),
      total: all.length,
      page,
      page_size: pageSize,
      facets: {
        types: typeCounts,
        years: [...years].sort(([a], [b]) => b - a).map(([entry, count]) => ({ year: entry, count })),
      },
    };
  });
}
