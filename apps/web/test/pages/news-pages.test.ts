import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryList, News, NewsPage } from '@probation/contract';
import { formatDate, formatFileSize } from '@probation/i18n';
import { createNewsFixtures, SHOWCASE_COVER, type NewsFixtures } from '../server/support/content-fixtures.ts';
import { DEMO_ITEMS } from '../server/support/demo-items.ts';
import { DEMO_SITE_IDS } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import { optionTexts, pageDom, type PageDom } from './support/page-dom.ts';

/** The news pages through app.inject on the production build, in front of the department API. */
const suite = usePageApp();
const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
/** The demo seed's news and the test's own (content-fixtures.ts). */
let news: NewsFixtures;
let showcase: News;
/** The press releases as dept-api lists them (English, a page of 50). */
let pressReleases: NewsPage;
const newsPage = (query: string) => suite.deptApi.read<NewsPage>(`${DEPT}/news?${query}`);

beforeAll(async () => {
  news = await createNewsFixtures(suite.deptApi);
  showcase = news.showcase;
  pressReleases = await newsPage('section=press-releases&lang=en&page_size=50');
});

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
    const { total } = pressReleases;
    expect(total).toBeGreaterThan(12);
    expect(page.mainText).toContain(`${total} news items`);
    expect(page.document.querySelector(`main a[href="/en/press-releases/${showcase.id}"]`)).not.toBeNull();
    // The menu's path to the section: Home › News and activities › Press releases (the current page, not a link).
    expect(linksOf(page, 'Breadcrumb')).toEqual(['/en/main', '/en/news']);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).querySelectorAll('li');
    expect([...crumbs].map((crumb) => crumb.textContent)).toEqual([
      'Home',
      'News and activities',
      'Press releases',
    ]);
    expect(page.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    const pages = linksOf(page, 'Pages of the news list');
    expect(pages[0]).toBe('/en/press-releases');
    expect(pages).toContain(`/en/press-releases?page=${Math.ceil(total / 12)}`);
    expect(pages.at(-1)).toBe('/en/press-releases?page=2');
  });

  it('shows Thai dates in the Buddhist era and the Thai texts', async () => {
    const page = await open('/th/press-releases');
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('ข่าวประชาสัมพันธ์');
    expect(page.getAllByText(formatDate(showcase.published_at, 'th')).length).toBeGreaterThan(0);
    expect(page.mainText).toContain(`ทั้งหมด ${pressReleases.total} รายการ`);
  });

  it('keeps filters in the URL: the form is a GET form, the page links carry the filters', async () => {
    const year = Number(showcase.published_at.slice(0, 4));
    const page = await open(`/en/press-releases?category=announcements&year=${year}&page=1&utm_source=x`);
    const form = page.getByRole('form', { name: 'Filter news' }) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/en/press-releases');
    expect(form.getAttribute('method')).toBe('get');
    expect((page.getByLabelText('Category') as HTMLSelectElement).value).toBe('announcements');
    expect((page.getByLabelText('Year') as HTMLSelectElement).value).toBe(String(year));
    expect(page.mainText).toContain(`Showing: category Announcements, year ${year}`);
    expect(headTag(page, 'link[rel="canonical"]', 'href')).toBe(
      `http://localhost:3000/en/press-releases?category=announcements&year=${year}`,
    );
    expect((await newsPage('category=activities')).total).toBeGreaterThan(12);
    const page2 = await open('/en/more-news?category=activities&page=2');
    expect(page2.statusCode).toBe(200);
    expect(linksOf(page2, 'Pages of the news list')).toContain('/en/more-news?category=activities');
    expect(page2.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers the categories with news in the section, counted there, so no choice comes up empty', async () => {
    const page = await open('/en/press-releases');
    const options = optionTexts(page.getByLabelText('Category'));
    const inSection = await suite.deptApi.read<CategoryList>(
      `${DEPT}/news-categories?lang=en&section=press-releases`,
    );
    const withNews = inSection.items.filter((category) => category.count > 0);
    expect(withNews.length).toBeGreaterThan(1);
    expect(options).toEqual([
      'All categories',
      ...withNews.map((category) => `${category.label} (${category.count})`),
    ]);
    const allNews = optionTexts((await open('/en/more-news')).getByLabelText('Category'));
    expect(allNews).not.toEqual(options);
    // The section's own categories are what the gateway asks for (a site whose list was not cached yet).
    await open('/en/press-releases', 'chiangmai.localhost');
    const categoryCalls = suite.deptApi.requests.filter((request) => request.route === 'newsCategories');
    expect(categoryCalls.some((request) => request.url.includes('section=press-releases'))).toBe(true);
  });

  it('offers the years with news under the other filters, and keeps a year asked for that has none', async () => {
    const page = await open('/th/press-releases?category=announcements');
    const { years: counted } = await newsPage('section=press-releases&category=announcements');
    const years = counted.map((entry) => entry.year);
    expect(years.length).toBeGreaterThan(1);
    expect(optionTexts(page.getByLabelText('ปี พ.ศ.'))).toEqual([
      'ทุกปี',
      ...years.map((year) => String(year + 543)),
    ]);
    const empty = await open('/en/press-releases?year=1995');
    expect(optionTexts(empty.getByLabelText('Year'))).toContain('1995');
  });

  it('caches per validated filter values and ignores unknown parameters', async () => {
    await suite.get('/th/activities?year=2025');
    const newsCalls = suite.deptApi.calls.news;
    const again = await suite.get('/th/activities?year=2025&ref=mail');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(suite.deptApi.calls.news).toBe(newsCalls);
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
    expect(page.mainText).toContain(`${(await newsPage('page_size=1')).total} news items`);
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
    const documents = await open(`/th/laws/${showcase.id}`);
    expect(documents.statusCode).toBe(404);
    expect(documents.document.querySelector('main a[href="/th/main"]')).not.toBeNull();
  });

  it('lists all news of the site at /{lang}/more-news, on each site its own', async () => {
    const dept = await open('/en/more-news');
    expect(dept.statusCode).toBe(200);
    expect(dept.getByRole('heading', { level: 1 }).textContent).toBe('All news');
    expect(dept.mainText).toContain(`${(await newsPage('page_size=1')).total} news items`);
    const theirs = await suite.deptApi.read<NewsPage>(`/site/${DEMO_SITE_IDS.chiangmai}/news?page_size=1`);
    const chiangmai = await open('/en/more-news', 'chiangmai.localhost');
    expect(chiangmai.mainText).toContain(`${theirs.total} news items`);
    const [first] = theirs.items;
    expect(
      chiangmai.document.querySelector(`main a[href="/en/${first!.section}/${first!.id}"]`),
    ).not.toBeNull();
    expect(chiangmai.document.querySelector('main a[href*="/dept-"]')).toBeNull();
  });
});

