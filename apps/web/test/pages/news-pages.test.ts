import { describe, expect, it } from 'vitest';
import { filterNews, PHOTO_ALT, SITE_1 } from '../server/support/fake-content.ts';
import { bangkokYear } from '../server/support/fake-request.ts';
import { useFakePageApp } from './support/page-app.ts';
import { optionTexts, pageDom, type PageDom } from './support/page-dom.ts';

/** The news pages (issue 3) through app.inject on the production build, in front of the fake department API. */
const suite = useFakePageApp();

async function open(path: string, host?: string): Promise<PageDom & { statusCode: number; body: string }> {
  const { body, statusCode } = await suite.get(path, host);
  return { ...pageDom(body), statusCode, body };
}

/** The hrefs of a navigation landmark (pagination, breadcrumbs), in order. */
function linksOf(page: PageDom, navigation: string): string[] {
  const nav = page.getByRole('navigation', { name: navigation });
  return [...nav.querySelectorAll('a')].map((link) => link.getAttribute('href')!);
}

const headTag = (page: PageDom, selector: string, attribute: string) =>
  page.document.head.querySelector(selector)?.getAttribute(attribute);

describe('news list of a section', () => {
  it('lists the section with a heading, count, cards linking to the items, breadcrumbs and pages', async () => {
    const page = await open('/en/press-releases');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Press releases | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Press releases');
    expect(page.mainText).toContain('20 news items');
    expect(page.document.querySelector('main a[href="/en/press-releases/n-0001"]')).not.toBeNull();
    // The menu's path to the section: Home › News and media › Press releases (the current page, not a link).
    expect(linksOf(page, 'Breadcrumb')).toEqual(['/en/main', '/en/photos']);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).querySelectorAll('li');
    expect([...crumbs].map((crumb) => crumb.textContent)).toEqual([
      'Home',
      'News and media',
      'Press releases',
    ]);
    expect(page.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(linksOf(page, 'Pages of the news list')).toEqual([
      '/en/press-releases',
      '/en/press-releases?page=2',
      '/en/press-releases?page=2',
    ]);
  });

  it('shows Thai dates in the Buddhist era and the Thai texts', async () => {
    const page = await open('/th/press-releases');
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('ข่าวประชาสัมพันธ์');
    expect(page.getAllByText('20 พฤศจิกายน 2569').length).toBeGreaterThan(0);
    expect(page.mainText).toContain('ทั้งหมด 20 รายการ');
  });

  it('keeps filters in the URL: the form is a GET form, the page links carry the filters', async () => {
    const page = await open('/en/press-releases?category=activities&year=2026&page=1&utm_source=x');
    const form = page.getByRole('form', { name: 'Filter news' }) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/en/press-releases');
    expect(form.getAttribute('method')).toBe('get');
    expect((page.getByLabelText('Category') as HTMLSelectElement).value).toBe('activities');
    expect((page.getByLabelText('Year') as HTMLSelectElement).value).toBe('2026');
    expect(page.mainText).toContain('Showing: category Activities, year 2026');
    expect(headTag(page, 'link[rel="canonical"]', 'href')).toBe(
      'http://localhost:3000/en/press-releases?category=activities&year=2026',
    );
    const page2 = await open('/en/more-news?category=activities&page=2');
    expect(page2.statusCode).toBe(200);
    expect(linksOf(page2, 'Pages of the news list')).toContain('/en/more-news?category=activities');
    expect(page2.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers the categories with news in the section, counted there, so no choice comes up empty', async () => {
    const page = await open('/en/press-releases');
    const options = optionTexts(page.getByLabelText('Category'));
    const inSection = filterNews({ siteId: SITE_1, section: 'press-releases' });
    expect(options).toEqual([
      'All categories',
      `Activities (${inSection.filter((item) => item.category === 'activities').length})`,
      `Announcements (${inSection.filter((item) => item.category === 'announcements').length})`,
    ]);
    const allNews = optionTexts((await open('/en/more-news')).getByLabelText('Category'));
    expect(allNews).not.toEqual(options);
    const categoryCalls = suite.fake.requests.filter((request) => request.route === 'newsCategories');
    expect(categoryCalls.some((request) => request.url.includes('section=press-releases'))).toBe(true);
  });

  it('offers the years with news under the other filters, and keeps a year asked for that has none', async () => {
    const page = await open('/th/press-releases?category=activities');
    const inFilters = filterNews({ siteId: SITE_1, section: 'press-releases', category: 'activities' });
    const years = [...new Set(inFilters.map((item) => bangkokYear(item.publishedAt)))].sort((a, b) => b - a);
    expect(years.length).toBeGreaterThan(0);
    expect(optionTexts(page.getByLabelText('ปี พ.ศ.'))).toEqual([
      'ทุกปี',
      ...years.map((year) => String(year + 543)),
    ]);
    const empty = await open('/en/press-releases?year=1995');
    expect(optionTexts(empty.getByLabelText('Year'))).toContain('1995');
  });

  it('caches per validated filter values and ignores unknown parameters', async () => {
    await suite.get('/th/activities?year=2025');
    const newsCalls = suite.fake.calls.news;
    const again = await suite.get('/th/activities?year=2025&ref=mail');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(suite.fake.calls.news).toBe(newsCalls);
    const other = await suite.get('/th/activities?year=2026');
    expect(other.headers['x-page-cache']).toBe('miss');
    const invalid = await suite.get('/th/activities?year=abc&page=-3');
    expect(invalid.statusCode).toBe(200);
    expect(invalid.headers['x-page-cache']).toBe('miss');
    expect((await suite.get('/th/activities?page=1')).headers['x-page-cache']).toBe('hit');
  });

  it('ignores a category the site does not have, like any wrong value', async () => {
    const page = await open('/en/more-news?category=no-such-category');
    expect(page.statusCode).toBe(200);
    expect(page.mainText).toContain('30 news items');
    expect(page.mainText).not.toContain('Showing:');
  });

  it('shows an empty state when nothing matches', async () => {
    const page = await open('/en/press-releases?year=1995');
    expect(page.statusCode).toBe(200);
    expect(page.mainText).toContain('No news matches the filters you chose.');
    expect(page.queryByRole('navigation', { name: 'Pages of the news list' })).toBeNull();
  });

  it('gives the 404 page for an unknown section and for a section of another type', async () => {
    const unknown = await open('/en/no-such-section');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.mainText).toContain('Page not found: /en/no-such-section');
    const documents = await open('/th/downloads/n-0001');
    expect(documents.statusCode).toBe(404);
    expect(documents.document.querySelector('main a[href="/th/main"]')).not.toBeNull();
  });

  it('lists all news of the site at /{lang}/more-news, on each site its own', async () => {
    const dept = await open('/en/more-news');
    expect(dept.statusCode).toBe(200);
    expect(dept.getByRole('heading', { level: 1 }).textContent).toBe('All news');
    expect(dept.mainText).toContain('30 news items');
    const chiangmai = await open('/en/more-news', 'chiangmai.localhost');
    expect(chiangmai.mainText).toContain('3 news items');
    expect(chiangmai.document.querySelector('main a[href="/en/press-releases/cm-0001"]')).not.toBeNull();
  });
});

