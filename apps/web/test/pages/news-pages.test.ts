import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';

/** The news pages (issue 3) through app.inject on the production build, in front of the fake department API. */
const suite = usePageApp();
const { get } = suite;

/** The hrefs of the pagination nav. */
function paginationLinks(body: string): string[] {
  const nav = /<nav class="pagination"[^>]*>([\s\S]*?)<\/nav>/.exec(body)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

describe('news list of a section', () => {
  it('lists the section with a heading, count, cards linking to the items, breadcrumbs and pages', async () => {
    const response = await get('/en/press-releases');
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toContain('<title>Press releases | Department of Probation</title>');
    expect(body).toContain('<h1>Press releases</h1>');
    expect(body).toContain('20 news items');
    expect(body).toContain('href="/en/press-releases/n-0001"');
    expect(body).toMatch(
      /<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="\/en\/main">Home<\/a>/,
    );
    expect(body).toContain('<nav class="pagination" aria-label="Pages of the news list">');
    expect(body).toContain('aria-current="page" aria-label="Page 1">1</a>');
    expect(paginationLinks(body)).toEqual([
      '/en/press-releases',
      '/en/press-releases?page=2',
      '/en/press-releases?page=2',
    ]);
  });

  it('shows Thai dates in the Buddhist era and the Thai texts', async () => {
    const { body, statusCode } = await get('/th/press-releases');
    expect(statusCode).toBe(200);
    expect(body).toContain('<h1>ข่าวประชาสัมพันธ์</h1>');
    expect(body).toContain('20 พฤศจิกายน 2569');
    expect(body).toContain('ทั้งหมด 20 รายการ');
  });

  it('keeps filters in the URL: the form is a GET form, the page links carry the filters', async () => {
    const { body } = await get('/en/press-releases?category=activities&year=2026&page=1&utm_source=x');
    const form = /<form class="list-filters"[^>]*>/.exec(body)?.[0];
    expect(form).toContain('action="/en/press-releases"');
    expect(form).toContain('method="get"');
    expect(body).toMatch(/<option value="activities" selected="">Activities/);
    expect(body).toMatch(/<option value="2026" selected="">2026/);
    expect(body).toContain('Showing: category Activities, year 2026');
    expect(body).toContain(
      '<link rel="canonical" href="http://localhost:3000/en/press-releases?category=activities&amp;year=2026">',
    );
    const page2 = await get('/en/more-news?category=activities&page=2');
    expect(page2.statusCode).toBe(200);
    expect(paginationLinks(page2.body)).toContain('/en/more-news?category=activities');
    expect(page2.body).toContain('aria-current="page" aria-label="Page 2">2</a>');
  });

  it('caches per validated filter values and ignores unknown parameters', async () => {
    await get('/th/activities?year=2025');
    const newsCalls = suite.fake.calls.news;
    const again = await get('/th/activities?year=2025&ref=mail');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(suite.fake.calls.news).toBe(newsCalls);
    const other = await get('/th/activities?year=2026');
    expect(other.headers['x-page-cache']).toBe('miss');
    const invalid = await get('/th/activities?year=abc&page=-3');
    expect(invalid.statusCode).toBe(200);
    expect(invalid.headers['x-page-cache']).toBe('miss');
    expect((await get('/th/activities?page=1')).headers['x-page-cache']).toBe('hit');
  });

  it('ignores a category the site does not have, like any wrong value', async () => {
    const { body, statusCode } = await get('/en/more-news?category=no-such-category');
    expect(statusCode).toBe(200);
    expect(body).toContain('30 news items');
    expect(body).not.toContain('Showing:');
  });

  it('shows an empty state when nothing matches', async () => {
    const { body, statusCode } = await get('/en/press-releases?year=1995');
    expect(statusCode).toBe(200);
    expect(body).toContain('No news matches the filters you chose.');
    expect(body).not.toContain('class="pagination"');
  });

  it('gives the 404 page for an unknown section and for a section of another type', async () => {
    const unknown = await get('/en/no-such-section');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Page not found: /en/no-such-section');
    const documents = await get('/th/downloads/n-0001');
    expect(documents.statusCode).toBe(404);
    expect(documents.body).toContain('href="/th/main"');
  });

  it('lists all news of the site at /{lang}/more-news, on each site its own', async () => {
    const dept = await get('/en/more-news');
    expect(dept.statusCode).toBe(200);
    expect(dept.body).toContain('<h1>All news</h1>');
    expect(dept.body).toContain('30 news items');
    const chiangmai = await get('/en/more-news', 'chiangmai.localhost');
    expect(chiangmai.body).toContain('3 news items');
    expect(chiangmai.body).toContain('href="/en/press-releases/cm-0001"');
  });
});

describe('news detail', () => {
  it('shows the item with date, category, tags, cover, body, gallery, attachments and share links', async () => {
    const response = await get('/th/press-releases/n-0001');
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toContain('<h1>ข่าวประชาสัมพันธ์ ฉบับที่ 1</h1>');
    expect(body).toContain('<time dateTime="2026-11-20T02:00:00.000Z">20 พฤศจิกายน 2569</time>');
    expect(body).toContain('ประกาศ');
    expect(body).toContain('<p>เนื้อหาข่าว ฉบับที่ 1</p>');
    expect(body).toMatch(
      /<img class="article__cover" src="\/media\/news\/n-0001.svg" alt="[^"]+" width="1200" height="675"/,
    );
    expect(body).toContain(
      'src="/media/news/n-0001-1.svg" alt="ภาพกิจกรรม" width="800" height="600" loading="lazy"',
    );
    expect(body).toContain('href="/media/files/n-0001.pdf" download="n-0001.pdf"');
    expect(body).toContain('(PDF, 121 กิโลไบต์, 2 หน้า)');
    expect(body).toContain(
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%3A3000%2Fth%2Fpress-releases%2Fn-0001',
    );
    expect(body).toContain('https://social-plugins.line.me/lineit/share?url=');
    expect(body).toMatch(
      /<li><a href="\/th\/press-releases">ข่าวประชาสัมพันธ์<\/a><\/li><li><span aria-current="page">/,
    );
    expect(body).toContain('<meta property="og:type" content="article">');
    expect(body).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/news/n-0001.svg">',
    );
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'NewsArticle', headline: 'ข่าวประชาสัมพันธ์ ฉบับที่ 1' });
  });

  it('shows the Thai text marked lang="th" with a notice on the English page of an item without English', async () => {
    const { body, statusCode } = await get('/en/press-releases/n-0002');
    expect(statusCode).toBe(200);
    expect(body).toContain('This news item has no English version yet, so it is shown in Thai.');
    expect(body).toContain('<h1 lang="th">ข่าวประชาสัมพันธ์ ฉบับที่ 2</h1>');
    expect(body).toContain('<div class="article__body" lang="th"><p>เนื้อหาข่าว ฉบับที่ 2</p></div>');
    const english = await get('/en/press-releases/n-0001');
    expect(english.body).not.toContain('no English version');
    expect(english.body).toContain('20 November 2026');
  });

  it('gives the 404 page for an unknown id, an item of another section or another site', async () => {
    for (const [path, host] of [
      ['/en/press-releases/n-9999', 'localhost:3000'],
      ['/en/activities/n-0001', 'localhost:3000'],
      ['/en/about/n-0001', 'localhost:3000'],
      ['/en/press-releases/n-0001', 'chiangmai.localhost'],
      ['/en/press-releases/bad%20id', 'localhost:3000'],
    ] as const) {
      const response = await get(path, host);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain('href="/en/main"');
    }
  });

  it('keeps scripts out: the sanitised body and JSON-LD that cannot close its script tag', async () => {
    const { body, statusCode } = await get('/en/hidden/n-evil');
    expect(statusCode).toBe(200);
    expect(body).not.toContain('alert("body")');
    expect(body).not.toContain('onerror');
    expect(body).not.toContain('javascript:');
    expect(body).not.toContain('<iframe');
    expect(body).not.toContain('<script>alert');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
    expect(jsonLd).toContain('\\u003c/script>');
    expect(JSON.parse(jsonLd!).headline).toBe('Title </script><script>alert("title")</script>');
  });
});

describe('home page news', () => {
  it('shows highlighted and latest news linking to their pages, and a link to all news', async () => {
    const { body, statusCode } = await get('/en/main');
    expect(statusCode).toBe(200);
    expect(body).toContain('<h2 id="home-highlights">Highlighted news</h2>');
    expect(body).toContain('<h2 id="home-latest">Latest news</h2>');
    expect(body).toContain('href="/en/press-releases/n-0001"');
    expect(body).toContain('href="/en/activities/n-0003"');
    expect(body).toContain('href="/en/press-releases/n-0004"');
    expect(body).toContain('href="/en/more-news"');
  });

  it('is still shown, without its news, when the news cannot be loaded', async () => {
    suite.fake.failWith('news', 500);
    try {
      const { body, statusCode } = await get('/th/main', 'chiangmai.localhost');
      expect(statusCode).toBe(200);
      expect(body).toContain('ยินดีต้อนรับสู่เว็บไซต์สำนักงานคุมประพฤติจังหวัดเชียงใหม่');
      expect(body).not.toContain('home-latest');
    } finally {
      suite.fake.reset();
    }
  });
});
