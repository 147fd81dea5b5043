import { beforeAll, describe, expect, it } from 'vitest';
import { eq, and } from 'drizzle-orm';
import type { News } from '@probation/contract';
import { DEMO_ITEMS } from '../server/support/demo-items.ts';
import { DEMO_SITE_IDS, demoSite, tables } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import { within } from '@testing-library/dom';
import { unmarkedBuddhistYears, unmarkedLatinText, unmarkedThaiText } from './support/foreign-text.ts';
import { linksTo, pageAnswer, pageDom } from './support/page-dom.ts';

/** What a visitor reads and dials: phone links, the language of every text, the maintenance and 404 screens. */
const suite = usePageApp();
const { get } = suite;
const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
/**
 * News an editor left with a Thai cover description on an English item, and a Thai item with Latin file names and
 * tags.
 */
const created: { thaiCover?: News; latinNames?: News } = {};

beforeAll(async () => {
  // A section (and its page) an editor left without English: the department's vision.
  await suite.deptApi.database.db
    .update(tables.sections)
    .set({ titleTh: 'วิสัยทัศน์และพันธกิจ', titleEn: null })
    .where(and(eq(tables.sections.siteId, DEMO_SITE_IDS.dept), eq(tables.sections.urlname, 'vision')));
  await suite.deptApi.send('editor', 'PUT', `${DEPT}/pages/vision`, {
    title: { th: 'วิสัยทัศน์และพันธกิจ' },
    summary: { th: 'วิสัยทัศน์ของกรม' },
    body_html: { th: '<p>เป็นองค์กรหลักด้านการคุมประพฤติ</p>' },
  });
  const news = (body: object) =>
    suite.deptApi.create<News>(`${DEPT}/news`, {
      section: 'press-releases',
      summary: { th: 'สรุปข่าว', en: 'Summary' },
      body_html: { th: '<p>เนื้อหา</p>', en: '<p>Body</p>' },
      published_at: '2024-02-01T09:00:00+07:00',
      ...body,
    });
  created.thaiCover = await news({
    title: { th: 'ประชุมคณะทำงาน', en: 'Working group meeting' },
    cover: {
      url: '/media/news/test/meeting.jpg',
      alt: 'ผู้เข้าประชุมนั่งรอบโต๊ะประชุมยาว',
      width: 1600,
      height: 900,
    },
  });
  created.latinNames = await news({
    title: { th: 'รายงานผลการดำเนินงาน', en: 'Performance report' },
    tags: ['tag-1'],
    attachments: [
      {
        url: '/media/files/report-2569.pdf',
        name: 'report-2569.pdf',
        mime_type: 'application/pdf',
        size: 123_456,
        pages: 2,
      },
    ],
  });
});

describe('phone links', () => {
  it('dial ordinary numbers as +66 digits and pause only before the hotline extension', async () => {
    const page = pageDom((await get('/en/main')).body);
    for (const phone of page.getAllByRole('link', { name: '0 2141 4749' })) {
      expect(phone.getAttribute('href')).toBe('tel:+6621414749');
      expect(within(phone).getByText('0 2141 4749').matches('span.phone-number')).toBe(true);
    }
    expect(linksTo(page, 'tel:1111,78')).not.toHaveLength(0);
    expect(page.document.querySelectorAll('[href^="tel:0,"]')).toHaveLength(0);
    expect(page.getAllByText('1111 press 78', { selector: 'span.phone-number' })).not.toHaveLength(0);
  });
});

