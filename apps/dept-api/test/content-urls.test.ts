import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractErrors } from '@probation/contract/json-schema';
import { albums, documents, events, news, videos } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { HOSTILE_URLS } from './helpers/hostile-urls.ts';
import { EDITOR, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

/** Every URL field of the content write calls takes only what the contract's patterns allow (decision 0607). */
let api: TestApi;
let editor: string;
beforeAll(async () => {
  api = await startTestApi();
  editor = await api.token(EDITOR);
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const image = (url: string) => ({ url, alt: 'ภาพ', width: 1200, height: 675 });
const text = (th: string) => ({ th });

const newsInput = (change: Record<string, unknown>) => ({
  section: 'press-releases',
  title: text('ข่าว'),
  summary: text('สรุป'),
  body_html: text('<p>เนื้อหา</p>'),
  published_at: '2026-11-21T09:00:00+07:00',
  ...change,
});
const attachment = (url: string) => ({ url, name: 'ประกาศ.pdf', mime_type: 'application/pdf', size: 1000 });
const photo = (url: string) => ({ ...image(url), alt: text('ภาพ') });
const albumInput = (change: Record<string, unknown>) => ({
  section: 'photos',
  title: text('อัลบั้ม'),
  date: '2026-11-19',
  photos: [photo('/media/albums/a.jpg')],
  ...change,
});
const videoInput = (change: Record<string, unknown>) => ({
  section: 'videos',
  title: text('วิดีโอ'),
  description: text('คำอธิบาย'),
  published_at: '2026-11-21T09:00:00+07:00',
  thumbnail: image('/media/videos/thumbnails/about.svg'),
  duration: 60,
  source: { kind: 'youtube', video_id: 'AbCdEfGhI_-' },
  ...change,
});
const documentInput = (url: string) => ({
  section: 'laws',
  title: text('ประกาศ'),
  date: '2026-11-21T09:00:00+07:00',
  files: [{ ...attachment(url), mime_type: 'application/pdf' }],
});
const eventInput = (mapUrl: string) => ({
  section: 'calendar',
  title: text('อบรม'),
  description_html: text('<p>รายละเอียด</p>'),
  start: '2027-02-10T09:00:00+07:00',
  end: '2027-02-10T16:30:00+07:00',
  location: { name: text('ห้องประชุม'), map_url: mapUrl },
});

/** A field: the call, the body with a URL in that field, and whether https addresses are allowed in it. */
const FIELDS: Array<[string, string, (url: string) => unknown, 'media' | 'media-or-https' | 'https']> = [
  ['news cover', 'news', (url) => newsInput({ cover: image(url) }), 'media'],
  ['news gallery', 'news', (url) => newsInput({ gallery: [image(url)] }), 'media'],
  ['news attachment', 'news', (url) => newsInput({ attachments: [attachment(url)] }), 'media-or-https'],
  ['album cover', 'albums', (url) => albumInput({ cover: image(url) }), 'media'],
  ['album photo', 'albums', (url) => albumInput({ photos: [photo(url)] }), 'media'],
  ['video thumbnail', 'videos', (url) => videoInput({ thumbnail: image(url) }), 'media'],
  [
    'video file',
    'videos',
    (url) =>
      videoInput({ source: { kind: 'file', url, mime_type: 'video/mp4', size: 1, width: 640, height: 360 } }),
    'media',
  ],
  ['document file', 'documents', documentInput, 'media-or-https'],
  ['event map', 'events', eventInput, 'https'],
];

const MEDIA_PATH = '/media/news/dept/activities.jpg';
const HTTPS_URL = 'https://ratchakitcha.soc.go.th/DATA/PDF/2567/E/001/T_0001.PDF?page=2#top';

describe.each(FIELDS)('the %s', (_, call, body, allowed) => {
  it.each(HOSTILE_URLS)('refuses %j with 400', async (url) => {
    const response = await api.send('POST', `${DEPT}/${call}`, editor, body(url));
    expectError(response, 400);
  });

  it(`takes ${allowed === 'media' ? 'a /media/ path only' : allowed === 'https' ? 'an https address only' : 'a /media/ path or an https address'}`, async () => {
    const media = await api.send('POST', `${DEPT}/${call}`, editor, body(MEDIA_PATH));
    const https = await api.send('POST', `${DEPT}/${call}`, editor, body(HTTPS_URL));
    expect(media.statusCode, media.body).toBe(allowed === 'https' ? 400 : 201);
    expect(https.statusCode, https.body).toBe(allowed === 'media' ? 400 : 201);
  });
});

describe('the seeded content', () => {
  it('names only URLs its write calls would take', async () => {
    const db = api.database.db;
    const urls: Array<[schema: 'MediaPath' | 'MediaOrHttpsUrl' | 'HttpsUrl', url: string]> = [];
    for (const item of await db.select().from(news)) {
      if (item.cover) urls.push(['MediaPath', item.cover.url]);
      for (const { url } of item.gallery) urls.push(['MediaPath', url]);
      for (const { url } of item.attachments) urls.push(['MediaOrHttpsUrl', url]);
    }
    for (const item of await db.select().from(albums)) {
      if (item.cover) urls.push(['MediaPath', item.cover.url]);
      for (const { url } of item.photos) urls.push(['MediaPath', url]);
    }
    for (const item of await db.select().from(videos)) {
      urls.push(['MediaPath', item.thumbnail.url]);
      if (item.source.kind === 'file') urls.push(['MediaPath', item.source.url]);
    }
    for (const item of await db.select().from(documents)) {
      for (const { url } of item.files) urls.push(['MediaOrHttpsUrl', url]);
    }
    for (const item of await db.select().from(events)) {
      if (item.locationMapUrl) urls.push(['HttpsUrl', item.locationMapUrl]);
    }
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter(([schema, url]) => contractErrors(schema, url).length > 0)).toEqual([]);
  });
});
