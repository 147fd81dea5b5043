import { describe, expect, it } from 'vitest';
import { demoAlbums } from '../src/seed/content/albums/demo-albums.ts';
import { demoDocumentRows } from '../src/seed/content/demo-document-rows.ts';
import { demoEvents } from '../src/seed/content/demo-events.ts';
import { demoNews } from '../src/seed/content/demo-news.ts';
import { demoSections } from '../src/seed/content/demo-sections.ts';
import { demoVideos } from '../src/seed/content/demo-videos.ts';
import { documentCategoryRows } from '../src/seed/content/document-categories.ts';
import { eventCategoryRows } from '../src/seed/content/event-categories.ts';
import { categoryRows } from '../src/seed/content/news-categories.ts';
import { NEWS_VOICES } from '../src/seed/content/news-voices.ts';
import { demoPageRows } from '../src/seed/content/pages/demo-pages.ts';
import { englishEventTitle, englishNewsText } from '../src/seed/content/text-fixes.ts';
import { DEMO_SITES } from '../src/seed/demo-sites.ts';
import { demoLayouts } from '../src/seed/seed-demo-data.ts';

/** Every seed date gives other events and news: a date where meetings fall in two Buddhist-era years. */
const NOW = new Date('2026-12-20T03:00:00Z');

/** The English strings of a row: its `…En` columns and `en` fields, at any depth. */
function englishOf(value: unknown, english = false): string[] {
  if (typeof value === 'string') return english ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => englishOf(item, english));
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    englishOf(child, english || key === 'en' || /En$/.test(key)),
  );
}

/** Every English text the demo seed writes. */
function englishTexts(): string[] {
  const rows: unknown[] = [
    ...NEWS_VOICES.flatMap((voice) => [
      ...demoNews(voice, NOW),
      ...demoEvents(voice, NOW),
      ...demoAlbums(voice, NOW),
      ...demoVideos(voice, NOW),
    ]),
    ...demoDocumentRows(),
    ...demoPageRows(NOW),
    ...demoSections(),
    ...categoryRows(),
    ...documentCategoryRows(),
    ...eventCategoryRows(),
    ...DEMO_SITES,
  ];
  const layouts = demoLayouts()
    .filter((entry) => entry.lang === 'en')
    .map((entry) => entry.layout);
  return [...rows.flatMap((row) => englishOf(row)), ...layouts.flatMap((layout) => englishOf(layout, true))];
}

/**
 * Years of the Buddhist era (2400-2699) in English text that are not written "B.E. 2559": each with what is
 * around it. Not numbers that are part of something else: addresses, paths, phone numbers, Thai text (a Thai file
 * name in an English text), or the copyright's year mark.
 */
export function unmarkedBuddhistYears(text: string): string[] {
  const plain = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+|\S*\/(?:media|th|en)\/\S*|\S+@\S+/g, ' ')
    .replace(/\b0 \d{1,4} \d{3,4}(?: \d{3,4})?\b|\b0\d{1,2}-\d{3}-\d{4}\b/g, ' ')
    .replace(/[\u0E00-\u0E7F][\u0E00-\u0E7F\s\d.,()-]*/g, ' ');
  return [...plain.matchAll(/(?<!B\.E\.\s?)\b(2[4-6]\d\d)\b/g)].map((match) =>
    plain.slice(Math.max(0, match.index - 30), match.index + 10).trim(),
  );
}

describe('the English demo texts (decision 0249)', () => {
  it('write years of the Common Era, or the Buddhist era marked B.E. (an act’s official name)', () => {
    const texts = englishTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.flatMap(unmarkedBuddhistYears)).toEqual([]);
    expect(texts.some((text) => /Probation Act B\.E\. 2559 \(2016\)/.test(text))).toBe(true);
  });

  it('number meetings and courses in the Common Era year in English, the Buddhist era in Thai', () => {
    const events = NEWS_VOICES.flatMap((voice) => demoEvents(voice, NOW));
    const meetings = events.filter((event) => event.titleEn?.startsWith('Executive committee meeting'));
    expect(meetings.length).toBeGreaterThan(0);
    for (const meeting of meetings) {
      const [, number, year] = /no\. (\d+)\/(\d{4})$/.exec(meeting.titleEn!)!;
      expect(meeting.titleTh).toContain(`ครั้งที่ ${number}/${Number(year) + 543}`);
      expect(Number(year)).toBe(meeting.startsAt!.getUTCFullYear());
    }
  });

  it('finds what it looks for', () => {
    expect(unmarkedBuddhistYears('Executive committee meeting no. 1/2569')).toHaveLength(1);
    expect(unmarkedBuddhistYears('Annual report 2568 of the department')).toHaveLength(1);
    expect(unmarkedBuddhistYears('the Probation Act B.E. 2559 (2016); call 0 7621 2563')).toEqual([]);
    expect(unmarkedBuddhistYears('Download รายงานประจำปี 2567.pdf, /media/documents/report-2567.pdf')).toEqual(
      [],
    );
  });

  it('rewords the English event titles an earlier seed wrote', () => {
    expect(englishEventTitle('Executive committee meeting no. 3/2569')).toBe(
      'Executive committee meeting no. 3/2026',
    );
    expect(englishEventTitle('Probation volunteer development course, group 2/2570')).toBe(
      'Probation volunteer development course, intake 2/2027',
    );
    expect(englishEventTitle('Monthly staff meeting')).toBe('Monthly staff meeting');
  });

  it('are what the rewordings of revision 6 write, so a database seeded earlier ends as a fresh one', () => {
    for (const voice of NEWS_VOICES) {
      for (const item of demoNews(voice, NOW)) {
        for (const text of [item.titleEn, item.summaryEn, item.bodyHtmlEn]) {
          if (text) expect(englishNewsText(text)).toBe(text);
        }
      }
      for (const event of demoEvents(voice, NOW)) {
        for (const text of [event.titleEn, event.descriptionHtmlEn]) {
          if (text) expect(englishEventTitle(text)).toBe(text);
        }
      }
    }
    expect(
      englishNewsText('Winning bid: office supplies for the fiscal year (the Department of Probation)'),
    ).toBe('Winning bid for office supplies, announced by the Department of Probation');
  });
});
