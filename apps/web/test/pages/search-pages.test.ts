import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { News, SearchResult } from '@probation/contract';
import { catalogues, formatDate, type Language } from '@probation/i18n';
import { DEMO_SITE_IDS } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import { crumbsOf, headAttribute, linksOf, pageAnswer, type PageDom } from './support/page-dom.ts';

/**
 * The search page and the search boxes through app.inject on the production build, in front of the
 * department API: its search over the demo seed, and two news items of the test's own.
 */
const suite = usePageApp();
const { get } = suite;
const open = async (path: string, host?: string) => pageAnswer(await get(path, host));
type Hit = SearchResult['items'][number];
/** dept-api's own answer to a search of the department's site. */
const searchOf = (query: string, lang: Language = 'en') =>
  suite.deptApi.read<SearchResult>(`/site/${DEMO_SITE_IDS.dept}/search?lang=${lang}&page_size=10&${query}`);
/** Where a hit leads: an item to its page, a page to its section, a section to itself. */
const hitHref = (hit: Hit, lang: Language = 'en') =>
  hit.type === 'section'
    ? `/${lang}/${hit.id}`
    : hit.type === 'page'
      ? `/${lang}/${hit.section}`
      : `/${lang}/${hit.section}/${hit.id}`;
const matched = (parts: Hit['title_parts']) => parts.filter((part) => part.match).map((part) => part.text);
/** A news item whose title carries markup, and one in Thai only with an English word in its text. */
let markup: News;
let thaiOnly: News;

beforeAll(async () => {
  const news = (body: object) =>
    suite.deptApi.create<News>(`/site/${DEMO_SITE_IDS.dept}/news`, {
      section: 'press-releases',
      published_at: '2024-02-02T10:00:00+07:00',
      ...body,
    });
  markup = await news({
    title: { th: '<script>alert(1)</script> ข่าวทดสอบ', en: '<script>alert(1)</script> markup test' },
    summary: { th: '<b>ไม่ใช่ HTML</b> ข่าวทดสอบ', en: '<b>not HTML</b> markup test' },
    body_html: { th: '<p>ข่าวทดสอบ</p>', en: '<p>markup test</p>' },
  });
  thaiOnly = await news({
    title: { th: 'การฝึกอาชีพช่างไม้' },
    summary: { th: 'ฝึกอาชีพช่างไม้ carpentry ให้ผู้ถูกคุมความประพฤติ' },
    body_html: { th: '<p>ฝึกอาชีพช่างไม้ carpentry ให้ผู้ถูกคุมความประพฤติ</p>' },
  });
});

/** The hits, as the list items of the results list. */
const hits = (page: PageDom) => [
  ...page.getByRole('list', { name: /Search results|ผลการค้นหา/ }).querySelectorAll(':scope > li'),
];
/** The search box of the header (every page has one). */
const headerBox = (page: PageDom) =>
  page.document.querySelector<HTMLInputElement>('header form[role="search"] input[name="q"]')!;
/** The marked words of an element, in order. */
const marks = (element: Element) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('the header search box', () => {
  it('is on every page, a GET form to /{lang}/search with a label and a submit button, in both languages', async () => {
    for (const [path, label, button, action] of [
      ['/th/main', 'ค้นหาในเว็บไซต์', 'ค้นหา', '/th/search'],
      ['/en/main', 'Search this site', 'Search', '/en/search'],
      ['/en/news', 'Search this site', 'Search', '/en/search'],
      ['/th/no-such-page', 'ค้นหาในเว็บไซต์', 'ค้นหา', '/th/search'],
    ] as const) {
      const page = await open(path);
      const header = page.document.querySelector('header')!;
      const form = within(header as HTMLElement).getByRole('search');
      expect([form.getAttribute('action'), form.getAttribute('method')], path).toEqual([action, 'get']);
      const box = within(form).getByRole('searchbox', { name: label });
      expect([box.getAttribute('name'), (box as HTMLInputElement).value], path).toEqual(['q', '']);
      expect(within(form).getByRole('button', { name: button }).getAttribute('type')).toBe('submit');
    }
  });
});

