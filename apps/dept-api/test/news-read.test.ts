import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryList, News, NewsPage, NewsSummary } from '@probation/contract';
import { bangkokPeriod } from '../src/content/bangkok-time.ts';
import { demoNews, DEMO_NEWS_PER_SITE, type DemoNewsRow } from '../src/seed/content/demo-news.ts';
import { DEMO_CATEGORIES } from '../src/seed/content/news-categories.ts';
import { NEWS_VOICES } from '../src/seed/content/news-voices.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, expectError, startTestApi, TEST_SEED_DATE, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.token();
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const deptVoice = NEWS_VOICES.find((voice) => voice.siteId === DEMO_SITE_IDS.dept);
if (!deptVoice) throw new Error('no department voice');
const deptNews: DemoNewsRow[] = demoNews(deptVoice, TEST_SEED_DATE);

const page = async (query: string) =>
  expectAnswer<NewsPage>(await api.get(`${DEPT}/news${query}`, token), 200, 'NewsPage');

/** Pinned first, then newest first. */
function inListOrder(items: NewsSummary[]): boolean {
  return items.every((item, index) => {
    const next = items[index + 1];
    if (!next) return true;
    if (item.pinned !== next.pinned) return item.pinned;
    return item.published_at >= next.published_at;
  });
}