describe('news photos', () => {
  it("shows each card's photo, resized, with its alt text in the page language", async () => {
    const english = await open('/en/press-releases');
    const photo = english.getByAltText(`${PHOTO_ALT.en} (n-0001)`);
    expect(photo.closest('.news-card')?.querySelector('a')?.getAttribute('href')).toBe(
      '/en/press-releases/n-0001',
    );
    expect(photo.getAttribute('lang')).toBeNull();
    expect(photo.getAttribute('srcset')).toContain('/media/news/photos/n-0001.jpg?w=480&format=jpeg 480w');
    const sources = [...photo.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]?.getAttribute('srcset')).toContain(
      '/media/news/photos/n-0001.jpg?w=640&format=webp 640w',
    );
    // An item without English: its Thai alt text, marked so.
    expect(english.getByAltText(`${PHOTO_ALT.th} (n-0002)`).getAttribute('lang')).toBe('th');
    const thai = await open('/th/press-releases');
    expect(thai.getByAltText(`${PHOTO_ALT.th} (n-0001)`).getAttribute('lang')).toBeNull();
  });

  it('shows the placeholder, naming the category, on the card of an item without a photo', async () => {
    const page = await open('/en/press-releases');
    const card = page.getByRole('link', { name: 'Press release number 5' }).closest('.news-card')!;
    expect(card.querySelector('img')).toBeNull();
    const placeholder = card.querySelector('.news-card__placeholder');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.textContent).toBe('Announcements');
    const withPhoto = page.getByRole('link', { name: 'Press release number 4' }).closest('.news-card')!;
    expect(withPhoto.querySelector('.news-card__placeholder')).toBeNull();
  });

  it("shows the article's photo with its alt text in English on the English page; none without a photo", async () => {
    const page = await open('/en/press-releases/n-0001');
    const cover = page.getByAltText(`${PHOTO_ALT.en} (n-0001)`);
    expect(cover.className).toBe('article__cover');
    expect(cover.getAttribute('lang')).toBeNull();
    expect(page.document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    const without = await open('/en/press-releases/n-0005');
    expect(without.statusCode).toBe(200);
    expect(without.document.querySelector('.article__cover')).toBeNull();
    expect(without.document.querySelector('main .news-card__placeholder')).toBeNull();
  });
});

