import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumPage } from '@probation/contract';
import { formatDate } from '@probation/i18n';
import {
  createAlbumFixtures,
  firstWithoutEnglish,
  type AlbumFixtures,
} from '../server/support/content-fixtures.ts';
import { DEMO_ITEMS } from '../server/support/demo-items.ts';
import { DEMO_SITE_IDS } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import {
  crumbsOf,
  headAttribute,
  linksOf,
  optionPairs,
  pageAnswer,
  selectedOption,
  type PageDom,
} from './support/page-dom.ts';

/** The photo album pages through app.inject on the production build, in front of the department API. */
const suite = usePageApp();
const open = async (path: string) => pageAnswer(await suite.get(path));
const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
/** The demo seed's albums and the test's own (the newest, and older ones so the list has 15 on two pages). */
let albums: AlbumFixtures;
let showcase: Album;
/** An album of the demo seed without English. */
let thaiOnly: Album;

beforeAll(async () => {
  albums = await createAlbumFixtures(suite.deptApi);
  showcase = albums.showcase;
  thaiOnly = await firstWithoutEnglish<Album>(suite.deptApi, 'albums');
});

/** The album cards of a list, as the articles a screen reader lists. */
const cards = (page: PageDom) => page.getAllByRole('article');
/** The cover of each album card (alt="": the card's title names the album). */
const covers = (page: PageDom) => cards(page).map((card) => card.querySelector('img')!);

describe('album list of a photos section', () => {
  it('lists albums as cards with cover, title link, date and photo count; header, breadcrumbs, pages', async () => {
    const page = await open('/en/photos');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Photo gallery | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Photo gallery');
    const { total } = await suite.deptApi.read<AlbumPage>(`${DEPT}/albums`);
    expect(total).toBe(15);
    expect(page.getByRole('status').textContent).toBe('15 albums · newest first · Page 1 of 2');
    const first = cards(page)[0]!;
    const title = within(first).getByRole('heading', { level: 2 });
    expect(within(title).getByRole('link', { name: 'Activity album number 1' }).getAttribute('href')).toBe(
      `/en/photos/${showcase.id}`,
    );
    const date = first.querySelector('time');
    expect([date?.getAttribute('datetime'), date?.textContent]).toEqual([
      showcase.date,
      formatDate(showcase.date, 'en'),
    ]);
    expect(within(first).getByText('3 photos')).toBeTruthy();
    const thai = page.getByRole('heading', { level: 2, name: thaiOnly.title });
    expect(thai.getAttribute('lang')).toBe('th');
    expect(within(thai).getByRole('link').getAttribute('href')).toBe(`/en/photos/${thaiOnly.id}`);
    expect(crumbsOf(page)).toEqual([
      { text: 'Home', href: '/en/main' },
      { text: 'News and activities', href: '/en/news' },
      { text: 'Photo gallery', current: 'page' },
    ]);
    expect(linksOf(page, 'Pages of the album list')).toEqual([
      '/en/photos',
      '/en/photos?page=2',
      '/en/photos?page=2',
    ]);
    expect(cards(page)).toHaveLength(12);
  });

  it('serves covers in sizes that suit the card: AVIF, WebP and JPEG srcsets, sizes, width and height', async () => {
    const page = await open('/th/photos');
    const picture = cards(page)[0]!.querySelector('picture.responsive-picture');
    expect(picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toMatch(
      /^\/media\/albums\/test\/opening\.jpg\?w=320&format=avif 320w, /,
    );
    expect(picture?.querySelector('source[type="image/webp"]')).not.toBeNull();
    const img = picture!.querySelector('img')!;
    expect(covers(page)[0]).toBe(img);
    expect(img.getAttribute('srcset')).toBe(
      [320, 480, 640, 960, 1280]
        .map((w) => `/media/albums/test/opening.jpg?w=${w}&format=jpeg ${w}w`)
        .join(', ') + ', /media/albums/test/opening.jpg?w=1920&format=jpeg 1600w',
    );
    expect(img.getAttribute('sizes')).toMatch(/100vw$/);
    expect(img.getAttribute('src')).toBe('/media/albums/test/opening.jpg?w=960&format=jpeg');
    expect(['width', 'height', 'alt'].map((name) => img.getAttribute(name))).toEqual(['1600', '1067', '']);
    const all = covers(page);
    expect(all.filter((cover) => cover.getAttribute('loading') === 'lazy')).toHaveLength(9);
    // The three covers above the fold load at once; only the first, the likely largest paint, comes first.
    const eager = all.filter((cover) => !cover.hasAttribute('loading'));
    expect(eager).toHaveLength(3);
    expect(eager.filter((cover) => cover.getAttribute('fetchpriority') === 'high')).toEqual([eager[0]]);
  });

  it('shows Thai dates in the Buddhist era and Thai texts', async () => {
    const page = await open('/th/photos');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('คลังภาพ');
    expect(page.mainText).toContain(formatDate(showcase.date, 'th'));
    expect(page.getByRole('status').textContent).toContain('ทั้งหมด 15 อัลบั้ม');
    expect(optionPairs(page.getByLabelText('ปี พ.ศ.'))).toContainEqual(['2024', '2567']);
  });

  it('filters by year in the URL (a GET form) and pages through the result', async () => {
    const page = await open('/en/photos?year=2024&category=x&utm_source=mail');
    expect(page.statusCode).toBe(200);
    const form = page.getByRole('form', { name: 'Filter albums' });
    expect(form.getAttribute('action')).toBe('/en/photos');
    expect(form.getAttribute('method')).toBe('get');
    expect(page.document.querySelector('[name="category"]')).toBeNull();
    const year = page.getByLabelText('Year');
    expect(year.getAttribute('name')).toBe('year');
    expect(selectedOption(year)).toEqual(['2024', '2024']);
    expect(page.getByRole('status').textContent).toContain('Showing: year 2024');
    expect(cards(page)).toHaveLength(albums.archive.length);
    const years = [...page.document.querySelectorAll('time[datetime]')]
      .map((time) => /^(\d{4})-/.exec(time.getAttribute('datetime')!)?.[1])
      .filter(Boolean);
    expect(years.length).toBeGreaterThanOrEqual(cards(page).length);
    expect(new Set(years)).toEqual(new Set(['2024']));
    expect(headAttribute(page, 'link[rel="canonical"]', 'href')).toBe(
      'http://localhost:3000/en/photos?year=2024',
    );
    const second = await open('/en/photos?page=2');
    expect(cards(second)).toHaveLength(3);
    const current = second.getByRole('link', { name: 'Page 2' });
    expect([current.getAttribute('aria-current'), current.textContent]).toEqual(['page', '2']);
  });

  it('shows the empty state when no album matches', async () => {
    const filtered = await open('/en/photos?year=2001');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.getByText('No albums match the year you chose.').className).toBe('empty-state');
    expect(filtered.getByRole('status').textContent).toMatch(/^0 albums /);
    expect(filtered.queryAllByRole('article')).toHaveLength(0);
  });
});

