import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News, NewsInput, NewsPage } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import {
  ADMIN,
  EDITOR,
  expectAnswer,
  expectError,
  startTestApi,
  TEST_SEED_DATE,
  type TestApi,
} from './helpers/test-api.ts';

let api: TestApi;
let editor: string;
let gateway: string;
let now = new Date('2026-11-21T05:00:00.000Z');
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  editor = await api.token(EDITOR);
  gateway = await api.token();
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;

const input = (overrides: Partial<NewsInput> = {}): NewsInput => ({
  section: 'press-releases',
  title: { th: 'กรมคุมประพฤติจัดงานวันอาสาสมัครคุมประพฤติ', en: 'Probation Volunteers Day' },
  summary: { th: 'สรุปข่าว', en: 'Summary' },
  body_html: { th: '<p>เนื้อหา</p><ul><li>หนึ่ง</li></ul>', en: '<p>Body</p>' },
  category: 'activities',
  tags: ['อาสาสมัครคุมประพฤติ'],
  published_at: '2026-11-21T09:00:00+07:00',
  pinned: false,
  highlight: true,
  cover: { url: '/media/news/dept/activities.svg', alt: 'ภาพประกอบกิจกรรม', width: 1200, height: 675 },
  ...overrides,
});

describe('editor writes', () => {
  it('create, read in both languages, change, and delete a news item', async () => {
    const created = expectAnswer<News>(await api.send('POST', `${DEPT}/news`, editor, input()), 201, 'News');
    expect(created).toMatchObject({
      section: 'press-releases',
      title: 'กรมคุมประพฤติจัดงานวันอาสาสมัครคุมประพฤติ',
      content_lang: 'th',
      category: { id: 'activities', label: 'กิจกรรม' },
      published_at: '2026-11-21T02:00:00.000Z',
      updated_at: now.toISOString(),
      highlight: true,
      view_count: 0,
    });
    expect(created.id).toMatch(/^n-[0-9a-f]{12}$/);

    const english = expectAnswer<News>(
      await api.get(`${DEPT}/news/${created.id}?lang=en`, gateway),
      200,
      'News',
    );
    expect(english).toMatchObject({
      title: 'Probation Volunteers Day',
      body_html: '<p>Body</p>',
      content_lang: 'en',
    });
    const newest = expectAnswer<NewsPage>(
      await api.get(`${DEPT}/news?highlight=true`, gateway),
      200,
      'NewsPage',
    );
    expect(newest.items.find((item) => !item.pinned)?.id).toBe(created.id);

    now = new Date('2026-11-22T01:00:00.000Z');
    const thaiOnly = input({
      title: { th: 'หัวข้อใหม่' },
      summary: { th: 'สรุปใหม่' },
      body_html: { th: '<p>ใหม่</p>' },
      category: null,
      section: 'activities',
    });
    const changed = expectAnswer<News>(
      await api.send('PUT', `${DEPT}/news/${created.id}`, editor, thaiOnly),
      200,
      'News',
    );
    expect(changed).toMatchObject({
      id: created.id,
      title: 'หัวข้อใหม่',
      section: 'activities',
      category: null,
      updated_at: now.toISOString(),
    });
    const fallback = expectAnswer<News>(
      await api.get(`${DEPT}/news/${created.id}?lang=en`, gateway),
      200,
      'News',
    );
    expect(fallback).toMatchObject({ title: 'หัวข้อใหม่', body_html: '<p>ใหม่</p>', content_lang: 'th' });

    const deleted = await api.send('DELETE', `${DEPT}/news/${created.id}`, editor);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expectError(await api.get(`${DEPT}/news/${created.id}`, gateway), 404);
    expectError(await api.send('DELETE', `${DEPT}/news/${created.id}`, editor), 404);
  });

  it('keeps the view count of a changed demo item and fills defaults for omitted fields', async () => {
    const before = expectAnswer<News>(await api.get(`${DEPT}/news/dept-0010`, gateway), 200, 'News');
    const { tags: _tags, pinned: _pinned, highlight: _highlight, cover: _cover, ...minimal } = input();
    const after = expectAnswer<News>(
      await api.send('PUT', `${DEPT}/news/dept-0010`, editor, minimal),
      200,
      'News',
    );
    expect(after).toMatchObject({ view_count: before.view_count, tags: [], pinned: false, cover: null });
  });

  it('refuses web-gateway (403), no token (401) and another site\u2019s item (404)', async () => {
    expectError(await api.send('POST', `${DEPT}/news`, gateway, input()), 403);
    expectError(await api.send('PUT', `${DEPT}/news/dept-0001`, gateway, input()), 403);
    expectError(await api.send('DELETE', `${DEPT}/news/dept-0001`, gateway), 403);
    expectError(await api.send('DELETE', `${DEPT}/news/dept-0001`, await api.token(ADMIN)), 403);
    expectError(await api.app.inject({ method: 'POST', url: `${DEPT}/news`, payload: input() }), 401);
    expectError(await api.send('PUT', `${DEPT}/news/chiangmai-0001`, editor, input()), 404);
    expectError(await api.send('DELETE', `${DEPT}/news/chiangmai-0001`, editor), 404);
    expectError(await api.send('POST', '/site/64b0000000000000000000ff/news', editor, input()), 404);
    expect((await api.get(`${DEPT}/news/dept-0001`, gateway)).statusCode).toBe(200);
  });

  it.each([
    ['no Thai title', { title: { en: 'English only' } }, /title/],
    ['an empty Thai title', { title: { th: '' } }, /title/],
    ['a date that is not ISO', { published_at: '21/11/2569' }, /published_at/],
    ['a date without a time', { published_at: '2026-11-21' }, /published_at/],
    ['an unknown section', { section: 'no-such-section' }, /not a section of this site/],
    ['a section that is not news', { section: 'forms' }, /not a news section/],
    ['another site\u2019s section', { section: 'fang-branch' }, /not a section of this site/],
    ['an unknown category', { category: 'weather' }, /category "weather" does not exist/],
    ['English only in the title', { summary: { th: 'สรุป' } }, /all or nothing/],
    ['an unknown field', { author: 'someone' }, /additional/],
    ['a cover without size', { cover: { url: '/media/x.svg', alt: '' } }, /cover/],
  ])('refuses %s with 400', async (_, overrides, message) => {
    const body = { ...input(), ...overrides } as NewsInput;
    expect(expectError(await api.send('POST', `${DEPT}/news`, editor, body), 400).message).toMatch(message);
  });

  it('refuses a missing body, bad JSON (400) and a form-encoded body (415)', async () => {
    expectError(await api.send('POST', `${DEPT}/news`, editor), 400);
    const headers = { authorization: `Bearer ${editor}`, 'content-type': 'application/json' };
    expectError(
      await api.app.inject({ method: 'POST', url: `${DEPT}/news`, headers, payload: '{"title":' }),
      400,
    );
    expectError(
      await api.app.inject({
        method: 'POST',
        url: `${DEPT}/news`,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'title=x',
      }),
      415,
    );
  });

  it('does not change the demo news it did not touch', async () => {
    const page = expectAnswer<NewsPage>(
      await api.get(`${DEPT}/news?ids=dept-0001`, gateway),
      200,
      'NewsPage',
    );
    expect(new Date(page.items[0]?.published_at ?? 0) < TEST_SEED_DATE).toBe(true);
  });
});