describe('news detail', () => {
  it('shows the item with date, category, tags, cover, body, gallery, attachments and share links', async () => {
    const page = await open('/th/press-releases/n-0001');
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('ข่าวประชาสัมพันธ์ ฉบับที่ 1');
    const published = page.document.querySelector('main time');
    expect(published?.getAttribute('datetime')).toBe('2026-11-20T02:00:00.000Z');
    expect(published?.textContent).toBe('20 พฤศจิกายน 2569');
    expect(page.getAllByText('ประกาศ').length).toBeGreaterThan(0);
    expect(page.getByText('เนื้อหาข่าว ฉบับที่ 1').tagName).toBe('P');
    const cover = page.getByAltText(`${PHOTO_ALT.th} (n-0001)`);
    expect(cover.className).toBe('article__cover');
    expect(cover.getAttribute('src')).toBe('/media/news/photos/n-0001.jpg?w=960&format=jpeg');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1600', '900']);
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    const photo = page.getAllByAltText('ภาพกิจกรรม')[0]!;
    expect(photo.getAttribute('src')).toBe('/media/news/n-0001-1.svg');
    expect(photo.getAttribute('loading')).toBe('lazy');
    const attachment = page.document.querySelector('a[href="/media/files/n-0001.pdf"]');
    expect(attachment?.getAttribute('download')).toBe('n-0001.pdf');
    expect(attachment?.closest('li')?.textContent).toContain('(PDF, 121 กิโลไบต์, 2 หน้า)');
    const shareLinks = [...page.document.querySelectorAll('main a[href^="https://"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(shareLinks).toContain(
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%3A3000%2Fth%2Fpress-releases%2Fn-0001',
    );
    expect(
      shareLinks.some((href) => href?.startsWith('https://social-plugins.line.me/lineit/share?url=')),
    ).toBe(true);
    expect(linksOf(page, 'เส้นทางนำทาง')).toEqual(['/th/main', '/th/photos', '/th/press-releases']);
    expect(page.document.querySelector('nav [aria-current="page"]')?.textContent).toBe(
      'ข่าวประชาสัมพันธ์ ฉบับที่ 1',
    );
    expect(headTag(page, 'meta[property="og:type"]', 'content')).toBe('article');
    // A link preview shows no SVG: the share image is the 1200×630 JPEG dept-api draws of it.
    expect(headTag(page, 'meta[property="og:image"]', 'content')).toBe(
      'http://localhost:3000/media/news/photos/n-0001.jpg?variant=share',
    );
    expect(headTag(page, 'meta[property="og:image:width"]', 'content')).toBe('1200');
    const jsonLd = page.document.querySelector('script[type="application/ld+json"]')?.textContent;
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'NewsArticle', headline: 'ข่าวประชาสัมพันธ์ ฉบับที่ 1' });
  });

  it('shows the Thai text marked lang="th" with a notice on the English page of an item without English', async () => {
    const page = await open('/en/press-releases/n-0002');
    expect(page.statusCode).toBe(200);
    expect(page.mainText).toContain('This news item has no English version yet, so it is shown in Thai.');
    expect(page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('th');
    expect(page.getByText('เนื้อหาข่าว ฉบับที่ 2').closest('[lang]')?.getAttribute('lang')).toBe('th');
    const english = await open('/en/press-releases/n-0001');
    expect(english.queryByText(/no English version/)).toBeNull();
    expect(english.getAllByText('20 November 2026').length).toBeGreaterThan(0);
  });

  it('gives the 404 page for an unknown id, an item of another section or another site', async () => {
    for (const [path, host] of [
      ['/en/press-releases/n-9999', 'localhost:3000'],
      ['/en/activities/n-0001', 'localhost:3000'],
      ['/en/about/n-0001', 'localhost:3000'],
      ['/en/press-releases/n-0001', 'chiangmai.localhost'],
      ['/en/press-releases/bad%20id', 'localhost:3000'],
    ] as const) {
      const page = await open(path, host);
      expect(page.statusCode, path).toBe(404);
      expect(page.document.querySelector('main a[href="/en/main"]'), path).not.toBeNull();
    }
  });

  it('keeps scripts out: the sanitised body and JSON-LD that cannot close its script tag', async () => {
    const { body, statusCode } = await suite.get('/en/hidden/n-evil');
    expect(statusCode).toBe(200);
    // The raw bytes, not a parse of them: nothing executable may reach the browser in any spelling.
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
    const page = await open('/en/main');
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('heading', { name: 'Highlighted news' })).toBeTruthy();
    expect(page.getByRole('heading', { name: 'Latest news' })).toBeTruthy();
    for (const href of [
      '/en/press-releases/n-0001',
      '/en/activities/n-0003',
      '/en/press-releases/n-0004',
      '/en/more-news',
    ]) {
      expect(page.document.querySelector(`main a[href="${href}"]`), href).not.toBeNull();
    }
  });

  it('is still shown, without its news, when the news cannot be loaded', async () => {
    suite.fake.failWith('news', 500);
    try {
      const page = await open('/th/main', 'chiangmai.localhost');
      expect(page.statusCode).toBe(200);
      expect(page.mainText).toContain('ยินดีต้อนรับสู่เว็บไซต์สำนักงานคุมประพฤติจังหวัดเชียงใหม่');
      expect(page.queryByRole('heading', { name: 'ข่าวล่าสุด' })).toBeNull();
    } finally {
      suite.fake.reset();
    }
  });
});