describe('news photos', () => {
  /**
   * A press release of the demo seed on the list's first page: with a photo, or without one (its category's
   * placeholder).
   */
  const onFirstPage = (test: (item: NewsPage['items'][number]) => boolean) =>
    pressReleases.items.slice(0, 12).find(test)!;

  it("shows each card's photo, resized, with its alt text in the page language", async () => {
    const english = await open('/en/press-releases');
    const item = onFirstPage((candidate) => candidate.cover !== null && candidate.content_lang === 'en');
    const photo = english.getByAltText(item.cover!.alt);
    expect(photo.closest('.news-card')?.querySelector('a')?.getAttribute('href')).toBe(
      `/en/press-releases/${item.id}`,
    );
    expect(photo.getAttribute('lang')).toBeNull();
    expect(photo.getAttribute('srcset')).toContain(`${item.cover!.url}?w=480&format=jpeg 480w`);
    const sources = [...photo.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]?.getAttribute('srcset')).toContain(`${item.cover!.url}?w=640&format=webp 640w`);
    // An item without English: its Thai alt text, marked so.
    const thaiItem = onFirstPage((candidate) => candidate.cover !== null && candidate.content_lang === 'th');
    expect(english.getByAltText(thaiItem.cover!.alt).getAttribute('lang')).toBe('th');
    const thai = await open('/th/press-releases');
    const inThai = await suite.deptApi.read<News>(`${DEPT}/news/${item.id}?lang=th`);
    expect(inThai.cover!.alt).not.toBe(item.cover!.alt);
    expect(thai.getByAltText(inThai.cover!.alt).getAttribute('lang')).toBeNull();
  });

  it('shows the placeholder, naming the category, on the card of an item without a photo', async () => {
    const all = await open('/en/more-news');
    const listed = (await newsPage('lang=en&page_size=12')).items;
    const bare = listed.find((item) => item.cover === null)!;
    const card = all.getByRole('link', { name: bare.title }).closest('.news-card')!;
    expect(card.querySelector('img')).toBeNull();
    const placeholder = card.querySelector('.news-card__placeholder');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.textContent).toBe(bare.category!.label);
    const pictured = listed.find((item) => item.cover !== null)!;
    const withPhoto = all.getByRole('link', { name: pictured.title }).closest('.news-card')!;
    expect(withPhoto.querySelector('.news-card__placeholder')).toBeNull();
  });

  it("shows the article's photo with its alt text in English on the English page; none without a photo", async () => {
    const item = pressReleases.items.find(
      (candidate) => candidate.cover !== null && candidate.content_lang === 'en',
    )!;
    const page = await open(`/en/press-releases/${item.id}`);
    const cover = page.getByAltText(item.cover!.alt);
    expect(cover.className).toBe('article__cover');
    expect(cover.getAttribute('lang')).toBeNull();
    expect(page.document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    const bare = (await newsPage('lang=en&page_size=50')).items.find(
      (candidate) => candidate.cover === null,
    )!;
    const without = await open(`/en/${bare.section}/${bare.id}`);
    expect(without.statusCode).toBe(200);
    expect(without.document.querySelector('.article__cover')).toBeNull();
    expect(without.document.querySelector('main .news-card__placeholder')).toBeNull();
  });
});

