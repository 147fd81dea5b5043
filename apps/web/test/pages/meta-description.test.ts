import { describe, expect, it } from 'vitest';
import { DEMO_ITEMS } from '../server/support/demo-items.ts';
import { usePageApp } from './support/page-app.ts';

/** Search results and link previews show a page's description: every page kind has exactly one. */
const { get } = usePageApp();

function descriptions(body: string): { name: string[]; og: string[] } {
  const all = (pattern: RegExp) => [...body.matchAll(pattern)].map((match) => match[1]!);
  return {
    name: all(/<meta name="description" content="([^"]*)">/g),
    og: all(/<meta property="og:description" content="([^"]*)">/g),
  };
}

describe('the meta description', () => {
  it.each([
    ['/th/main', 'home'],
    ['/en/press-releases', 'news list'],
    ['/th/more-news', 'all news'],
    [`/en${DEMO_ITEMS.news.path}`, 'news item'],
    ['/en/laws', 'documents list'],
    [`/th${DEMO_ITEMS.thaiOnlyDocument.path}`, 'document'],
    ['/en/photos', 'album list'],
    [`/en${DEMO_ITEMS.album.path}`, 'album'],
    ['/en/videos', 'videos list'],
    [`/en${DEMO_ITEMS.video.path}`, 'video'],
    ['/th/calendar', 'calendar'],
    [`/th${DEMO_ITEMS.event.path}`, 'event'],
    ['/en/history', 'static page'],
  ])('%s (%s): one, not empty, the same in OpenGraph', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const { name, og } = descriptions(response.body);
    expect(name).toHaveLength(1);
    expect(name[0]!.trim().length).toBeGreaterThan(10);
    expect(og).toEqual(name);
  });

  it('says what a list is: its section and its site, in the page language', async () => {
    const english = descriptions((await get('/en/press-releases')).body).name[0];
    expect(english).toMatch(/^Department of Probation: .+, the latest first, by category and year\.$/);
    const thai = descriptions((await get('/th/more-news')).body).name[0];
    expect(thai).toContain('ข่าวทั้งหมดของกรมคุมประพฤติ');
  });

  it('describes an item by its own text, not the site', async () => {
    const item = descriptions((await get(`/en${DEMO_ITEMS.news.path}`)).body).name[0];
    const home = descriptions((await get('/en/main')).body).name[0];
    expect(item).not.toBe(home);
  });
});
