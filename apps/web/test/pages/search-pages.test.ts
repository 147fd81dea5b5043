import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { useFakePageApp } from './support/page-app.ts';
import { crumbsOf, headAttribute, linksOf, pageAnswer, type PageDom } from './support/page-dom.ts';

/** The search page and the search boxes (issue 11) through app.inject on the production build, before the fake API. */
const suite = useFakePageApp();
const { get } = suite;
const open = async (path: string, host?: string) => pageAnswer(await get(path, host));

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
    const page = await open('/en/search?q=bracelet');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Search: bracelet | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(crumbsOf(page)).toEqual([
      { text: 'Home', href: '/en/main' },
      { text: 'Search', current: 'page' },
    ]);
    expect(page.getByRole('status').textContent).toBe('Results for “bracelet”: 4');
    const found = hits(page);
    expect(found).toHaveLength(4);
    const first = found[0]!;
    const title = within(first as HTMLElement).getByRole('heading', { level: 2 });
    expect(title.textContent).toBe('Electronic monitoring bracelets for offenders');
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/en/news/sn-bracelet');
    expect(marks(title)).toEqual(['bracelets']);
    expect(first.querySelector('.search-hit__type')?.textContent).toBe('News');
    const date = first.querySelector('time')!;
    expect([date.getAttribute('datetime'), date.textContent]).toEqual([
      '2026-08-14T02:00:00.000Z',
      '14 August 2026',
    ]);
    const snippet = first.querySelector('.search-hit__snippet')!;
    expect(snippet.textContent).toBe('The department fitted 120 bracelets in the northern provinces.');
    expect(marks(snippet)).toEqual(['bracelets']);
    // A page links to its section, a section to itself; a section has no date.
    expect(found.map((hit) => hit.querySelector('h2 a')?.getAttribute('href'))).toEqual([
      '/en/news/sn-bracelet',
      '/en/documents/sd-bracelet',
      '/en/about',
      '/en/bracelets',
    ]);
    expect(found[3]!.querySelector('time')).toBeNull();
    expect(found[3]!.querySelector('.search-hit__type')?.textContent).toBe('Section');
  });

  it('shows Thai pages with Thai labels and Buddhist-era dates', async () => {
    const page = await open('/th/search?q=' + encodeURIComponent('กำไล'));
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('ค้นหา: กำไล | กรมคุมประพฤติ');
    expect(page.getByRole('status').textContent).toBe('ผลการค้นหา “กำไล”: 4 รายการ');
    const first = hits(page)[0]!;
    expect(first.querySelector('.search-hit__type')?.textContent).toBe('ข่าว');
    expect(first.querySelector('time')?.textContent).toBe('14 สิงหาคม 2569');
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
    const title = hits(page)[0]!.querySelector('h2')!;
    expect(title.textContent).toBe('<script>alert(1)</script> markup test');
    expect(marks(title)).toEqual(['script', 'alert', '1', 'script', 'markup']);
    expect(hits(page)[0]!.querySelector('.search-hit__snippet b')).toBeNull();
  });

  it('marks a Thai-only hit on an English page with lang="th"', async () => {
    const page = await open('/en/search?q=carpentry');
    const hit = hits(page)[0]!;
    expect(hit.querySelector('h2')?.getAttribute('lang')).toBe('th');
    expect(hit.querySelector('.search-hit__snippet')?.getAttribute('lang')).toBe('th');
  });

  it('offers type and year facets as links with counts that keep the query, the current one marked', async () => {
    const page = await open('/en/search?q=probation');
    const facets = page.getByRole('navigation', { name: 'Filter the results' });
    const texts = [...facets.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);
    expect(texts).toEqual([
      ['All types', '/en/search?q=probation', 'true'],
      ['News (23)', '/en/search?q=probation&type=news', null],
      ['All years', '/en/search?q=probation', 'true'],
      ['2026 (7)', '/en/search?q=probation&year=2026', null],
      ['2025 (7)', '/en/search?q=probation&year=2025', null],
      ['2024 (7)', '/en/search?q=probation&year=2024', null],
      ['2023 (2)', '/en/search?q=probation&year=2023', null],
    ]);
    const filtered = await open('/en/search?q=probation&year=2025&type=news&page=1');
    expect(filtered.getByRole('status').textContent).toBe('Results for “probation”: 7');
    const links = linksOf(filtered, 'Filter the results');
    expect(links).toContain('/en/search?q=probation&year=2025');
    expect(links).toContain('/en/search?q=probation&type=news&year=2024');
    const current = [
      ...filtered.getByRole('navigation', { name: 'Filter the results' }).querySelectorAll('[aria-current]'),
    ];
    expect(current.map((link) => link.textContent)).toEqual(['News (7)', '2025 (7)']);
    // Thai pages show the years in the Buddhist era, the link still in the Gregorian one.
    const thai = await open('/th/search?q=' + encodeURIComponent('คุมประพฤติ'));
    const year = thai.getAllByRole('link').find((link) => link.getAttribute('href')?.endsWith('&year=2026'));
    expect(year?.textContent).toBe('2569 (8)');
  });

  it('pages through the results, 10 a page, the page links keeping the query and filters', async () => {
    const page = await open('/en/search?q=probation&type=news');
    expect(page.getByRole('status').textContent).toBe('Results for “probation”: 23 · Page 1 of 3');
    expect(hits(page)).toHaveLength(10);
    expect(linksOf(page, 'Result pages')).toEqual([
      '/en/search?q=probation&type=news',
      '/en/search?q=probation&type=news&page=2',
      '/en/search?q=probation&type=news&page=3',
      '/en/search?q=probation&type=news&page=2',
    ]);
    const last = await open('/en/search?q=probation&type=news&page=3');
    expect(hits(last)).toHaveLength(3);
    expect((await get('/en/search?q=probation&page=9')).statusCode).toBe(404);
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
    expect(suite.fake.calls.search).toBe(0);
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
    expect(suite.fake.calls.search).toBe(1);
    const page = await open('/en/search?q=handbook');
    expect(hits(page)).toHaveLength(1);
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