describe('the language of every text', () => {
  const englishPages = [
    '/en/main',
    '/en/press-releases',
    `/en${DEMO_ITEMS.news.path}`,
    '/en/contact',
    '/en/laws',
    `/en${DEMO_ITEMS.document.path}`,
    '/en/photos',
    `/en${DEMO_ITEMS.album.path}`,
    '/en/calendar',
    `/en${DEMO_ITEMS.event.path}`,
    '/en/videos',
    `/en${DEMO_ITEMS.video.path}`,
    `/en${DEMO_ITEMS.thaiOnlyNews.path}`,
    `/en${DEMO_ITEMS.thaiOnlyDocument.path}`,
    `/en${DEMO_ITEMS.thaiOnlyAlbum.path}`,
    `/en${DEMO_ITEMS.thaiOnlyVideo.path}`,
    '/en/about',
    '/en/vision',
    '/en/sitemap',
    '/en/forms/complaint',
    '/en/forms/tip-off',
    '/en/forms/track',
  ];

  it.each(englishPages)('marks every Thai text on %s with lang="th"', async (path) => {
    const { statusCode, body } = await get(path);
    expect(statusCode).toBe(200);
    expect(unmarkedThaiText(body)).toEqual([]);
  });

  it.each(englishPages)('writes no Buddhist-era year in English text on %s', async (path) => {
    const { body } = await get(path);
    expect(unmarkedBuddhistYears(body)).toEqual([]);
  });

  it('finds Buddhist-era years in English text, not in Thai text or marked B.E.', () => {
    expect(unmarkedBuddhistYears('<body><p>Meeting no. 1/2569</p></body>')).toEqual([
      '<p> Meeting no. 1/2569',
    ]);
    expect(
      unmarkedBuddhistYears(
        '<body><p>Probation Act B.E. 2559 (2016)</p><p lang="th">ครั้งที่ 1/2569</p><p>Call 0 7621 2563</p></body>',
      ),
    ).toEqual([]);
  });

  it.each([
    `/en${DEMO_ITEMS.thaiOnlyNews.path}`,
    `/en${DEMO_ITEMS.thaiOnlyDocument.path}`,
    `/en${DEMO_ITEMS.thaiOnlyAlbum.path}`,
    `/en${DEMO_ITEMS.thaiOnlyVideo.path}`,
  ])('marks the Thai title of an item without English in the breadcrumb on %s', async (path) => {
    const { body } = await get(path);
    const page = pageDom(body);
    const current = page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .querySelector('[aria-current="page"]');
    expect(current?.getAttribute('lang')).toBe('th');
    expect(unmarkedThaiText(body)).toEqual([]);
  });

  it('marks the Thai titles of sections without English in breadcrumbs and a sub-navigation', async () => {
    for (const path of ['/en/about', '/en/vision']) {
      const { body } = await get(path);
      expect(unmarkedThaiText(body)).toEqual([]);
      const nav = pageDom(body).getByRole('navigation', { name: 'Pages in About the department' });
      const vision = within(nav).getByRole('link', { name: 'วิสัยทัศน์และพันธกิจ' });
      expect(vision.getAttribute('lang')).toBe('th');
    }
    const page = pageDom((await get('/en/vision')).body);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('วิสัยทัศน์และพันธกิจ').getAttribute('lang')).toBe('th');
    expect(within(crumbs).getByRole('link', { name: 'About the department' }).hasAttribute('lang')).toBe(
      false,
    );
  });

  it('marks the Thai alt text of an English item’s cover', async () => {
    const { body } = await get(`/en/press-releases/${created.thaiCover!.id}`);
    expect(unmarkedThaiText(body)).toEqual([]);
    expect(unmarkedBuddhistYears(body)).toEqual([]);
    const page = pageDom(body);
    expect(page.getByRole('heading', { level: 1 }).hasAttribute('lang')).toBe(false);
    expect(page.document.querySelector('img.article__cover')?.getAttribute('lang')).toBe('th');
  });

  it('names submenu buttons and the sub-navigation by text, so a section title keeps its own language', async () => {
    const page = pageDom((await get('/en/main')).body);
    const buttons = page.getAllByRole('button', { name: /^Show the .+ submenu$/ });
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.hasAttribute('aria-label')).toBe(false);
    const about = pageDom((await get('/en/history')).body);
    const nav = about.getByRole('navigation', { name: 'Pages in About the department' });
    expect(nav.hasAttribute('aria-label')).toBe(false);
  });

  const thaiPages = [
    '/th/main',
    '/th/more-news',
    '/th/press-releases',
    `/th${DEMO_ITEMS.news.path}`,
    `/th${DEMO_ITEMS.thaiOnlyNews.path}`,
    '/th/about',
    '/th/vision',
    '/th/contact',
    '/th/laws',
    `/th${DEMO_ITEMS.document.path}`,
    `/th${DEMO_ITEMS.thaiOnlyDocument.path}`,
    '/th/photos',
    `/th${DEMO_ITEMS.album.path}`,
    `/th${DEMO_ITEMS.thaiOnlyAlbum.path}`,
    '/th/calendar',
    '/th/calendar?view=agenda',
    `/th${DEMO_ITEMS.event.path}`,
    '/th/videos',
    `/th${DEMO_ITEMS.video.path}`,
    `/th${DEMO_ITEMS.thaiOnlyVideo.path}`,
    '/th/sitemap',
    '/th/no-such-page',
    '/th/forms/complaint',
    '/th/forms/tip-off',
    '/th/forms/track',
  ];

  it.each(thaiPages)('marks every English text on %s with lang="en"', async (path) => {
    const { body } = await get(path);
    expect(unmarkedLatinText(body)).toEqual([]);
  });

  it('marks the Latin-script file names and tags of a Thai item as English', async () => {
    const page = pageDom((await get(`/th/press-releases/${created.latinNames!.id}`)).body);
    const download = page.getByRole('link', { name: /^ดาวน์โหลด report-2569\.pdf/ });
    expect(within(download).getByText('report-2569.pdf').getAttribute('lang')).toBe('en');
    const tags = page.getByRole('region', { name: 'คำสำคัญ' });
    expect(within(tags).getByText('tag-1').getAttribute('lang')).toBe('en');
  });

  it('finds what it looks for: unmarked English on a Thai page, and leaves names Thai writes in Latin letters', () => {
    expect(
      unmarkedLatinText('<body><p>Annual report</p><p lang="en">Annual report</p><p>ไฟล์ PDF</p></body>'),
    ).toEqual(['<p> Annual report']);
    expect(
      unmarkedLatinText(
        '<body><a href="x">Facebook</a> <span>PDF</span> <span>moj.go.th</span> <span>/th/x</span></body>',
      ),
    ).toEqual([]);
    expect(unmarkedLatinText('<body><img alt="A meeting"></body>')).toEqual(['<img alt> A meeting']);
  });

  it('marks the Thai title of an item without English', async () => {
    const { body } = await get(`/en${DEMO_ITEMS.thaiOnlyNews.path}`);
    expect(unmarkedThaiText(body)).toEqual([]);
    const page = pageDom(body);
    expect(page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('th');
  });
});