describe('the demo news', () => {
  it('gives every demo site at least 60 items over several categories and two years', async () => {
    for (const siteId of Object.values(DEMO_SITE_IDS)) {
      const { total, items } = expectAnswer<NewsPage>(
        await api.get(`/site/${siteId}/news?page_size=50`, token),
        200,
        'NewsPage',
      );
      expect(total).toBe(DEMO_NEWS_PER_SITE);
      expect(total).toBeGreaterThanOrEqual(60);
      expect(new Set(items.map((item) => item.category?.id)).size).toBeGreaterThanOrEqual(4);
    }
    const years = new Set(deptNews.map((item) => item.publishedAt.getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(2);
    const oldest = Math.min(...deptNews.map((item) => item.publishedAt.getTime()));
    expect(TEST_SEED_DATE.getTime() - oldest).toBeGreaterThan(600 * 24 * 3600 * 1000);
    expect(deptNews.every((item) => item.publishedAt < TEST_SEED_DATE)).toBe(true);
  });

  it('has English for most items but not all, some pinned and highlighted items', () => {
    const thaiOnly = deptNews.filter((item) => item.titleEn === null).length;
    expect(thaiOnly).toBeGreaterThan(0);
    expect(thaiOnly).toBeLessThan(DEMO_NEWS_PER_SITE / 2);
    expect(deptNews.some((item) => item.pinned)).toBe(true);
    expect(deptNews.some((item) => item.highlight)).toBe(true);
    expect(deptNews.every((item) => /<p>.*<\/p>[\s\S]*<ul><li>/.test(item.bodyHtmlTh))).toBe(true);
  });

  it('is the same every time it is generated', () => {
    expect(demoNews(deptVoice, TEST_SEED_DATE)).toEqual(deptNews);
  });

  it('gives most items a photo with alt text in Thai and English, and a few none (the placeholder shows)', () => {
    for (const voice of NEWS_VOICES) {
      const items = demoNews(voice, TEST_SEED_DATE);
      const withPhoto = items.filter((item) => item.cover);
      expect(withPhoto.length, voice.code).toBeGreaterThan(items.length * 0.7);
      expect(withPhoto.length, voice.code).toBeLessThan(items.length);
      for (const item of withPhoto) {
        expect(item.cover!.url).toMatch(/^\/media\/news\/photos\/[a-z-]+-\d\.jpg$/);
        const alt = item.cover!.alt as { th: string; en: string };
        expect(alt.th).toMatch(/[\u0E00-\u0E7F]/);
        expect(alt.en).toMatch(/^[A-Z0-9][^\u0E00-\u0E7F]+$/);
      }
      expect(new Set(withPhoto.map((item) => item.cover!.url)).size, voice.code).toBeGreaterThanOrEqual(20);
    }
  });

  it('serves every photo as a JPEG, whole and resized', async () => {
    const urls = new Set(
      NEWS_VOICES.flatMap((voice) => demoNews(voice, TEST_SEED_DATE)).flatMap((item) =>
        item.cover ? [item.cover.url] : [],
      ),
    );
    for (const url of urls) {
      const response = await api.get(url, token);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    const [first] = urls;
    const resized = await api.get(`${first}?w=480&format=webp`, token);
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
  });

  it("serves a cover's alt text in the language the item is served in", async () => {
    const item = deptNews.find((row) => row.cover && row.titleEn !== null)!;
    const thaiOnly = deptNews.find((row) => row.cover && row.titleEn === null)!;
    const alt = item.cover!.alt as { th: string; en: string };
    const get = async (id: string, lang: string) =>
      expectAnswer<News>(await api.get(`${DEPT}/news/${id}?lang=${lang}`, token), 200, 'News');
    expect((await get(item.id, 'th')).cover?.alt).toBe(alt.th);
    expect((await get(item.id, 'en')).cover?.alt).toBe(alt.en);
    const thai = await get(thaiOnly.id, 'en');
    expect(thai.content_lang).toBe('th');
    expect(thai.cover?.alt).toBe((thaiOnly.cover!.alt as { th: string }).th);
    const summary = (await page(`?ids=${item.id}&lang=en`)).items[0];
    expect(summary?.cover).toEqual({
      url: item.cover!.url,
      alt: alt.en,
      width: item.cover!.width,
      height: item.cover!.height,
    });
  });
});

describe('GET /site/{siteId}/news', () => {
  it('pages through everything: pinned first, newest first, no item twice', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: DEMO_NEWS_PER_SITE, page: 1, page_size: 12 });
    expect(first.items).toHaveLength(12);
    const all: NewsSummary[] = [];
    for (let number = 1; number <= 4; number += 1)
      all.push(...(await page(`?page=${number}&page_size=20`)).items);
    expect(all).toHaveLength(DEMO_NEWS_PER_SITE);
    expect(new Set(all.map((item) => item.id)).size).toBe(DEMO_NEWS_PER_SITE);
    expect(inListOrder(all)).toBe(true);
    expect(all[0]?.pinned).toBe(true);
    const beyond = await page('?page=9&page_size=20');
    expect(beyond).toMatchObject({ items: [], total: DEMO_NEWS_PER_SITE, page: 9 });
  });

  it('filters by section, a news parent section including its children', async () => {
    const press = await page('?section=press-releases&page_size=50');
    const expected = deptNews.filter((item) => item.section === 'press-releases').length;
    expect(press.total).toBe(expected);
    expect(press.items.every((item) => item.section === 'press-releases')).toBe(true);
    expect((await page('?section=news')).total).toBe(DEMO_NEWS_PER_SITE);
  });

  it('answers the years with news under the other filters, whatever year is asked for', async () => {
    const yearsOf = (rows: DemoNewsRow[]) => {
      const counts = new Map<number, number>();
      for (const row of rows) {
        const year = new Date(row.publishedAt.getTime() + 7 * 3_600_000).getUTCFullYear();
        counts.set(year, (counts.get(year) ?? 0) + 1);
      }
      return [...counts].sort(([a], [b]) => b - a).map(([year, count]) => ({ year, count }));
    };
    const press = deptNews.filter((item) => item.section === 'press-releases');
    expect((await page('?section=press-releases')).years).toEqual(yearsOf(press));
    expect((await page('?section=press-releases&year=1999')).years).toEqual(yearsOf(press));
    const activities = press.filter((item) => item.categoryId === 'activities');
    expect((await page('?section=press-releases&category=activities&year=2026')).years).toEqual(
      yearsOf(activities),
    );
    expect((await page(`?ids=${deptNews[0]!.id}`)).years).toEqual([]);
  });

  it('filters by category, highlight, year and month (Asia/Bangkok)', async () => {
    const activities = await page('?category=activities&page_size=50');
    expect(activities.total).toBe(deptNews.filter((item) => item.categoryId === 'activities').length);
    expect(activities.items.every((item) => item.category?.id === 'activities')).toBe(true);

    const highlighted = await page('?highlight=true&page_size=50');
    expect(highlighted.total).toBe(deptNews.filter((item) => item.highlight).length);
    const others = await page('?highlight=false');
    expect(highlighted.total + others.total).toBe(DEMO_NEWS_PER_SITE);

    const year = TEST_SEED_DATE.getUTCFullYear() - 1;
    const inPeriod = (period: { start: Date; end: Date }) =>
      deptNews.filter((item) => item.publishedAt >= period.start && item.publishedAt < period.end).length;
    expect((await page(`?year=${year}`)).total).toBe(inPeriod(bangkokPeriod(year)));
    const month = deptNews.at(-1)?.publishedAt;
    if (!month) throw new Error('no news');
    const bangkok = new Date(month.getTime() + 7 * 3600 * 1000);
    const monthQuery = `?year=${bangkok.getUTCFullYear()}&month=${bangkok.getUTCMonth() + 1}`;
    const monthPage = await page(monthQuery);
    expect(monthPage.total).toBe(
      inPeriod(bangkokPeriod(bangkok.getUTCFullYear(), bangkok.getUTCMonth() + 1)),
    );
    expect(monthPage.total).toBeGreaterThan(0);
    expect(
      (await page(`${monthQuery}&category=activities&section=activities`)).items.length,
    ).toBeLessThanOrEqual(monthPage.total);
  });

  it('counts a news item in the Bangkok month it was published, not the UTC one', () => {
    const period = bangkokPeriod(2026, 1);
    expect(period.start.toISOString()).toBe('2025-12-31T17:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-01-31T17:00:00.000Z');
    expect(bangkokPeriod(2025).end.toISOString()).toBe('2025-12-31T17:00:00.000Z');
  });

  it('falls back to Thai, whole, when English is missing, and says so', async () => {
    const thaiOnly = deptNews.find((item) => item.titleEn === null);
    const english = deptNews.find((item) => item.titleEn !== null);
    if (!thaiOnly || !english) throw new Error('demo news needs both kinds');
    const { items } = await page(`?ids=${thaiOnly.id},${english.id}&lang=en`);
    expect(items[0]).toMatchObject({ id: thaiOnly.id, title: thaiOnly.titleTh, content_lang: 'th' });
    expect(items[0]?.summary).toBe(thaiOnly.summaryTh);
    expect(items[0]?.category?.label).toMatch(/^[A-Z]/);
    expect(items[1]).toMatchObject({ id: english.id, title: english.titleEn, content_lang: 'en' });
    const thai = await page(`?ids=${english.id}`);
    expect(thai.items[0]).toMatchObject({ title: english.titleTh, content_lang: 'th' });
  });

  it('looks up a batch by ids in the order asked, leaving out unknown ids and other sites\u2019 news', async () => {
    const batch = await page('?ids=dept-0003,dept-0001,chiangmai-0001,nope-1,dept-0003&page=3&page_size=1');
    expect(batch.items.map((item) => item.id)).toEqual(['dept-0003', 'dept-0001']);
    expect(batch).toMatchObject({ total: 2, page: 1, page_size: 2 });
  });

  it.each([
    ['page=0', /page/],
    ['page=abc', /page/],
    ['page=1e400', /page must be a finite number/],
    ['year=1e3', /year/],
    ['page_size=0', /page_size/],
    ['page_size=51', /page_size/],
    ['month=13&year=2026', /month/],
    ['month=3', /month needs year/],
    ['year=20x6', /year/],
    ['highlight=maybe', /highlight/],
    ['section=no-such-section', /not a section of this site/],
    ['section=calendar', /not a news section/],
    ['section=Bad%20Name', /section/],
    ['category=weather', /does not exist/],
    ['ids=', /ids/],
    ['ids=a,,b', /ids/],
    [`ids=${Array.from({ length: 51 }, (_, index) => `dept-${index}`).join(',')}`, /at most 50/],
    ['lang=fr', /lang/],
    ['page=1&page=2', /page/],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    expect(expectError(await api.get(`${DEPT}/news?${query}`, token), 400).message).toMatch(message);
  });

  it('is 404 for an unknown site and 401 without a token', async () => {
    expectError(await api.get('/site/64b0000000000000000000ff/news', token), 404);
    expectError(await api.app.inject({ method: 'GET', url: `${DEPT}/news` }), 401);
  });
});