describe('search results', () => {
  it('lists the hits in English with their type, date, title link and snippet, the words marked', async () => {
    const upstream = await searchOf('q=bracelet');
    expect(upstream.total).toBeGreaterThan(2);
    expect(upstream.total).toBeLessThanOrEqual(10);
    const page = await open('/en/search?q=bracelet');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Search: bracelet | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(crumbsOf(page)).toEqual([
      { text: 'Home', href: '/en/main' },
      { text: 'Search', current: 'page' },
    ]);
    expect(page.getByRole('status').textContent).toBe(`Results for “bracelet”: ${upstream.total}`);
    const found = hits(page);
    expect(found).toHaveLength(upstream.total);
    const [hit] = upstream.items;
    const first = found[0]!;
    const title = within(first as HTMLElement).getByRole('heading', { level: 2 });
    expect(title.textContent).toBe(hit!.title);
    expect(within(title).getByRole('link').getAttribute('href')).toBe(hitHref(hit!));
    expect(marks(title)).toEqual(matched(hit!.title_parts));
    expect(marks(title)).toContain('bracelets');
    expect(first.querySelector('.search-hit__type')?.textContent).toBe(catalogues.en.search.types[hit!.type]);
    const date = first.querySelector('time')!;
    expect([date.getAttribute('datetime'), date.textContent]).toEqual([
      hit!.date,
      formatDate(hit!.date!, 'en'),
    ]);
    const snippet = first.querySelector('.search-hit__snippet')!;
    expect(snippet.textContent).toBe(hit!.snippet.map((part) => part.text).join(''));
    expect(marks(snippet)).toEqual(matched(hit!.snippet));
    expect(found.map((item) => item.querySelector('h2 a')?.getAttribute('href'))).toEqual(
      upstream.items.map((item) => hitHref(item)),
    );
    // A section links to itself and has no date.
    const [section] = (await searchOf('q=gallery')).items;
    expect(section?.type).toBe('section');
    const gallery = hits(await open('/en/search?q=gallery'))[0]!;
    expect(gallery.querySelector('h2 a')?.getAttribute('href')).toBe(`/en/${section!.id}`);
    expect(gallery.querySelector('time')).toBeNull();
    expect(gallery.querySelector('.search-hit__type')?.textContent).toBe('Section');
  });

  it('shows Thai pages with Thai labels and Buddhist-era dates', async () => {
    const upstream = await searchOf(`q=${encodeURIComponent('กำไล')}`, 'th');
    const page = await open('/th/search?q=' + encodeURIComponent('กำไล'));
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('ค้นหา: กำไล | กรมคุมประพฤติ');
    expect(page.getByRole('status').textContent).toContain(`ผลการค้นหา “กำไล”: ${upstream.total} รายการ`);
    const [hit] = upstream.items;
    const first = hits(page)[0]!;
    expect(first.querySelector('.search-hit__type')?.textContent).toBe(catalogues.th.search.types[hit!.type]);
    expect(first.querySelector('time')?.textContent).toBe(formatDate(hit!.date!, 'th'));
    expect(marks(first.querySelector('h2')!)).toEqual(['กำไล']);
    expect(page.document.documentElement.getAttribute('lang')).toBe('th-TH');
  });

  it('keeps the query in both search boxes, as text', async () => {
    const page = await open('/en/search?q=%20%20bracelet%20%20');
    expect(headerBox(page).value).toBe('bracelet');
    expect(page.getAllByRole('searchbox', { name: 'Search this site' })).toHaveLength(2);
    const own = page.document.querySelector<HTMLInputElement>('#search-page-q')!;
    expect(own.value).toBe('bracelet');
  });

  it('shows <script> in the query and in stored text as text, never as markup', async () => {
    const q = '<script>alert(1)</script> markup';
    const response = await get('/en/search?q=' + encodeURIComponent(q));
    const page = pageAnswer(response);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(page.document.querySelectorAll('main script')).toHaveLength(0);
    expect(page.getByRole('status').textContent).toBe(`Results for “${q}”: 1`);
    expect(headerBox(page).value).toBe(q);
    expect(hits(page)[0]!.querySelector('h2 a')?.getAttribute('href')).toBe(
      `/en/press-releases/${markup.id}`,
    );
    const title = hits(page)[0]!.querySelector('h2')!;
    expect(title.textContent).toBe('<script>alert(1)</script> markup test');
    expect(marks(title)).toEqual(['script', 'alert', '1', 'script', 'markup']);
    expect(hits(page)[0]!.querySelector('.search-hit__snippet b')).toBeNull();
  });

  it('marks a Thai-only hit on an English page with lang="th"', async () => {
    const page = await open('/en/search?q=carpentry');
    const hit = hits(page)[0]!;
    expect(hit.querySelector('h2 a')?.getAttribute('href')).toBe(`/en/press-releases/${thaiOnly.id}`);
    expect(hit.querySelector('h2')?.getAttribute('lang')).toBe('th');
    expect(hit.querySelector('.search-hit__snippet')?.getAttribute('lang')).toBe('th');
  });

  it('offers type and year facets as links with counts that keep the query, the current one marked', async () => {
    const { facets } = await searchOf('q=probation');
    expect(facets.types.length).toBeGreaterThan(1);
    expect(facets.years.length).toBeGreaterThan(1);
    const page = await open('/en/search?q=probation');
    const nav = page.getByRole('navigation', { name: 'Filter the results' });
    const texts = [...nav.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);
    expect(texts).toEqual([
      ['All types', '/en/search?q=probation', 'true'],
      ...facets.types.map(({ type, count }) => [
        `${catalogues.en.search.types[type]} (${count})`,
        `/en/search?q=probation&type=${type}`,
        null,
      ]),
      ['All years', '/en/search?q=probation', 'true'],
      ...facets.years.map(({ year, count }) => [
        `${year} (${count})`,
        `/en/search?q=probation&year=${year}`,
        null,
      ]),
    ]);
    const year = facets.years[1]!.year;
    const narrowed = await searchOf(`q=probation&year=${year}&type=news`);
    const filtered = await open(`/en/search?q=probation&year=${year}&type=news&page=1`);
    expect(filtered.getByRole('status').textContent).toMatch(
      new RegExp(`^Results for “probation”: ${narrowed.total}( ·|$)`),
    );
    const links = linksOf(filtered, 'Filter the results');
    expect(links).toContain(`/en/search?q=probation&year=${year}`);
    const otherYear = narrowed.facets.years.find((entry) => entry.year !== year)!.year;
    expect(links).toContain(`/en/search?q=probation&type=news&year=${otherYear}`);
    const current = [
      ...filtered.getByRole('navigation', { name: 'Filter the results' }).querySelectorAll('[aria-current]'),
    ];
    const newsCount = narrowed.facets.types.find((entry) => entry.type === 'news')!.count;
    const yearCount = narrowed.facets.years.find((entry) => entry.year === year)!.count;
    expect(current.map((link) => link.textContent)).toEqual([
      `News (${newsCount})`,
      `${year} (${yearCount})`,
    ]);
    // Thai pages show the years in the Buddhist era, the link still in the Gregorian one.
    const thaiFacets = (await searchOf(`q=${encodeURIComponent('คุมประพฤติ')}`, 'th')).facets.years;
    const [latest] = thaiFacets;
    const thai = await open('/th/search?q=' + encodeURIComponent('คุมประพฤติ'));
    const link = thai
      .getAllByRole('link')
      .find((candidate) => candidate.getAttribute('href')?.endsWith(`&year=${latest!.year}`));
    expect(link?.textContent).toBe(`${latest!.year + 543} (${latest!.count})`);
  });

  it('pages through the results, 10 a page, the page links keeping the query and filters', async () => {
    const { total } = await searchOf('q=probation&type=news');
    const pages = Math.ceil(total / 10);
    expect(pages).toBeGreaterThan(2);
    const page = await open('/en/search?q=probation&type=news');
    expect(page.getByRole('status').textContent).toBe(
      `Results for “probation”: ${total} · Page 1 of ${pages}`,
    );
    expect(hits(page)).toHaveLength(10);
    const links = linksOf(page, 'Result pages');
    expect(links[0]).toBe('/en/search?q=probation&type=news');
    expect(links).toContain('/en/search?q=probation&type=news&page=2');
    expect(links).toContain(`/en/search?q=probation&type=news&page=${pages}`);
    expect(links.at(-1)).toBe('/en/search?q=probation&type=news&page=2');
    const last = await open(`/en/search?q=probation&type=news&page=${pages}`);
    expect(hits(last)).toHaveLength(total - (pages - 1) * 10);
    expect((await get(`/en/search?q=probation&page=${pages + 20}`)).statusCode).toBe(404);
  });

  it('answers an empty query with a hint and asks nothing upstream', async () => {
    for (const path of ['/en/search', '/en/search?q=', '/en/search?q=%20%09%20', '/en/search?type=news']) {
      const page = await open(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.getByRole('status').textContent).toBe(
        'Type one or more words to look for, in Thai or English, then press Search.',
      );
      expect(page.document.title).toBe('Search | Department of Probation');
    }
    expect(suite.deptApi.calls.search).toBe(0);
    const thai = await open('/th/search');
    expect(thai.getByRole('status').textContent).toBe('พิมพ์คำที่ต้องการค้นหาเป็นภาษาไทยหรือภาษาอังกฤษ แล้วกดปุ่มค้นหา');
  });

  it('answers no hits with suggestions and links to the main sections', async () => {
    const page = await open('/en/search?q=zebra');
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('status').textContent).toBe('Results for “zebra”: 0');
    expect(page.mainText).toContain('Nothing matches “zebra”.');
    expect(page.getByRole('heading', { level: 2, name: 'Suggestions' })).toBeTruthy();
    expect(page.mainText).toContain('Check the spelling');
    expect(page.mainText).toContain('Use fewer words, or more general ones.');
    const main = page.document.querySelector('main')!;
    const sections = [...main.querySelectorAll('.search-page__sections a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.every((href) => href?.startsWith('/en/'))).toBe(true);
    const filtered = await open('/en/search?q=bracelet&year=2024');
    expect(
      filtered.getByRole('link', { name: 'Search again without the filters' }).getAttribute('href'),
    ).toBe('/en/search?q=bracelet');
  });

  it('carries noindex, is never kept by the page cache nor by browsers, and is not in sitemap.xml', async () => {
    const before = suite.app.pageCache?.size ?? 0;
    const first = await get('/en/search?q=ankle%20bracelet');
    expect(headAttribute(pageAnswer(first), 'meta[name="robots"]')).toBe('noindex');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-page-cache']).toBe('miss');
    const empty = await get('/en/search');
    expect(headAttribute(pageAnswer(empty), 'meta[name="robots"]')).toBe('noindex');
    expect(suite.app.pageCache?.size ?? 0).toBe(before);
    const sitemap = await suite.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:3000' } });
    expect(sitemap.body).not.toContain('/search');
  });

  it('keeps a query asked again in a page cache of its own, sent to every visitor as no-store', async () => {
    const answers = [];
    for (const url of ['/en/search?q=leaflet', '/en/search?q=%20leaflet&ignored=1', '/en/search?q=leaflet'])
      answers.push(await get(url));
    // Kept once asked again (a one-off query is never held), then served as kept: the same page each time.
    expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual(['miss', 'miss', 'hit']);
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual([
      'no-store',
      'no-store',
      'no-store',
    ]);
    expect(answers[2]!.body).toBe(answers[0]!.body);
    // Other display settings are another page.
    const large = await suite.app.inject({
      url: '/en/search?q=leaflet',
      headers: { host: 'localhost:3000', accept: 'text/html', cookie: 'display=large.normal' },
    });
    expect(large.headers['x-page-cache']).toBe('miss');
  });

  it('a flood of one-off queries leaves the kept pages of the site in place', async () => {
    await get('/en/main');
    expect((await get('/en/main')).headers['x-page-cache']).toBe('hit');
    for (let index = 0; index < 300; index++) await get(`/en/search?q=flood${index}`);
    expect((await get('/en/main')).headers['x-page-cache']).toBe('hit');
    expect((await get('/en/search?q=flood299')).headers['x-page-cache']).toBe('miss');
  });

  it('caches the data by normalised query: the same search twice is one upstream call', async () => {
    await get('/en/search?q=handbook');
    await get('/en/search?q=%20handbook%20%20&ignored=1');
    expect(suite.deptApi.calls.search).toBe(1);
    const page = await open('/en/search?q=handbook');
    const { total } = await searchOf('q=handbook');
    expect(total).toBeGreaterThan(0);
    expect(hits(page)).toHaveLength(total);
  });

  it('never fails or keeps anything for a made-up query, type, year or page', async () => {
    const before = suite.app.pageCache?.size ?? 0;
    for (const query of [
      'q=' + 'x'.repeat(5000),
      'q=a&type=nonsense&year=abc&page=-1',
      'q=a&year=99999&page=1e3',
      'q[]=a&q[]=b',
      'q=%E0%B8',
      'q=%00%01%02',
      'q=' + encodeURIComponent('"\'><img src=x onerror=alert(1)>'),
      'type=news&year=2025&page=2',
      'q=a&page=100001',
    ]) {
      const response = await get('/en/search?' + query);
      expect(response.statusCode, query).toBeLessThan(500);
      expect(response.headers['cache-control'], query).toBe('no-store');
      expect(response.body, query).not.toContain('<img src=x');
    }
    expect(suite.app.pageCache?.size ?? 0).toBe(before);
  });
});

describe('the 404 page', () => {
  it('offers a search box with the missing path’s words filled in, numbers and ids left out', async () => {
    const page = await open('/en/bracelet-handbook_2024/64b0000000000000000000ff');
    expect(page.statusCode).toBe(404);
    const boxes = page.getAllByRole('searchbox', { name: 'Search this site' });
    const own = page.document.querySelector<HTMLInputElement>('#not-found-q')!;
    expect(own.value).toBe('bracelet handbook');
    expect(own.closest('form')?.getAttribute('action')).toBe('/en/search');
    expect(boxes).toHaveLength(2);
    const thai = await open('/th/' + encodeURIComponent('กำไล-ข้อเท้า') + '/x');
    expect(thai.document.querySelector<HTMLInputElement>('#not-found-q')?.value).toBe('กำไล ข้อเท้า x');
    expect(own.getAttribute('value')).toBe('bracelet handbook');
  });

  it('fills the words in as text (markup in the path stays text)', async () => {
    const response = await get('/en/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<script>alert(1)');
    const box = pageAnswer(response).document.querySelector<HTMLInputElement>('#not-found-q')!;
    expect(box.value).toBe('script alert script');
    expect(box.getAttribute('value')).toBe('script alert script');
  });
});
