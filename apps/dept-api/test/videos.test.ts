import { readFile, stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video, VideoInput, VideoPage } from '@probation/contract';
import { DEMO_CLIPS } from '../src/seed/content/demo-video-clips.ts';
import { DEMO_VIDEOS_PER_SITE, demoVideos } from '../src/seed/content/demo-videos.ts';
import { NEWS_VOICES } from '../src/seed/content/news-voices.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import {
  EDITOR,
  expectAnswer,
  expectError,
  startTestApi,
  TEST_SEED_DATE,
  testConfig,
  type TestApi,
} from './helpers/test-api.ts';

let api: TestApi;
let gateway: string;
let editor: string;
const now = new Date('2026-11-21T05:00:00.000Z');
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  gateway = await api.token();
  editor = await api.token(EDITOR);
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const KHONKAEN = `/site/${DEMO_SITE_IDS.khonkaen}`;
const mediaDir = testConfig().mediaDir;

async function list(query: string, site = DEPT): Promise<VideoPage> {
  return expectAnswer<VideoPage>(await api.get(`${site}/videos${query}`, gateway), 200, 'VideoPage');
}

describe('demo videos', () => {
  it('gives every demo site eight videos: hosted files with captions, YouTube and Facebook, some Thai only', async () => {
    for (const siteId of Object.values(DEMO_SITE_IDS)) {
      const page = await list('?page_size=50&lang=en', `/site/${siteId}`);
      expect(page.total).toBe(DEMO_VIDEOS_PER_SITE);
      const kinds = page.items.map((video) => video.source.kind);
      expect(kinds.filter((kind) => kind === 'file').length).toBeGreaterThanOrEqual(2);
      expect(kinds).toContain('youtube');
      expect(kinds).toContain('facebook');
      const thaiOnly = page.items.filter((video) => video.content_lang === 'th');
      expect(thaiOnly.length).toBeGreaterThan(0);
      expect(thaiOnly.length).toBeLessThan(page.items.length);
      expect(new Set(page.items.map((video) => new Date(video.published_at).getUTCFullYear())).size).toBe(2);
    }
  });

  it('stores for each hosted file the size of a real WebM file, and captions that exist in both languages', async () => {
    const page = await list('?page_size=50');
    const files = page.items.flatMap((video) => (video.source.kind === 'file' ? [video.source] : []));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const source of files) {
      const path = `${mediaDir}/${source.url.replace(/^\/media\//, '')}`;
      const bytes = await readFile(path);
      expect(bytes.length).toBe(source.size);
      expect(bytes.length).toBeLessThan(300 * 1024);
      // EBML header, then the "webm" DocType.
      expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
      expect(bytes.subarray(0, 64).includes(Buffer.from('webm'))).toBe(true);
      expect(source).toMatchObject({ mime_type: 'video/webm', width: 640, height: 360 });
      for (const lang of ['th', 'en'] as const) {
        const url = source.captions?.[lang];
        expect(url, lang).toMatch(/\.vtt$/);
        const response = await api.get(url!, gateway);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
        expect(response.body).toMatch(/^WEBVTT/);
        expect(response.body).toMatch(/00:00:00\.000 --> 00:00:0\d\.\d{3}/);
      }
    }
    expect(DEMO_CLIPS.every((clip) => clip.seconds >= 5 && clip.seconds <= 10)).toBe(true);
  });

  it('has a thumbnail with its size for every video, and serves it', async () => {
    const page = await list('?page_size=50');
    for (const video of page.items) {
      expect(video.thumbnail).toMatchObject({ width: 640, height: 360 });
      const response = await api.get(video.thumbnail.url, gateway);
      expect(response.statusCode, video.thumbnail.url).toBe(200);
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect((await stat(`${mediaDir}/${video.thumbnail.url.slice(7)}`)).size).toBeGreaterThan(0);
    }
  });

  it('is the same every time it is generated', () => {
    const voice = NEWS_VOICES[1]!;
    expect(demoVideos(voice, TEST_SEED_DATE)).toEqual(demoVideos(voice, TEST_SEED_DATE));
  });
});