describe('GET /site/{siteId}/news/{newsId}', () => {
  it('answers the whole item, with body, gallery and attachments', async () => {
    const item = expectAnswer<News>(await api.get(`${DEPT}/news/dept-0001`, token), 200, 'News');
    const stored = deptNews[0];
    expect(item).toMatchObject({ id: 'dept-0001', title: stored?.titleTh, body_html: stored?.bodyHtmlTh });
    expect(item.gallery).toEqual([]);
    expect(item.attachments).toEqual([]);
  });

  it('serves the English body, or the Thai one with content_lang th', async () => {
    const english = deptNews.find((row) => row.bodyHtmlEn !== null);
    const thaiOnly = deptNews.find((row) => row.bodyHtmlEn === null);
    const en = expectAnswer<News>(await api.get(`${DEPT}/news/${english?.id}?lang=en`, token), 200, 'News');
    expect(en).toMatchObject({ body_html: english?.bodyHtmlEn, content_lang: 'en' });
    const fallback = expectAnswer<News>(
      await api.get(`${DEPT}/news/${thaiOnly?.id}?lang=en`, token),
      200,
      'News',
    );
    expect(fallback).toMatchObject({ body_html: thaiOnly?.bodyHtmlTh, content_lang: 'th' });
  });

  it('is 404 for an unknown id or another site\u2019s item, 400 for a malformed id', async () => {
    expectError(await api.get(`${DEPT}/news/dept-9999`, token), 404);
    expectError(await api.get(`${DEPT}/news/chiangmai-0001`, token), 404);
    expectError(await api.get(`${DEPT}/news/${encodeURIComponent('../etc')}`, token), 400);
  });
});