describe('news detail', () => {
  it('shows the item with date, category, tags, cover, body, gallery, attachments and share links', async () => {
    const page = await open(`/th/press-releases/${showcase.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('ข่าวประชาสัมพันธ์ ฉบับที่ 1');
    const published = page.document.querySelector('main time');
    expect(published?.getAttribute('datetime')).toBe(showcase.published_at);
    expect(published?.textContent).toBe(formatDate(showcase.published_at, 'th'));
    expect(page.getAllByText('ประกาศ').length).toBeGreaterThan(0);
    expect(within(page.getByRole('region', { name: 'คำสำคัญ' })).getByText('อาสาสมัครคุมประพฤติ')).toBeTruthy();
    expect(page.getByText('เนื้อหาข่าว ฉบับที่ 1').tagName).toBe('P');
    const cover = page.getByAltText(SHOWCASE_COVER.alt);
    expect(cover.className).toBe('article__cover');
    expect(cover.getAttribute('src')).toBe(`${SHOWCASE_COVER.url}?w=960&format=jpeg`);
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1600', '900']);
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    const photo = page.getAllByAltText('ภาพกิจกรรม')[0]!;
    expect(photo.getAttribute('src')).toBe('/media/news/test/gallery-1.svg');
    expect(photo.getAttribute('loading')).toBe('lazy');
    const attachment = page.document.querySelector('a[href="/media/files/test/report.pdf"]');
    expect(attachment?.getAttribute('download')).toBe('report.pdf');
    expect(attachment?.closest('li')?.textContent).toContain(
      `(PDF, ${formatFileSize(123_456, 'th')}, 2 หน้า)`,
    );
    const shareLinks = [...page.document.querySelectorAll('main a[href^="https://"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(shareLinks).toContain(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`http://localhost:3000/th/press-releases/${showcase.id}`)}`,
    );
    expect(
      shareLinks.some((href) => href?.startsWith('https://social-plugins.line.me/lineit/share?url=')),
    ).toBe(true);
    expect(linksOf(page, 'เส้นทางนำทาง')).toEqual(['/th/main', '/th/news', '/th/press-releases']);
    expect(page.document.querySelector('nav [aria-current="page"]')?.textContent).toBe(
      'ข่าวประชาสัมพันธ์ ฉบับที่ 1',
    );
    expect(headTag(page, 'meta[property="og:type"]', 'content')).toBe('article');
    // A link preview shows no SVG: the share image is the 1200×630 JPEG dept-api draws of it.
    expect(headTag(page, 'meta[property="og:image"]', 'content')).toBe(
      `http://localhost:3000${SHOWCASE_COVER.url}?variant=share`,
    );
    expect(headTag(page, 'meta[property="og:image:width"]', 'content')).toBe('1200');
    const jsonLd = page.document.querySelector('script[type="application/ld+json"]')?.textContent;
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'NewsArticle', headline: 'ข่าวประชาสัมพันธ์ ฉบับที่ 1' });
  });

  it('shows the Thai text marked lang="th" with a notice on the English page of an item without English', async () => {
    const thaiOnly = await suite.deptApi.read<News>(`${DEPT}/news/${DEMO_ITEMS.thaiOnlyNews.id}?lang=en`);
    expect(thaiOnly.content_lang).toBe('th');
    const page = await open(`/en${DEMO_ITEMS.thaiOnlyNews.path}`);
    expect(page.statusCode).toBe(200);
    expect(page.mainText).toContain('This news item has no English version yet, so it is shown in Thai.');
    expect(page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('th');
    const [, lead] = /<p>([^<]+)<\/p>/.exec(thaiOnly.body_html)!;
    expect(page.getByText(lead!).closest('[lang]')?.getAttribute('lang')).toBe('th');
    const english = await open(`/en/press-releases/${showcase.id}`);
    expect(english.queryByText(/no English version/)).toBeNull();
    expect(english.getAllByText(formatDate(showcase.published_at, 'en')).length).toBeGreaterThan(0);
  });

  it('gives the 404 page for an unknown id, an item of another section or another site', async () => {
    for (const [path, host] of [
      ['/en/press-releases/no-such-news', 'localhost:3000'],
      [`/en/activities/${showcase.id}`, 'localhost:3000'],
      [`/en/about/${showcase.id}`, 'localhost:3000'],
      [`/en/press-releases/${showcase.id}`, 'chiangmai.localhost'],
      ['/en/press-releases/bad%20id', 'localhost:3000'],
    ] as const) {
      const page = await open(path, host);
      expect(page.statusCode, path).toBe(404);
      expect(page.document.querySelector('main a[href="/en/main"]'), path).not.toBeNull();
    }
  });

  it('keeps scripts out: the sanitised body and JSON-LD that cannot close its script tag', async () => {
    const { body, statusCode } = await suite.get(`/en/hidden/${news.malicious.id}`);
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
    const highlighted = (await newsPage('highlight=true&page_size=3')).items;
    const latest = (await newsPage('page_size=4')).items;
    expect(highlighted.length).toBeGreaterThan(0);
    for (const href of [
      ...highlighted.map((item) => `/en/${item.section}/${item.id}`),
      `/en/press-releases/${showcase.id}`,
      ...latest.map((item) => `/en/${item.section}/${item.id}`),
      '/en/more-news',
    ]) {
      expect(page.document.querySelector(`main a[href="${href}"]`), href).not.toBeNull();
    }
  });

  it('is still shown, without its news, when the news cannot be loaded', async () => {
    suite.deptApi.failWith('news', 500);
    const page = await open('/th/main', 'chiangmai.localhost');
    expect(page.statusCode).toBe(200);
    expect(page.mainText).toContain('ยินดีต้อนรับสู่เว็บไซต์สำนักงานคุมประพฤติจังหวัดเชียงใหม่');
    expect(page.queryByRole('heading', { name: 'ข่าวล่าสุด' })).toBeNull();
  });
});