describe('GET /site/{siteId}/videos', () => {
  it('pages through the videos newest first, no video twice', async () => {
    const first = await list('?page_size=3');
    const second = await list('?page_size=3&page=2');
    const third = await list('?page_size=3&page=3');
    expect(first).toMatchObject({ total: 8, page: 1, page_size: 3 });
    expect(third.items).toHaveLength(2);
    const all = [...first.items, ...second.items, ...third.items];
    expect(new Set(all.map((video) => video.id)).size).toBe(8);
    const dates = all.map((video) => video.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list('?page=9')).items).toEqual([]);
  });

  it('filters by section and by year (Asia/Bangkok)', async () => {
    expect((await list('?section=videos')).total).toBe(8);
    const all = (await list('?page_size=50')).items;
    for (const year of [2025, 2026]) {
      const expected = all.filter(
        (video) => new Date(Date.parse(video.published_at) + 7 * 3600_000).getUTCFullYear() === year,
      );
      const page = await list(`?year=${year}&page_size=50`);
      expect(page.items.map((video) => video.id)).toEqual(expected.map((video) => video.id));
      expect(page.total).toBeGreaterThan(0);
    }
    expect((await list('?year=2000')).total).toBe(0);
  });

  it('serves English where there is English, else the whole video in Thai with content_lang th', async () => {
    const thai = await list('?page_size=50&lang=th');
    const english = await list('?page_size=50&lang=en');
    for (const [index, video] of english.items.entries()) {
      const same = thai.items[index]!;
      if (video.content_lang === 'th') {
        expect(video.title).toBe(same.title);
        expect(video.description).toBe(same.description);
      } else {
        expect(video.title).not.toBe(same.title);
        expect(video.description).not.toBe(same.description);
      }
    }
  });

  it.each([
    ['?section=news', 'section "news" is a news section, not a videos section'],
    ['?section=nothing-here', 'section "nothing-here" is not a section of this site'],
    ['?page=0', 'page'],
    ['?page_size=51', 'page_size'],
    ['?year=abc', 'year'],
    ['?section=Bad_Slug', 'section'],
    ['?lang=fr', 'lang'],
  ])('refuses %s with the reason (400)', async (query, reason) => {
    const { message } = expectError(await api.get(`${DEPT}/videos${query}`, gateway), 400);
    expect(message).toContain(reason);
  });

  it('is 404 for an unknown site and 401 without a token', async () => {
    expectError(await api.get('/site/9999/videos', gateway), 404);
    expectError(await api.app.inject({ method: 'GET', url: `${DEPT}/videos` }), 401);
  });
});

describe('GET /site/{siteId}/videos/{videoId}', () => {
  it('answers one video of each source kind', async () => {
    const kinds = new Set<string>();
    for (const id of ['dept-v01', 'dept-v04', 'dept-v07']) {
      const video = expectAnswer<Video>(await api.get(`${DEPT}/videos/${id}?lang=en`, gateway), 200, 'Video');
      expect(video.id).toBe(id);
      kinds.add(video.source.kind);
    }
    expect(kinds).toEqual(new Set(['file', 'youtube', 'facebook']));
  });

  it('is 404 for an unknown id or another site\u2019s video, 400 for a malformed id', async () => {
    expect(expectError(await api.get(`${DEPT}/videos/dept-v99`, gateway), 404).message).toContain('dept-v99');
    expectError(await api.get(`${KHONKAEN}/videos/dept-v01`, gateway), 404);
    expectError(await api.get(`${DEPT}/videos/bad%20id`, gateway), 400);
  });
});

const input = (overrides: Partial<VideoInput> = {}): VideoInput => ({
  section: 'videos',
  title: { th: 'พิธีเปิดศูนย์ยุติธรรมชุมชน', en: 'Opening of a community justice centre' },
  description: { th: 'บันทึกภาพพิธีเปิด', en: 'The opening ceremony.' },
  published_at: '2026-11-21T09:00:00+07:00',
  thumbnail: { url: '/media/videos/thumbnails/about.svg', alt: 'ภาพปก', width: 640, height: 360 },
  duration: 125,
  source: { kind: 'youtube', video_id: 'AbCdEfGhI_-' },
  ...overrides,
});