describe('the maintenance screen', () => {
  const { message } = demoSite('phuket').maintenance;

  /** The screen's part in the other language: its section's lang, its heading, the message under the heading. */
  function otherLanguagePart(body: string): (string | null | undefined)[] {
    const heading = pageDom(body).getByRole('heading', { level: 2 });
    const section = heading.parentElement?.closest('section');
    return [section?.getAttribute('lang'), heading.textContent, heading.nextElementSibling?.textContent];
  }

  it('says everything in both languages, each marked with its language', async () => {
    const english = await get('/en/anything', 'phuket.localhost');
    expect(english.statusCode).toBe(503);
    expect(english.body).toContain(message.en);
    expect(otherLanguagePart(english.body)).toEqual(['th', expect.stringContaining('ปรับปรุง'), message.th]);
    expect(unmarkedThaiText(english.body)).toEqual([]);
    const thai = await get('/th/main', 'phuket.localhost');
    expect(thai.body).toContain(message.th);
    expect(otherLanguagePart(thai.body)).toEqual(['en', 'This website is under maintenance', message.en]);
  });

  it('keeps the hotline number on one line', async () => {
    const page = pageDom((await get('/th/main', 'phuket.localhost')).body);
    expect(page.getAllByText('1111 กด 78', { selector: 'span.phone-number' })).not.toHaveLength(0);
  });
});

describe('the 404 screen', () => {
  it('lets only the raw path break anywhere, so a long path wraps on a phone', async () => {
    const path = '/en/a-very-long-address-that-nobody-could-fit-on-a-phone-screen';
    const page = pageAnswer(await get(path));
    expect(page.statusCode).toBe(404);
    const heading = page.getByRole('heading', { level: 1 });
    expect(heading.textContent).toContain(`Page not found: ${path}`);
    expect(within(heading).getByText(path).matches('span.error-screen__path')).toBe(true);
  });
});
