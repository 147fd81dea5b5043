import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumPage } from '@probation/contract';
import { ALBUM_PHOTO_FILES } from '../src/seed/content/albums/album-photos.ts';
import { DEMO_ALBUMS_PER_SITE, demoAlbums } from '../src/seed/content/albums/demo-albums.ts';
import { NEWS_VOICES } from '../src/seed/content/news-voices.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, expectError, startTestApi, TEST_SEED_DATE, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.token();
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const mediaDir = fileURLToPath(new URL('../media/', import.meta.url));
const allDemoAlbums = NEWS_VOICES.flatMap((voice) => demoAlbums(voice, TEST_SEED_DATE));

const page = async (query: string, site = DEPT) =>
  expectAnswer<AlbumPage>(await api.get(`${site}/albums${query}`, token), 200, 'AlbumPage');

describe('the demo albums', () => {
  it('gives every demo site 8 albums of 6-12 photos over the year before the seed, some only in Thai', async () => {
    for (const siteId of Object.values(DEMO_SITE_IDS)) {
      const { total, items } = await page('?page_size=50', `/site/${siteId}`);
      expect(total).toBe(DEMO_ALBUMS_PER_SITE);
      expect(items.every((item) => item.photo_count >= 6 && item.photo_count <= 12)).toBe(true);
      const english = await page('?page_size=50&lang=en', `/site/${siteId}`);
      const thaiOnly = english.items.filter((item) => item.content_lang === 'th');
      expect(thaiOnly.length).toBeGreaterThan(0);
      expect(thaiOnly.length).toBeLessThan(DEMO_ALBUMS_PER_SITE / 2);
    }
    const seedDay = TEST_SEED_DATE.toISOString().slice(0, 10);
    const yearBefore = new Date(TEST_SEED_DATE.getTime() - 366 * 86_400_000).toISOString().slice(0, 10);
    expect(allDemoAlbums.every((album) => album.date < seedDay && album.date > yearBefore)).toBe(true);
  });

  it('has a real JPEG for every photo, whose stored width and height are its own', async () => {
    const stored = new Set(allDemoAlbums.flatMap((album) => album.photos!.map((photo) => photo.url)));
    expect(stored.size).toBeGreaterThan(40);
    for (const file of ALBUM_PHOTO_FILES) {
      const path = `${mediaDir}${file.path}`;
      expect(existsSync(path), path).toBe(true);
      const metadata = await sharp(path).metadata();
      expect(metadata.format).toBe('jpeg');
      expect({ width: metadata.width, height: metadata.height }, file.path).toEqual({
        width: file.width,
        height: file.height,
      });
    }
    for (const album of allDemoAlbums) {
      for (const photo of album.photos!) {
        const file = ALBUM_PHOTO_FILES.find((candidate) => `/media/${candidate.path}` === photo.url);
        expect(file, photo.url).toBeDefined();
        expect([photo.width, photo.height]).toEqual([file!.width, file!.height]);
        expect(photo.alt.th.length).toBeGreaterThan(10);
      }
    }
  });

  it('offers landscape, portrait and square photos, and keeps all of them under 6 MB', async () => {
    const ratios = new Set(ALBUM_PHOTO_FILES.map((file) => (file.width / file.height).toFixed(2)));
    expect(ratios).toEqual(new Set(['1.50', '0.75', '1.00', '1.78']));
    const { statSync } = await import('node:fs');
    const bytes = ALBUM_PHOTO_FILES.reduce((sum, file) => sum + statSync(`${mediaDir}${file.path}`).size, 0);
    expect(bytes).toBeLessThan(6 * 1024 * 1024);
  });

  it('serves the photos of an album through /media as JPEG', async () => {
    const album = expectAnswer<Album>(await api.get(`${DEPT}/albums/dept-album-01`, token), 200, 'Album');
    const response = await api.get(album.photos[0]!.url, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('is the same every time it is generated', () => {
    expect(NEWS_VOICES.flatMap((voice) => demoAlbums(voice, TEST_SEED_DATE))).toEqual(allDemoAlbums);
  });
});

describe('GET /site/{siteId}/albums', () => {
  it('pages through the albums newest first, summaries with a cover and a photo count', async () => {
    const first = await page('?page_size=5');
    const second = await page('?page_size=5&page=2');
    expect(first).toMatchObject({ total: 8, page: 1, page_size: 5 });
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(3);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(8);
    expect(all.every((item, index) => index === 0 || all[index - 1]!.date >= item.date)).toBe(true);
    for (const item of all) {
      expect(item).not.toHaveProperty('photos');
      expect(item.cover?.url).toMatch(/^\/media\/albums\/.+\.jpg$/);
      expect(item.cover?.width).toBeGreaterThan(0);
    }
  });

  it('serves English when the album has it, else the whole album in Thai marked content_lang th', async () => {
    const thai = await page('?page_size=50&lang=th');
    const english = await page('?page_size=50&lang=en');
    for (const [index, item] of english.items.entries()) {
      const inThai = thai.items[index]!;
      if (item.content_lang === 'en') {
        expect(item.title).not.toBe(inThai.title);
        expect(item.title).toMatch(/^[\x20-\x7e’]+$/);
      } else {
        expect(item.title).toBe(inThai.title);
        expect(item.description).toBe(inThai.description);
        expect(item.cover?.alt).toBe(inThai.cover?.alt);
      }
    }
  });

  it('filters by year (the album date) and by section', async () => {
    const all = await page('?page_size=50');
    const year = Number(all.items[all.items.length - 1]!.date.slice(0, 4));
    const ofYear = await page(`?page_size=50&year=${year}`);
    expect(ofYear.total).toBe(all.items.filter((item) => item.date.startsWith(`${year}-`)).length);
    expect(ofYear.items.every((item) => item.date.startsWith(`${year}-`))).toBe(true);
    expect((await page('?year=2001')).total).toBe(0);
    expect((await page('?section=photos')).total).toBe(8);
  });

  it.each([
    ['?section=news', /news section, not a photos section/],
    ['?section=no-such-section', /not a section of this site/],
    ['?page=0', /page/],
    ['?page_size=51', /page_size/],
    ['?year=abc', /year/],
    ['?section=Photos', /section/],
    ['?lang=fr', /lang/],
  ])('answers 400 with the reason for %s', async (query, reason) => {
    expect(expectError(await api.get(`${DEPT}/albums${query}`, token), 400).message).toMatch(reason);
  });

  it('answers 404 for an unknown site and 401 without a token', async () => {
    expectError(await api.get('/site/64b0000000000000000000ff/albums', token), 404);
    expectError(await api.app.inject({ method: 'GET', url: `${DEPT}/albums` }), 401);
  });
});

describe('GET /site/{siteId}/albums/{albumId}', () => {
  it('gives the album with its photos: alt text, captions on some, sizes', async () => {
    const album = expectAnswer<Album>(
      await api.get(`${DEPT}/albums/dept-album-01?lang=en`, token),
      200,
      'Album',
    );
    expect(album.content_lang).toBe('en');
    expect(album.photo_count).toBe(album.photos.length);
    expect(album.cover).toMatchObject({ url: album.photos[0]!.url, alt: album.photos[0]!.alt });
    expect(album.photos.some((photo) => photo.caption !== null)).toBe(true);
    expect(album.photos.some((photo) => photo.caption === null)).toBe(true);
    for (const photo of album.photos) {
      expect(photo.alt).toMatch(/^[\x20-\x7e’]+$/);
      expect(photo.width).toBeGreaterThan(0);
    }
  });

  it('serves a Thai-only album whole in Thai on an English request', async () => {
    const thaiOnly = allDemoAlbums.find((album) => album.siteId === DEMO_SITE_IDS.dept && !album.titleEn)!;
    const album = expectAnswer<Album>(
      await api.get(`${DEPT}/albums/${thaiOnly.id}?lang=en`, token),
      200,
      'Album',
    );
    expect(album).toMatchObject({ content_lang: 'th', title: thaiOnly.titleTh });
    expect(album.photos.map((photo) => photo.alt)).toEqual(thaiOnly.photos!.map((photo) => photo.alt.th));
  });

  it('answers 404 for an unknown album and for an album of another site', async () => {
    expectError(await api.get(`${DEPT}/albums/dept-album-99`, token), 404);
    expectError(await api.get(`${DEPT}/albums/chiangmai-album-01`, token), 404);
    expectError(await api.get(`${DEPT}/albums/bad%20id`, token), 400);
  });
});