describe('editor writes', () => {
  it('create, read in both languages, change, and delete a video', async () => {
    const created = expectAnswer<Video>(
      await api.send('POST', `${DEPT}/videos`, editor, input()),
      201,
      'Video',
    );
    expect(created).toMatchObject({
      section: 'videos',
      title: 'พิธีเปิดศูนย์ยุติธรรมชุมชน',
      content_lang: 'th',
      published_at: '2026-11-21T02:00:00.000Z',
      updated_at: now.toISOString(),
      duration: 125,
      source: { kind: 'youtube', video_id: 'AbCdEfGhI_-' },
    });
    expect(created.id).toMatch(/^v-[0-9a-f]{12}$/);
    const english = expectAnswer<Video>(
      await api.get(`${DEPT}/videos/${created.id}?lang=en`, gateway),
      200,
      'Video',
    );
    expect(english).toMatchObject({ title: 'Opening of a community justice centre', content_lang: 'en' });
    expect((await list('?page_size=1')).items[0]?.id).toBe(created.id);

    const facebook = {
      kind: 'facebook',
      url: 'https://www.facebook.com/probation.moj/videos/1234567890/',
    } as const;
    const changed = expectAnswer<Video>(
      await api.send(
        'PUT',
        `${DEPT}/videos/${created.id}`,
        editor,
        input({ title: { th: 'ชื่อใหม่' }, description: { th: 'คำอธิบายใหม่' }, source: facebook }),
      ),
      200,
      'Video',
    );
    expect(changed).toMatchObject({ title: 'ชื่อใหม่', source: facebook });
    const fallback = expectAnswer<Video>(
      await api.get(`${DEPT}/videos/${created.id}?lang=en`, gateway),
      200,
      'Video',
    );
    expect(fallback).toMatchObject({ title: 'ชื่อใหม่', content_lang: 'th' });

    expect((await api.send('DELETE', `${DEPT}/videos/${created.id}`, editor)).statusCode).toBe(204);
    expectError(await api.get(`${DEPT}/videos/${created.id}`, gateway), 404);
    expectError(await api.send('DELETE', `${DEPT}/videos/${created.id}`, editor), 404);
  });

  it('stores a hosted file with captions', async () => {
    const source = {
      kind: 'file',
      url: '/media/videos/community-service.webm',
      mime_type: 'video/webm',
      size: 1000,
      width: 640,
      height: 360,
      captions: { th: '/media/videos/community-service.th.vtt' },
    } as const;
    const created = expectAnswer<Video>(
      await api.send('POST', `${KHONKAEN}/videos`, editor, input({ source })),
      201,
      'Video',
    );
    expect(created.source).toEqual(source);
    expect((await api.send('DELETE', `${KHONKAEN}/videos/${created.id}`, editor)).statusCode).toBe(204);
  });

  it.each([
    [
      'a YouTube id that is not 11 characters',
      { source: { kind: 'youtube', video_id: 'short' } },
      'video_id',
    ],
    [
      'a YouTube id with other characters',
      { source: { kind: 'youtube', video_id: 'abc<def>ghi' } },
      'video_id',
    ],
    [
      'a Facebook address on another host',
      { source: { kind: 'facebook', url: 'https://evil.example/www.facebook.com/videos/1' } },
      'url',
    ],
    [
      'a Facebook address over plain http',
      { source: { kind: 'facebook', url: 'http://www.facebook.com/probation.moj/videos/1/' } },
      'url',
    ],
    ['an unknown source kind', { source: { kind: 'vimeo', video_id: '123' } }, 'body/source/kind'],
    [
      'a hosted file outside /media',
      {
        source: {
          kind: 'file',
          url: 'https://example.org/x.webm',
          mime_type: 'video/webm',
          size: 1,
          width: 1,
          height: 1,
        },
      },
      'url',
    ],
    [
      'captions that are not WebVTT files under /media',
      {
        source: {
          kind: 'file',
          url: '/media/videos/a.webm',
          mime_type: 'video/webm',
          size: 1,
          width: 1,
          height: 1,
          captions: { th: '/media/videos/a.srt' },
        },
      },
      'captions',
    ],
    ['a duration of 0', { duration: 0 }, 'duration'],
    ['half English', { description: { th: 'คำอธิบาย' } }, 'English is all or nothing'],
    ['a news section', { section: 'news' }, 'section "news" is a news section, not a videos section'],
    ['an unknown section', { section: 'no-such' }, 'section "no-such" is not a section of this site'],
  ])('refuses %s (400, with the reason)', async (_what, overrides, reason) => {
    const body = input(overrides as Partial<VideoInput>);
    const { message } = expectError(await api.send('POST', `${DEPT}/videos`, editor, body), 400);
    expect(message).toContain(reason);
  });

  it('is 403 for the gateway client, 401 without a token, 404 for an unknown video or site', async () => {
    expectError(await api.send('POST', `${DEPT}/videos`, gateway, input()), 403);
    expectError(await api.send('PUT', `${DEPT}/videos/dept-v01`, gateway, input()), 403);
    expectError(await api.send('DELETE', `${DEPT}/videos/dept-v01`, gateway), 403);
    expectError(await api.app.inject({ method: 'POST', url: `${DEPT}/videos`, payload: input() }), 401);
    expectError(await api.send('PUT', `${DEPT}/videos/dept-v99`, editor, input()), 404);
    expectError(await api.send('POST', '/site/9999/videos', editor, input()), 404);
    expect((await api.get(`${DEPT}/videos/dept-v01`, gateway)).statusCode).toBe(200);
  });
});

describe('byte ranges of media files (video seeking)', () => {
  const url = '/media/videos/about-the-department.webm';
  const get = (range?: string) =>
    api.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${gateway}`, ...(range ? { range } : {}) },
    });

  it('answers the whole file with 200 and Accept-Ranges without a Range header', async () => {
    const whole = await readFile(`${mediaDir}/videos/about-the-department.webm`);
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/webm');
    expect(Number(response.headers['content-length'])).toBe(whole.length);
    expect(response.rawPayload.equals(whole)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, -1],
    ['bytes=-50', -50, -1],
    ['bytes=10-999999999', 10, -1],
  ])('answers %s with 206, its Content-Range and exactly those bytes', async (range, from, to) => {
    const whole = await readFile(`${mediaDir}/videos/about-the-department.webm`);
    const start = from < 0 ? whole.length + from : from;
    const end = to < 0 ? whole.length - 1 : to;
    const response = await get(range);
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${whole.length}`);
    expect(Number(response.headers['content-length'])).toBe(end - start + 1);
    expect(response.rawPayload.equals(whole.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size for a range beyond the end', async () => {
    const size = (await stat(`${mediaDir}/videos/about-the-department.webm`)).size;
    const response = await get(`bytes=${size}-`);
    expect(expectError(response, 416).message).toContain(`${size} bytes`);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
  });

  it.each(['bytes=0-1,5-9', 'items=0-5', 'bytes=9-3', 'garbage'])(
    'ignores the header %s and answers the whole file',
    async (range) => {
      const response = await get(range);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toBeUndefined();
    },
  );
});
