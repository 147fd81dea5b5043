import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section, SectionList } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.token();
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;

describe('GET /site/{siteId}/sections', () => {
  it('lists the sections in menu order, parents before children, titles in the language asked for', async () => {
    const th = expectAnswer<SectionList>(await api.get(`${DEPT}/sections`, token), 200, 'SectionList');
    const en = expectAnswer<SectionList>(
      await api.get(`${DEPT}/sections?lang=en`, token),
      200,
      'SectionList',
    );
    expect(th.items.map((section) => section.order)).toEqual(th.items.map((_, index) => index));
    const seen = new Set<string>();
    for (const section of th.items) {
      if (section.parent) expect(seen.has(section.parent), section.urlname).toBe(true);
      seen.add(section.urlname);
      expect(section.id).toBe(section.urlname);
    }
    expect(th.items.find((section) => section.urlname === 'news')?.title).toBe('ข่าวสารและกิจกรรม');
    expect(en.items.find((section) => section.urlname === 'news')?.title).toBe('News and activities');
  });

  it('gives each kind of menu entry a sensible type', async () => {
    const { items } = expectAnswer<SectionList>(await api.get(`${DEPT}/sections`, token), 200, 'SectionList');
    const typeOf = (urlname: string) => items.find((section) => section.urlname === urlname)?.type;
    expect(['news', 'press-releases', 'activities', 'procurement'].map(typeOf)).toEqual([
      'news',
      'news',
      'news',
      'news',
    ]);
    expect(typeOf('calendar')).toBe('calendar');
    expect(['documents', 'laws', 'forms', 'annual-reports'].map(typeOf)).toEqual(Array(4).fill('documents'));
    expect(['about', 'history', 'vision', 'structure'].map(typeOf)).toEqual(Array(4).fill('page'));
  });

  it('marks external menu entries as links with their URL', async () => {
    const { items } = expectAnswer<SectionList>(
      await api.get(`/site/${DEMO_SITE_IDS.chiangmai}/sections`, token),
      200,
      'SectionList',
    );
    const link = items.find((section) => section.type === 'links');
    expect(link).toMatchObject({
      urlname: 'department',
      url: 'https://www.probation.go.th',
      parent: 'contact',
    });
  });

  it('is 404 for an unknown site, 400 for a bad lang, 401 without a token', async () => {
    expectError(await api.get('/site/64b0000000000000000000ff/sections', token), 404);
    expectError(await api.get(`${DEPT}/sections?lang=fr`, token), 400);
    expectError(await api.app.inject({ method: 'GET', url: `${DEPT}/sections` }), 401);
  });
});

describe('GET /site/{siteId}/sections/{urlname}', () => {
  it('answers one section', async () => {
    const section = expectAnswer<Section>(
      await api.get(`${DEPT}/sections/press-releases?lang=en`, token),
      200,
      'Section',
    );
    expect(section).toMatchObject({
      urlname: 'press-releases',
      type: 'news',
      title: 'Press releases',
      parent: 'news',
    });
  });

  it('is 404 for an unknown urlname or one of another site, 400 for a malformed one', async () => {
    expectError(await api.get(`${DEPT}/sections/no-such-section`, token), 404);
    expectError(await api.get(`${DEPT}/sections/fang-branch`, token), 404);
    expectError(await api.get(`${DEPT}/sections/Bad_Name`, token), 400);
  });
});
