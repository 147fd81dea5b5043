import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumInput, AlbumPage } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { ADMIN, EDITOR, expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let editor: string;
let gateway: string;
const now = new Date('2026-11-21T05:00:00.000Z');
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  editor = await api.token(EDITOR);
  gateway = await api.token();
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;

const photo = (name: string, withEnglish = true): AlbumInput['photos'][number] => ({
  url: `/media/albums/${name}.jpg`,
  alt: withEnglish ? { th: `ภาพ ${name}`, en: `Photo ${name}` } : { th: `ภาพ ${name}` },
  width: 1600,
  height: 1067,
});

const input = (overrides: Partial<AlbumInput> = {}): AlbumInput => ({
  section: 'photos',
  title: { th: 'กิจกรรมจิตอาสาพัฒนาชุมชน', en: 'Volunteers improve the community' },
  description: { th: 'รายละเอียดกิจกรรม', en: 'About the day' },
  date: '2026-11-19',
  photos: [
    { ...photo('seminar-1'), caption: { th: 'ช่วงเช้า', en: 'Morning' } },
    photo('seminar-2'),
    photo('seminar-3'),
  ],
  ...overrides,
});

describe('editor writes', () => {
  it('create, read in both languages, change and delete an album', async () => {
    const created = expectAnswer<Album>(
      await api.send('POST', `${DEPT}/albums`, editor, input()),
      201,
      'Album',
    );
    expect(created).toMatchObject({
      section: 'photos',
      title: 'กิจกรรมจิตอาสาพัฒนาชุมชน',
      date: '2026-11-19',
      photo_count: 3,
      updated_at: now.toISOString(),
      content_lang: 'th',
      cover: { url: '/media/albums/seminar-1.jpg', alt: 'ภาพ seminar-1', width: 1600, height: 1067 },
    });
    expect(created.id).toMatch(/^a-[0-9a-f]{12}$/);
    expect(created.photos[0]).toEqual({
      url: '/media/albums/seminar-1.jpg',
      alt: 'ภาพ seminar-1',
      caption: 'ช่วงเช้า',
      width: 1600,
      height: 1067,
    });

    const english = expectAnswer<Album>(
      await api.get(`${DEPT}/albums/${created.id}?lang=en`, gateway),
      200,
      'Album',
    );
    expect(english).toMatchObject({ title: 'Volunteers improve the community', content_lang: 'en' });
    expect(english.photos.map((item) => item.alt)).toEqual([
      'Photo seminar-1',
      'Photo seminar-2',
      'Photo seminar-3',
    ]);
    const newest = expectAnswer<AlbumPage>(
      await api.get(`${DEPT}/albums?page_size=1`, gateway),
      200,
      'AlbumPage',
    );
    expect(newest.items[0]?.id).toBe(created.id);
    expect(newest.total).toBe(9);

    const cover = { url: '/media/albums/meeting-1.jpg', alt: 'ปก', width: 1600, height: 1067 };
    const changed = expectAnswer<Album>(
      await api.send('PUT', `${DEPT}/albums/${created.id}`, editor, {
        section: 'photos',
        title: { th: 'ชื่อใหม่' },
        date: '2026-10-01',
        cover,
        photos: [photo('meeting-1', false)],
      }),
      200,
      'Album',
    );
    expect(changed).toMatchObject({ title: 'ชื่อใหม่', description: null, cover, photo_count: 1 });
    const thaiOnly = expectAnswer<Album>(
      await api.get(`${DEPT}/albums/${created.id}?lang=en`, gateway),
      200,
      'Album',
    );
    expect(thaiOnly).toMatchObject({ content_lang: 'th', title: 'ชื่อใหม่' });

    expect((await api.send('DELETE', `${DEPT}/albums/${created.id}`, editor)).statusCode).toBe(204);
    expectError(await api.get(`${DEPT}/albums/${created.id}`, gateway), 404);
    expectError(await api.send('DELETE', `${DEPT}/albums/${created.id}`, editor), 404);
  });

  it('refuses English that is not all or nothing, naming the fields', async () => {
    const partial = input({ photos: [photo('seminar-1'), photo('seminar-2', false)] });
    const { message } = expectError(await api.send('POST', `${DEPT}/albums`, editor, partial), 400);
    expect(message).toMatch(/English is all or nothing/);
    expect(message).toMatch(/photos\[1\]\.alt\.en/);
  });

  it.each([
    ['a section that is not a photos section', { section: 'news' }, /news section, not a photos section/],
    ['an unknown section', { section: 'nowhere' }, /not a section of this site/],
    ['a date that is not a day', { date: '19/11/2026' }, /date/],
    [
      'a photo URL outside /media or https',
      { photos: [{ ...photo('x'), url: 'javascript:alert(1)' }] },
      /url/,
    ],
    ['a missing title', { title: undefined }, /title/],
    ['an unknown field', { views: 3 }, /additional/],
  ])('answers 400 for %s', async (_name, overrides, reason) => {
    const body = { ...input(), ...overrides } as Record<string, unknown>;
    if ('title' in overrides && overrides.title === undefined) delete body.title;
    expect(expectError(await api.send('POST', `${DEPT}/albums`, editor, body), 400).message).toMatch(reason);
  });

  it('answers 404 for a change to an unknown album or site', async () => {
    expectError(await api.send('PUT', `${DEPT}/albums/dept-album-99`, editor, input()), 404);
    expectError(await api.send('POST', '/site/64b0000000000000000000ff/albums', editor, input()), 404);
  });

  it('refuses clients without content:write (403) and callers without a token (401)', async () => {
    const admin = await api.token(ADMIN);
    for (const token of [gateway, admin]) {
      expectError(await api.send('POST', `${DEPT}/albums`, token, input()), 403);
      expectError(await api.send('PUT', `${DEPT}/albums/dept-album-01`, token, input()), 403);
      expectError(await api.send('DELETE', `${DEPT}/albums/dept-album-01`, token), 403);
    }
    expectError(await api.app.inject({ method: 'DELETE', url: `${DEPT}/albums/dept-album-01` }), 401);
    expectAnswer<Album>(await api.get(`${DEPT}/albums/dept-album-01`, gateway), 200, 'Album');
  });
});
