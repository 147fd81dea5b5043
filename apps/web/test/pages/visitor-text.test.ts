import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';
import { unmarkedThaiText } from './support/foreign-text.ts';

/** What a visitor reads and dials (issue 10): phone links, the language of every text, the maintenance and 404 screens. */
const suite = usePageApp();
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
  ];

  it.each(englishPages)('marks every Thai text on %s with lang="th"', async (path) => {
    const { statusCode, body } = await get(path);
    expect(statusCode).toBe(200);
    expect(unmarkedThaiText(body)).toEqual([]);
  });

  /*
   * Known gaps, left to the page-layer work: a breadcrumb's current crumb (the Thai title of an item without
   * English) and a static page's sub-navigation links carry no language of their own (Crumb and SectionLink have
   * no contentLang yet). When they do, these fail: move them into the list above.
   */
  const knownGaps = [
    '/en/press-releases/n-0002',
    '/en/downloads/doc-002',
    '/en/photos/al-0002',
    '/en/videos/v-0002',
    '/en/about',
  ];
  it.fails.each(knownGaps)('does not yet mark every Thai text on %s', async (path) => {
    const { body } = await get(path);
    expect(unmarkedThaiText(body)).toEqual([]);
  });

  it('marks the Thai file names, alt texts and tags of an item without English, and no more', async () => {
    const { body } = await get('/en/press-releases/n-0002');
    const unmarked = unmarkedThaiText(body);
    expect(unmarked).toEqual([expect.stringMatching(/^<span> ข่าวประชาสัมพันธ์ ฉบับที่ 2$/)]);
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
