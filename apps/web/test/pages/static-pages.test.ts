import { describe, expect, it } from 'vitest';
import { useFakePageApp } from './support/page-app.ts';
import { crumbsOf, headAttribute, pageAnswer } from './support/page-dom.ts';

/** Static pages (sections of type page) and links sections through app.inject on the production build. */
const { get } = useFakePageApp();

const open = async (path: string, host?: string) => pageAnswer(await get(path, host));

describe('a static page', () => {
  it('shows the English page: title, lead, body, last update, breadcrumbs, OpenGraph', async () => {
    const page = await open('/en/about');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('About us | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('About us');
    expect(page.getByText('The department in brief').className).toBe('lead');
    const role = page.getByRole('heading', { level: 2, name: 'Our role' });
    expect(role.nextElementSibling?.querySelector('li')?.textContent).toBe('Probation');
    expect(page.mainText).toContain('Last updated 1 October 2026');
    expect(page.document.querySelector('main time')?.getAttribute('datetime')).toBe(
      '2026-10-01T03:00:00.000Z',
    );
    expect(crumbsOf(page)).toEqual([
      { text: 'Home', href: '/en/main' },
      { text: 'About us', current: 'page' },
    ]);
    expect(headAttribute(page, 'meta[property="og:title"]')).toBe('About us | Department of Probation');
    expect(headAttribute(page, 'meta[property="og:type"]')).toBe('website');
    expect(headAttribute(page, 'meta[property="og:url"]')).toBe('http://localhost:3000/en/about');
    expect(headAttribute(page, 'meta[name="description"]')).toBe('The department in brief');
    expect(headAttribute(page, 'link[rel="canonical"]', 'href')).toBe('http://localhost:3000/en/about');
    expect(page.queryByRole('note')).toBeNull();
  });

  it('shows the Thai page with the date in the Buddhist era', async () => {
    const page = await open('/th/about');
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('เกี่ยวกับกรม');
    expect(page.getByRole('heading', { level: 2, name: 'บทบาทหน้าที่' })).toBeTruthy();
    expect(page.mainText).toContain('ปรับปรุงข้อมูลล่าสุดเมื่อ 1 ตุลาคม 2569');
  });

  it('has breadcrumbs through the parent section, and a sub-navigation with the current page marked', async () => {
    const page = await open('/en/history');
    expect(crumbsOf(page)).toEqual([
      { text: 'Home', href: '/en/main' },
      { text: 'About us', href: '/en/about' },
      { text: 'History', current: 'page' },
    ]);
    const nav = page.getByRole('navigation', { name: 'Pages in About us' });
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/en/about',
      '/en/history',
      '/en/vision',
    ]);
    const current = nav.querySelectorAll('[aria-current]');
    expect([...current].map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['History', 'page'],
    ]);
    const about = await open('/th/about');
    const thaiNav = about.getByRole('navigation', { name: 'หน้าในหมวดเกี่ยวกับกรม' });
    expect(thaiNav.querySelector('[aria-current="page"]')?.textContent).toBe('เกี่ยวกับกรม');
    // A top-level page without child pages has no sub-navigation.
    expect((await open('/en/contact')).document.querySelector('nav.subnav')).toBeNull();
  });

  it('sanitises the body and lets its tables scroll sideways in a keyboard-reachable region', async () => {
    const page = await open('/th/history');
    const region = page.getByRole('region', { name: 'ตาราง (เลื่อนดูในแนวนอนได้)' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.querySelector('table thead')).not.toBeNull();
    const article = page.document.querySelector('article')!;
    expect(article.textContent).toContain('ข่าวที่มีสคริปต์');
    // The article's markup as sent: nothing executable or styled in any spelling.
    expect(article.innerHTML).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i);
  });

  it('shows Thai text marked lang="th" with a notice on the English site when the English text is missing', async () => {
    const page = await open('/en/vision');
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('note').textContent).toBe(
      'This page has no English version yet, so it is shown in Thai.',
    );
    const heading = page.getByRole('heading', { level: 1 });
    expect([heading.textContent, heading.getAttribute('lang')]).toEqual(['วิสัยทัศน์และพันธกิจ', 'th']);
    expect(page.getByText('วิสัยทัศน์ของกรม').getAttribute('lang')).toBe('th');
    expect(page.document.querySelector('.article__body')?.getAttribute('lang')).toBe('th');
  });

  it('is the site’s own page on each site', async () => {
    const page = await open('/th/about', 'chiangmai.localhost');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('เกี่ยวกับกรม | สำนักงานคุมประพฤติจังหวัดเชียงใหม่');
  });
});

describe('sections that are not a static page', () => {
  it('gives the 404 page for an unknown urlname, a page section without a page, and a page below a section', async () => {
    for (const path of ['/en/no-such-page', '/en/empty-page', '/th/about/history']) {
      const page = await open(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.mainText, path).toContain(
        path.startsWith('/en') ? 'Page not found: ' + path : 'ไม่พบหน้าที่ต้องการ',
      );
    }
  });

  it('redirects a links section to its http(s) URL, and refuses any other scheme', async () => {
    const link = await get('/th/egov');
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('https://www.egov.go.th/');
    const unsafe = await get('/en/bad-link');
    expect(unsafe.statusCode).toBe(404);
    expect(unsafe.headers.location).toBeUndefined();
  });
});
