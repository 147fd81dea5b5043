import { describe, expect, it } from 'vitest';
import { useFakePageApp } from './support/page-app.ts';
import { within } from '@testing-library/dom';
import { unmarkedBuddhistYears, unmarkedLatinText, unmarkedThaiText } from './support/foreign-text.ts';
import { pageDom } from './support/page-dom.ts';

/** What a visitor reads and dials (issue 10): phone links, the language of every text, the maintenance and 404 screens. */
const suite = useFakePageApp();
const { get } = suite;

describe('phone links', () => {
  it('dial ordinary numbers as +66 digits and pause only before the hotline extension', async () => {
    const { body } = await get('/en/main');
    expect(body).toContain('<a href="tel:+6621414749"><span class="phone-number">0 2141 4749</span></a>');
    expect(body).toContain('href="tel:1111,78"');
    expect(body).not.toMatch(/href="tel:0,/);
    expect(body).toContain('<span class="phone-number">1111 press 78</span>');
  });
});

describe('the language of every text', () => {
  const englishPages = [
    '/en/main',
    '/en/press-releases',
    '/en/press-releases/n-0001',
    '/en/contact',
    '/en/downloads',
    '/en/downloads/doc-001',
    '/en/photos',
    '/en/photos/al-0001',
    '/en/calendar?month=2026-12',
    '/en/calendar/ev-training',
    '/en/videos',
    '/en/videos/v-0001',
    '/en/press-releases/n-0002',
    '/en/press-releases/n-0004',
    '/en/downloads/doc-002',
    '/en/photos/al-0002',
    '/en/videos/v-0002',
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

  it.each(['/en/press-releases/n-0002', '/en/downloads/doc-002', '/en/photos/al-0002', '/en/videos/v-0002'])(
    'marks the Thai title of an item without English in the breadcrumb on %s',
    async (path) => {
      const { body } = await get(path);
      const page = pageDom(body);
      const current = page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .querySelector('[aria-current="page"]');
      expect(current?.getAttribute('lang')).toBe('th');
      expect(unmarkedThaiText(body)).toEqual([]);
    },
  );

  it('marks the Thai titles of sections without English in breadcrumbs and a sub-navigation', async () => {
    for (const path of ['/en/about', '/en/vision']) {
      const { body } = await get(path);
      expect(unmarkedThaiText(body)).toEqual([]);
      const nav = pageDom(body).getByRole('navigation', { name: 'Pages in About us' });
      const vision = within(nav).getByRole('link', { name: 'วิสัยทัศน์และพันธกิจ' });
      expect(vision.getAttribute('lang')).toBe('th');
    }
    const page = pageDom((await get('/en/vision')).body);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('วิสัยทัศน์และพันธกิจ').getAttribute('lang')).toBe('th');
    expect(within(crumbs).getByRole('link', { name: 'About us' }).hasAttribute('lang')).toBe(false);
  });

  it('marks the Thai alt text of an English item’s cover', async () => {
    const page = pageDom((await get('/en/press-releases/n-0004')).body);
    expect(page.getByRole('heading', { level: 1 }).hasAttribute('lang')).toBe(false);
    expect(page.document.querySelector('img.article__cover')?.getAttribute('lang')).toBe('th');
  });

  it('names submenu buttons and the sub-navigation by text, so a section title keeps its own language', async () => {
    const page = pageDom((await get('/en/main')).body);
    const buttons = page.getAllByRole('button', { name: /^Show the .+ submenu$/ });
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.hasAttribute('aria-label')).toBe(false);
    const about = pageDom((await get('/en/history')).body);
    const nav = about.getByRole('navigation', { name: 'Pages in About us' });
    expect(nav.hasAttribute('aria-label')).toBe(false);
  });

  const thaiPages = [
    '/th/main',
    '/th/more-news',
    '/th/press-releases',
    '/th/press-releases/n-0001',
    '/th/press-releases/n-0002',
    '/th/about',
    '/th/vision',
    '/th/contact',
    '/th/downloads',
    '/th/downloads/doc-001',
    '/th/downloads/doc-002',
    '/th/photos',
    '/th/photos/al-0001',
    '/th/photos/al-0002',
    '/th/calendar?month=2026-12',
    '/th/calendar?month=2026-12&view=agenda',
    '/th/calendar/ev-training',
    '/th/videos',
    '/th/videos/v-0001',
    '/th/videos/v-0002',
    '/th/sitemap',
    '/th/no-such-page',
    '/th/forms/complaint',
    '/th/forms/tip-off',
    '/th/forms/track',
  ];
  // /th/history is left out: its Thai body is the sanitiser's test markup, English words an editor did not mark.

  it.each(thaiPages)('marks every English text on %s with lang="en"', async (path) => {
    const { body } = await get(path);
    expect(unmarkedLatinText(body)).toEqual([]);
  });

  it('marks the Latin-script file names and tags of a Thai item as English', async () => {
    const page = pageDom((await get('/th/press-releases/n-0001')).body);
    const download = page.getByRole('link', { name: /^ดาวน์โหลด n-0001\.pdf/ });
    expect(within(download).getByText('n-0001.pdf').getAttribute('lang')).toBe('en');
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
    const { body } = await get('/en/press-releases/n-0002');
    expect(unmarkedThaiText(body)).toEqual([]);
    const page = pageDom(body);
    expect(page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('th');
  });
});

describe('the maintenance screen', () => {
  it('says everything in both languages, each marked with its language', async () => {
    const english = await get('/en/anything', 'phuket.localhost');
    expect(english.statusCode).toBe(503);
    expect(english.body).toContain('Down for maintenance');
    expect(english.body).toMatch(
      /<section lang="th"[^>]*><h2>[^<]*ปรับปรุง[^<]*<\/h2><p>ปิดปรับปรุงระบบชั่วคราว<\/p>/,
    );
    expect(unmarkedThaiText(english.body)).toEqual([]);
    const thai = await get('/th/main', 'phuket.localhost');
    expect(thai.body).toContain('ปิดปรับปรุงระบบชั่วคราว');
    expect(thai.body).toMatch(
      /<section lang="en"[^>]*><h2>This website is under maintenance<\/h2><p>Down for maintenance<\/p>/,
    );
  });

  it('keeps the hotline number on one line', async () => {
    const { body } = await get('/th/main', 'phuket.localhost');
    expect(body).toContain('<span class="phone-number">1111 กด 78</span>');
  });
});

describe('the 404 screen', () => {
  it('lets only the raw path break anywhere, so a long path wraps on a phone', async () => {
    const { statusCode, body } = await get('/en/a-very-long-address-that-nobody-could-fit-on-a-phone-screen');
    expect(statusCode).toBe(404);
    expect(body).toContain(
      'Page not found: <span class="error-screen__path">/en/a-very-long-address-that-nobody-could-fit-on-a-phone-screen</span>',
    );
  });
});
