/**
 * The demo news of each site, generated from story templates with a seeded pseudo-random generator: the same
 * site and seed date always give the same items. Items spread over the two years before the seed date; most have
 * English, some only Thai (so the website's fallback shows); a few are pinned or highlighted.
 */
import type { news } from '../../db/schema.ts';
import { DEMO_CATEGORIES } from './news-categories.ts';
import { newsPhotoPicker } from './news-photos.ts';
import { PROGRAMMES, type NewsVoice, type Text } from './news-voices.ts';
import { STORY_TEMPLATES, type StoryContext, type StoryTemplate } from './news-templates.ts';
import { seededRandom, type Random } from './random.ts';

export type DemoNewsRow = typeof news.$inferInsert;

/** News items per site. */
export const DEMO_NEWS_PER_SITE = 72;
const SPAN_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Share of items that have no English version. */
const THAI_ONLY_SHARE = 0.2;

const thaiDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Bangkok',
});
const englishDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Bangkok',
});

function dateText(date: Date): Text {
  return { th: `วันที่ ${thaiDate.format(date)}`, en: englishDate.format(date) };
}

/** Item `index` (0 = oldest) falls in its own slice of the two years, at an office hour in Bangkok. */
function publishedAt(index: number, now: Date, random: Random): Date {
  const daysAgo = Math.floor(((DEMO_NEWS_PER_SITE - index - random.next()) * SPAN_DAYS) / DEMO_NEWS_PER_SITE);
  const day = new Date(now.getTime() - Math.max(daysAgo, 1) * DAY_MS);
  const bangkokMidnightUtc =
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - 7 * HOUR_MS;
  return new Date(bangkokMidnightUtc + random.int(9, 15) * HOUR_MS + random.int(0, 3) * 15 * 60 * 1000);
}

function bodyHtml(template: StoryTemplate, context: StoryContext, lang: keyof Text): string {
  const items = template.points(context).map((point) => `<li>${point[lang]}</li>`);
  const closing =
    lang === 'th'
      ? 'ทั้งนี้ ประชาชนสามารถสอบถามข้อมูลเพิ่มเติมได้ที่สายด่วนยุติธรรม 1111 กด 78 ในวันและเวลาราชการ'
      : 'For more information, call the justice hotline 1111 press 78 during office hours.';
  return [
    `<p>${template.lead(context)[lang]}</p>`,
    `<p>${template.detail(context)[lang]}</p>`,
    `<ul>${items.join('')}</ul>`,
    `<p>${closing}</p>`,
  ].join('\n');
}

function demoItem(
  voice: NewsVoice,
  index: number,
  now: Date,
  random: Random,
  photoOf: ReturnType<typeof newsPhotoPicker>,
): DemoNewsRow {
  const template = random.pick(STORY_TEMPLATES);
  const category = DEMO_CATEGORIES.find((candidate) => candidate.id === template.category);
  if (!category) throw new Error(`Template of unknown category ${template.category}`);
  const published = publishedAt(index, now, random);
  const context: StoryContext = {
    voice,
    place: random.pick(voice.places),
    programme: random.pick(PROGRAMMES),
    date: dateText(published),
    count: random.int(25, 180),
    small: random.int(2, 9),
  };
  const english = random.next() >= THAI_ONLY_SHARE;
  const title = template.title(context);
  const lead = template.lead(context);
  const ageShare = 1 - index / DEMO_NEWS_PER_SITE;
  return {
    id: `${voice.code}-${String(index + 1).padStart(4, '0')}`,
    siteId: voice.siteId,
    section: category.section,
    titleTh: title.th,
    titleEn: english ? title.en : null,
    summaryTh: lead.th,
    summaryEn: english ? lead.en : null,
    bodyHtmlTh: bodyHtml(template, context, 'th'),
    bodyHtmlEn: english ? bodyHtml(template, context, 'en') : null,
    cover: photoOf(template),
    gallery: [],
    attachments: [],
    categoryId: category.id,
    tags: [category.th, context.programme.th, context.place.th],
    publishedAt: published,
    updatedAt: published,
    pinned: false,
    highlight: random.next() < 0.15,
    viewCount: Math.round(random.int(40, 400) * (1 + ageShare * 6)),
  };
}

/** The site's demo news, oldest first; the two newest announcements are pinned. */
export function demoNews(voice: NewsVoice, now: Date): DemoNewsRow[] {
  const random = seededRandom(`news:${voice.code}`);
  const photoOf = newsPhotoPicker(voice.code);
  const items = Array.from({ length: DEMO_NEWS_PER_SITE }, (_, index) =>
    demoItem(voice, index, now, random, photoOf),
  );
  const announcements = items.filter((item) => item.categoryId === 'announcements');
  for (const item of announcements.slice(-2)) item.pinned = true;
  return items;
}