describe('album detail', () => {
  it('shows the title, date, description, breadcrumbs, share links and the photos as linked thumbnails', async () => {
    const page = await open(`/en/photos/${showcase.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Activity album number 1 | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Activity album number 1');
    const date = page.document.querySelector('main time');
    expect([date?.getAttribute('datetime'), date?.textContent]).toEqual([
      showcase.date,
      formatDate(showcase.date, 'en'),
    ]);
    expect(page.mainText).toContain('About the activity album');
    expect(crumbsOf(page).slice(-2)).toEqual([
      { text: 'Photo gallery', href: '/en/photos' },
      { text: 'Activity album number 1', current: 'page' },
    ]);
    const share = page.getByRole('region', { name: 'Share this album' });
    expect(
      within(share)
        .getByRole('link', { name: /^Facebook/ })
        .getAttribute('href'),
    ).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`http://localhost:3000/en/photos/${showcase.id}`)}`,
    );
    // Each thumbnail links to the full-size file, so the gallery works without JavaScript; the photo names the link.
    const photos = within(page.getByRole('region', { name: 'Photos' }));
    expect(photos.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/media/albums/test/opening.jpg',
      '/media/albums/test/portrait.jpg',
      '/media/albums/test/plan.svg',
    ]);
    for (const n of [1, 2, 3]) {
      const link = photos.getByRole('link', { name: `Photo ${n} of the activity album` });
      expect(link.getAttribute('href')).toMatch(/^\/media\/albums\//);
    }
    expect(page.getByText('The opening').className).toBe('photo-grid__caption');
    // The viewer is in the page, closed: hidden from the accessibility tree until a photo opens it.
    expect(page.queryByRole('dialog')).toBeNull();
    const viewer = page.getByRole('dialog', { hidden: true });
    expect([viewer.className, viewer.getAttribute('aria-label')]).toEqual(['viewer', 'Photo viewer']);
    expect(page.document.querySelector('dialog[open]')).toBeNull();
  });

  it('gives every photo width, height, alt, srcset and sizes; an SVG stays a plain image', async () => {
    const page = await open(`/en/photos/${showcase.id}`);
    const grid = page.document.querySelector('ul.photo-grid')!;
    const images = within(grid as HTMLElement).getAllByRole('img');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute('width')).toMatch(/^\d+$/);
      expect(image.getAttribute('height')).toMatch(/^\d+$/);
      expect(image.getAttribute('alt')).toMatch(/^Photo \d of the activity album$/);
    }
    const portrait = images[1]!;
    expect([portrait.getAttribute('width'), portrait.getAttribute('height')]).toEqual(['1200', '1600']);
    expect(portrait.getAttribute('srcset')).toContain(
      '/media/albums/test/portrait.jpg?w=1280&format=jpeg 1200w',
    );
    expect(portrait.getAttribute('sizes')).toBeTruthy();
    const svg = images[2]!;
    expect(svg.getAttribute('src')).toBe('/media/albums/test/plan.svg');
    expect(svg.hasAttribute('srcset')).toBe(false);
    expect(svg.closest('picture')).toBeNull();
    expect(grid.querySelectorAll('source[type="image/avif"]')).toHaveLength(2);
  });

  it('gives OpenGraph tags with the 1200×630 JPEG share image of its cover', async () => {
    const page = await open(`/en/photos/${showcase.id}`);
    const meta = (property: string) => headAttribute(page, `meta[property="${property}"]`);
    expect(meta('og:url')).toBe(`http://localhost:3000/en/photos/${showcase.id}`);
    expect(meta('og:image')).toBe('http://localhost:3000/media/albums/test/opening.jpg?variant=share');
    expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual([
      'image/jpeg',
      '1200',
      '630',
    ]);
    expect(meta('og:image:alt')).toBe('Photo 1 of the activity album');
    expect(meta('og:description')).toBe('About the activity album');
  });

  it('shows an album without English in Thai, marked lang="th", with the notice', async () => {
    const page = await open(`/en/photos/${thaiOnly.id}`);
    expect(page.mainText).toContain('This album has no English version yet, so it is shown in Thai.');
    const heading = page.getByRole('heading', { level: 1 });
    expect([heading.textContent, heading.getAttribute('lang')]).toEqual([thaiOnly.title, 'th']);
    const [photo] = thaiOnly.photos;
    expect(page.getAllByRole('img', { name: photo!.alt })[0]!.getAttribute('lang')).toBe('th');
  });

  it('shows Thai pages in the Buddhist era', async () => {
    const page = await open(`/th/photos/${showcase.id}`);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('อัลบั้มภาพกิจกรรม ชุดที่ 1');
    expect(page.mainText).toContain(formatDate(showcase.date, 'th'));
    expect(page.getByRole('dialog', { hidden: true }).getAttribute('aria-label')).toBe('ชมภาพขยาย');
  });

  it.each([
    '/en/photos/no-such-album',
    '/en/photos/chiangmai-album-01',
    '/en/photos/bad%20id',
    `/en/press-releases/${DEMO_ITEMS.album.id}`,
    `/en/laws/${DEMO_ITEMS.album.id}`,
  ])('answers the 404 page for %s', async (url) => {
    if (url.includes('chiangmai')) {
      expect(await suite.deptApi.status(`/site/${DEMO_SITE_IDS.chiangmai}/albums/chiangmai-album-01`)).toBe(
        200,
      );
    }
    const page = await open(url);
    expect(page.statusCode).toBe(404);
    expect(page.getByRole('link', { name: 'Back to the main page' }).getAttribute('href')).toBe('/en/main');
  });

  it('still shows news items under their news section', async () => {
    expect((await suite.get(`/en${DEMO_ITEMS.news.path}`)).statusCode).toBe(200);
    expect((await suite.get(`/en/photos/${DEMO_ITEMS.news.id}`)).statusCode).toBe(404);
  });
});