describe('GET /site/{siteId}/news-categories', () => {
  it('lists every category with this site\u2019s counts, labels in the language asked for', async () => {
    const th = expectAnswer<CategoryList>(
      await api.get(`${DEPT}/news-categories`, token),
      200,
      'CategoryList',
    );
    expect(th.items.map((category) => category.id)).toEqual(DEMO_CATEGORIES.map((category) => category.id));
    for (const category of th.items) {
      expect(category.count).toBe(deptNews.filter((item) => item.categoryId === category.id).length);
    }
    expect(th.items.reduce((sum, category) => sum + category.count, 0)).toBe(DEMO_NEWS_PER_SITE);
    const en = expectAnswer<CategoryList>(
      await api.get(`${DEPT}/news-categories?lang=en`, token),
      200,
      'CategoryList',
    );
    expect(en.items[0]?.label).toBe('Press releases');
    expect(th.items[0]?.label).toBe('ข่าวประชาสัมพันธ์');
  });

  it('is 404 for an unknown site', async () => {
    expectError(await api.get('/site/nope/news-categories', token), 404);
  });

  it('with a section, lists only the categories with news there, counted there', async () => {
    const press = expectAnswer<CategoryList>(
      await api.get(`${DEPT}/news-categories?section=press-releases`, token),
      200,
      'CategoryList',
    );
    const inSection = deptNews.filter((item) => item.section === 'press-releases');
    const expected = DEMO_CATEGORIES.map((category) => ({
      id: category.id,
      count: inSection.filter((item) => item.categoryId === category.id).length,
    })).filter((category) => category.count > 0);
    expect(press.items.map(({ id, count }) => ({ id, count }))).toEqual(expected);
    expect(press.items.length).toBeLessThan(DEMO_CATEGORIES.length);
    for (const category of press.items) {
      const filtered = await page(`?section=press-releases&category=${category.id}&page_size=1`);
      expect(filtered.total, category.id).toBe(category.count);
    }
    const parent = expectAnswer<CategoryList>(
      await api.get(`${DEPT}/news-categories?section=news`, token),
      200,
      'CategoryList',
    );
    expect(parent.items.reduce((sum, category) => sum + category.count, 0)).toBe(DEMO_NEWS_PER_SITE);
  });

  it.each([
    ['section=no-such-section', /not a section of this site/],
    ['section=calendar', /not a news section/],
  ])('refuses %s with 400 and the reason', async (query, reason) => {
    expect(expectError(await api.get(`${DEPT}/news-categories?${query}`, token), 400).message).toMatch(
      reason,
    );
  });
});
