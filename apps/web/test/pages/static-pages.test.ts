import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';

/** Static pages (sections of type page) and links sections through app.inject on the production build. */
const { get } = usePageApp();

function subnav(body: string): string {
  return /<nav class="subnav"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
}

describe('a static page', () => {
  it('shows the English page: title, lead, body, last update, breadcrumbs, OpenGraph', async () => {
    const { statusCode, body } = await get('/en/about');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>About us | Department of Probation</title>');
    expect(body).toContain('<h1>About us</h1>');
    expect(body).toContain('<p class="lead">The department in brief</p>');
    expect(body).toContain('<h2>Our role</h2><ul><li>Probation</li>');
    expect(body).toContain(
      'Last updated<!-- --> <time dateTime="2026-10-01T03:00:00.000Z">1 October 2026</time>',
    );
    expect(body).toMatch(
      /<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="\/en\/main">Home<\/a><\/li><li><span aria-current="page">About us<\/span>/,
    );
    expect(body).toContain('<meta property="og:title" content="About us | Department of Probation">');
    expect(body).toContain('<meta property="og:type" content="website">');
    expect(body).toContain('<meta property="og:url" content="http://localhost:3000/en/about">');
    expect(body).toContain('<meta name="description" content="The department in brief">');
    expect(body).toContain('<link rel="canonical" href="http://localhost:3000/en/about">');
    expect(body).not.toContain('class="notice"');
  });

  it('shows the Thai page with the date in the Buddhist era', async () => {
    const { statusCode, body } = await get('/th/about');
    expect(statusCode).toBe(200);
    expect(body).toContain('<h1>เกี่ยวกับกรม</h1>');
    expect(body).toContain('<h2>บทบาทหน้าที่</h2>');
    expect(body).toContain(
      'ปรับปรุงข้อมูลล่าสุดเมื่อ<!-- --> <time dateTime="2026-10-01T03:00:00.000Z">1 ตุลาคม 2569</time>',
    );
  });

  it('has breadcrumbs through the parent section, and a sub-navigation with the current page marked', async () => {
    const { body } = await get('/en/history');
    expect(body).toMatch(
      /<ol><li><a href="\/en\/main">Home<\/a><\/li><li><a href="\/en\/about">About us<\/a><\/li><li><span aria-current="page">History<\/span>/,
    );
    const nav = subnav(body);
    expect(nav).toContain('aria-label="Pages in About us"');
    expect([...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/en/about',
      '/en/history',
      '/en/vision',
    ]);
    expect(nav).toContain('<a href="/en/history" aria-current="page">History</a>');
    expect(nav.match(/aria-current/g)).toHaveLength(1);
    const about = subnav((await get('/th/about')).body);
    expect(about).toContain('<a href="/th/about" aria-current="page">เกี่ยวกับกรม</a>');
    expect(about).toContain('aria-label="หน้าในหมวดเกี่ยวกับกรม"');
    // A top-level page without child pages has no sub-navigation.
    expect(subnav((await get('/en/contact')).body)).toBe('');
  });

  it('sanitises the body and lets its tables scroll sideways in a keyboard-reachable region', async () => {
    const { body } = await get('/th/history');
    expect(body).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="ตาราง (เลื่อนดูในแนวนอนได้)"><table><thead>',
    );
    expect(body).toContain('</table></div>');
    const article = body.slice(body.indexOf('<article'), body.indexOf('</article>'));
    expect(article).toContain('<p>ข่าวที่มีสคริปต์</p>');
    expect(article).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i);
  });

  it('shows Thai text marked lang="th" with a notice on the English site when the English text is missing', async () => {
    const { statusCode, body } = await get('/en/vision');
    expect(statusCode).toBe(200);
    expect(body).toContain(
      '<p class="notice" role="note">This page has no English version yet, so it is shown in Thai.</p>',
    );
    expect(body).toContain('<h1 lang="th">วิสัยทัศน์และพันธกิจ</h1>');
    expect(body).toContain('<p class="lead" lang="th">วิสัยทัศน์ของกรม</p>');
    expect(body).toContain('<div class="article__body" lang="th">');
  });

  it('is the site’s own page on each site', async () => {
    const { statusCode, body } = await get('/th/about', 'chiangmai.localhost');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>เกี่ยวกับกรม | สำนักงานคุมประพฤติจังหวัดเชียงใหม่</title>');
  });
});

describe('sections that are not a static page', () => {
  it('gives the 404 page for an unknown urlname, a page section without a page, and a page below a section', async () => {
    for (const path of ['/en/no-such-page', '/en/empty-page', '/th/about/history']) {
      const { statusCode, body } = await get(path);
      expect(statusCode, path).toBe(404);
      expect(body).toContain(path.startsWith('/en') ? 'Page not found: ' + path : 'ไม่พบหน้าที่ต้องการ');
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
