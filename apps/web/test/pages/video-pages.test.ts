import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Video, VideoPage } from '@probation/contract';
import { formatDate } from '@probation/i18n';
import {
  createVideoFixtures,
  DEMO_CLIP,
  firstWithoutEnglish,
  type VideoFixtures,
} from '../server/support/content-fixtures.ts';
import { DEMO_ITEMS } from '../server/support/demo-items.ts';
import { DEMO_SITE_IDS } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import {
  crumbsOf,
  definitionOf,
  headAttribute,
  jsonLdOf,
  linksOf,
  linksTo,
  optionPairs,
  pageAnswer,
  selectedOption,
  type PageDom,
} from './support/page-dom.ts';

/** The video pages through app.inject on the production build, in front of the department API. */
const suite = usePageApp();
const { get } = suite;
const open = async (path: string, host?: string) => pageAnswer(await get(path, host));
const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
/** The demo seed's eight videos and the test's own six (the two newest, and four of 2024). */
let videos: VideoFixtures;
let hosted: Video;
/** A video of the demo seed without English, and one on Facebook. */
let thaiOnly: Video;
let facebook: Video;

beforeAll(async () => {
  videos = await createVideoFixtures(suite.deptApi);
  hosted = videos.hosted;
  thaiOnly = await firstWithoutEnglish<Video>(suite.deptApi, 'videos');
  const { items } = await suite.deptApi.read<VideoPage>(`${DEPT}/videos?page_size=50`);
  const onFacebook = items.find((video) => (video.source as { kind: string }).kind === 'facebook')!;
  facebook = await suite.deptApi.read<Video>(`${DEPT}/videos/${onFacebook.id}?lang=th`);
  // A videos section without videos yet, on both sites.
  for (const siteId of [DEMO_SITE_IDS.dept, DEMO_SITE_IDS.chiangmai]) {
    await suite.deptApi.addSection({
      siteId,
      urlname: 'hidden-videos',
      type: 'videos',
      title: { th: 'วีดิทัศน์ทดสอบ', en: 'Test videos' },
    });
  }
});

/** The video cards of a list, as the articles a screen reader lists. */
const cards = (page: PageDom) => page.queryAllByRole('article');
/** The card whose title links to a video. */
const cardOf = (page: PageDom, href: string) => linksTo(page, href)[0]!.closest('article')!;
/** The only element of a page that a selector finds (the test fails if there are none or several). */
const only = (page: PageDom, selector: string) => {
  const found = page.document.querySelectorAll(selector);
  expect(found, selector).toHaveLength(1);
  return found[0]!;
};

describe('videos section', () => {
  it('lists the videos as cards: thumbnail, play icon, duration, title linking to the video, date', async () => {
    const page = await open('/en/videos');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Videos | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Videos');
    expect(page.getByRole('status').textContent).toBe('14 videos · newest first · Page 1 of 2');
    expect(cards(page)).toHaveLength(12);
    const title = page.getByRole('heading', { level: 2, name: 'Video number 1' });
    expect(within(title).getByRole('link').getAttribute('href')).toBe(`/en/videos/${hosted.id}`);
    const first = cardOf(page, `/en/videos/${hosted.id}`);
    const icon = first.querySelector('.video-play-icon');
    expect([icon?.getAttribute('aria-hidden'), icon?.textContent]).toEqual(['true', '']);
    const duration = first.querySelector('.video-card__duration')!;
    expect(duration.textContent).toBe('Duration 0:08');
    expect(duration.querySelector('.visually-hidden')?.textContent).toBe('Duration ');
    const length = duration.querySelector('time');
    expect([length?.getAttribute('datetime'), length?.textContent]).toEqual(['PT8S', '0:08']);
    const date = first.querySelector('.video-card__meta time');
    expect([date?.getAttribute('datetime'), date?.textContent]).toEqual([
      hosted.published_at,
      formatDate(hosted.published_at, 'en'),
    ]);
    const thumbnail = (card: Element) => card.querySelector('img.video-card__thumbnail')!;
    const attributes = ['src', 'alt', 'width', 'height', 'loading'];
    expect(attributes.map((name) => thumbnail(first).getAttribute(name))).toEqual([
      '/media/videos/thumbnails/about.svg',
      '',
      '640',
      '360',
      null,
    ]);
    // The cards below the first three load their thumbnails lazily.
    const fourth = cards(page)[3]!;
    expect(attributes.map((name) => thumbnail(fourth).getAttribute(name))).toEqual([
      expect.stringMatching(/^\/media\/videos\/thumbnails\/.+\.svg$/),
      '',
      '640',
      '360',
      'lazy',
    ]);
    // The video without English: Thai title marked lang="th", and flagged.
    const thai = within(cardOf(page, `/en/videos/${thaiOnly.id}`)).getByRole('heading', { level: 2 });
    expect(thai.getAttribute('lang')).toBe('th');
    expect(within(thai).getByRole('link').getAttribute('href')).toBe(`/en/videos/${thaiOnly.id}`);
    expect(linksOf(page, 'Pages of the video list')).toEqual([
      '/en/videos',
      '/en/videos?page=2',
      '/en/videos?page=2',
    ]);
  });

  it('shows Thai pages in Thai with Buddhist-era dates and years', async () => {
    const page = await open('/th/videos');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('วีดิทัศน์');
    expect(page.getByRole('status').textContent).toContain('ทั้งหมด 14 รายการ · เรียงจากใหม่ไปเก่า');
    expect(page.mainText).toContain(formatDate(hosted.published_at, 'th'));
    expect(optionPairs(page.getByLabelText('ปี พ.ศ.'))).toContainEqual(['2024', '2567']);
  });

  it('filters by year through a GET form, the year kept in the URL and the page links', async () => {
    const page = await open('/en/videos?year=2024&utm_source=x');
    const form = page.getByRole('form', { name: 'Filter videos' });
    expect(form.getAttribute('action')).toBe('/en/videos');
    expect(form.getAttribute('method')).toBe('get');
    const year = page.getByLabelText('Year');
    expect(year.getAttribute('name')).toBe('year');
    expect(selectedOption(year)).toEqual(['2024', '2024']);
    expect(page.getByRole('status').textContent).toContain('Showing: year 2024');
    const canonical = 'http://localhost:3000/en/videos?year=2024';
    expect(headAttribute(page, 'link[rel="canonical"]', 'href')).toBe(canonical);
    // A videos list has no categories: one in its URL is not part of its canonical address.
    const withCategory = await open('/en/videos?year=2024&category=activities');
    expect(headAttribute(withCategory, 'link[rel="canonical"]', 'href')).toBe(canonical);
    const years = cards(page).map((card) =>
      card.querySelector('.video-card__meta time')?.getAttribute('datetime')?.slice(0, 4),
    );
    expect(years).toHaveLength(videos.archive.length);
    expect(new Set(years)).toEqual(new Set(['2024']));
    const second = await open('/en/videos?page=2');
    const oldest = videos.archive[0]!;
    expect(linksTo(second, `/en/videos/${oldest.id}`).length).toBeGreaterThan(0);
    const current = second.getByRole('link', { name: 'Page 2' });
    expect([current.getAttribute('aria-current'), current.textContent]).toEqual(['page', '2']);
  });

  it('shows an empty state when no video matches, and in a section without videos', async () => {
    const page = await open('/en/videos?year=2001');
    expect(page.statusCode).toBe(200);
    expect(page.getByText('No videos were published in the year you chose.')).toBeTruthy();
    expect(cards(page)).toHaveLength(0);
    expect(page.document.querySelector('[class*="video-card"]')).toBeNull();
    const empty = await open('/en/hidden-videos', 'chiangmai.localhost:3000');
    expect(empty.statusCode).toBe(200);
    expect(empty.getByText('There are no videos here yet.')).toBeTruthy();
    expect(empty.getByRole('status').textContent).toContain('0 videos · newest first');
  });
});

describe('video page', () => {
  it('plays a hosted file in the browser player: poster, source, captions in both languages', async () => {
    const page = await open(`/en/videos/${hosted.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Video number 1 | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Video number 1');
    const duration = definitionOf(page, 'Duration');
    expect([...duration.children].map((child) => child.tagName)).toEqual(['TIME']);
    expect([duration.firstElementChild?.getAttribute('datetime'), duration.textContent]).toEqual([
      'PT8S',
      '0:08',
    ]);
    expect(crumbsOf(page).slice(-2)).toEqual([
      { text: 'Videos', href: '/en/videos' },
      { text: 'Video number 1', current: 'page' },
    ]);
    const video = only(page, 'video');
    expect(video.className).toBe('video-player__video');
    const videoAttributes = ['controls', 'preload', 'poster', 'width', 'height'];
    expect(videoAttributes.map((name) => video.getAttribute(name))).toEqual([
      '',
      'none',
      '/media/videos/thumbnails/about.svg',
      '640',
      '360',
    ]);
    const source = video.firstElementChild;
    expect([source?.tagName, source?.getAttribute('src'), source?.getAttribute('type')]).toEqual([
      'SOURCE',
      DEMO_CLIP.url,
      'video/webm',
    ]);
    const tracks = [...video.querySelectorAll('track')].map((track) =>
      ['kind', 'src', 'srclang', 'label', 'default'].map((name) => track.getAttribute(name)),
    );
    expect(tracks).toEqual([
      ['captions', DEMO_CLIP.captions.th, 'th', 'Thai', null],
      ['captions', DEMO_CLIP.captions.en, 'en', 'English', ''],
    ]);
    expect(page.document.querySelector('iframe')).toBeNull();
    // The description is text, never HTML.
    const paragraph = page.getByText('Second paragraph <b>not HTML</b>');
    expect([paragraph.tagName, paragraph.children.length]).toEqual(['P', 0]);
    const share = page.getByRole('region', { name: 'Share this video' });
    expect(within(share).getByRole('heading', { level: 2 }).textContent).toBe('Share this video');
    expect(headAttribute(page, 'meta[property="og:type"]')).toBe('video.other');
    expect(headAttribute(page, 'meta[property="og:video"]')).toBe(`http://localhost:3000${DEMO_CLIP.url}`);
    expect(jsonLdOf(page)).toMatchObject([
      {
        '@type': 'VideoObject',
        name: 'Video number 1',
        thumbnailUrl: ['http://localhost:3000/media/videos/thumbnails/about.svg'],
        uploadDate: hosted.published_at,
        duration: 'PT8S',
        contentUrl: `http://localhost:3000${DEMO_CLIP.url}`,
      },
    ]);
  });

  it('shows a YouTube video as a link to YouTube until the page runs: no frame, nothing from YouTube', async () => {
    const page = await open(`/en/videos/${videos.youtube.id}`);
    expect(page.statusCode).toBe(200);
    // The name joins the label and its visually hidden part; happy-dom puts a space between them, a browser may not.
    const watch = page.getByRole('link', {
      name: /^Watch on YouTube ?: Video number 5 \(opens in a new tab\)$/,
    });
    expect(['class', 'href', 'target', 'rel'].map((name) => watch.getAttribute(name))).toEqual([
      'video-facade__control',
      'https://www.youtube.com/watch?v=yt000000005',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(watch.querySelector('.visually-hidden')?.textContent).toBe(': Video number 5');
    expect(page.document.querySelector('iframe')).toBeNull();
    const sources = [...page.document.querySelectorAll('[src]')].map((element) =>
      element.getAttribute('src'),
    );
    expect(sources.filter((src) => /^https:\/\/(www\.)?youtube/.test(src ?? ''))).toEqual([]);
    expect(page.document.querySelector('meta[property="og:video"]')).toBeNull();
    const [data] = jsonLdOf(page);
    expect(jsonLdOf(page)).toMatchObject([
      {
        '@type': 'VideoObject',
        duration: 'PT5M5S',
        embedUrl: 'https://www.youtube-nocookie.com/embed/yt000000005?autoplay=1',
      },
    ]);
    expect(data!.contentUrl).toBeUndefined();
  });

  it('shows a Facebook video as a link to Facebook, in Thai with its year in the Buddhist era', async () => {
    const page = await open(`/th/videos/${facebook.id}`);
    expect(page.statusCode).toBe(200);
    const watch = page.getByRole('link', { name: /^รับชมทาง Facebook/ });
    expect([watch.getAttribute('href'), watch.getAttribute('target')]).toEqual([
      (facebook.source as { url: string }).url,
      '_blank',
    ]);
    const date = formatDate(facebook.published_at, 'th');
    expect(date).toMatch(/ 25\d\d$/);
    expect(page.mainText).toContain(date);
    const share = page.getByRole('region', { name: 'แบ่งปันวีดิทัศน์นี้' });
    expect(within(share).getByRole('heading', { level: 2 }).textContent).toBe('แบ่งปันวีดิทัศน์นี้');
    expect(page.document.querySelector('iframe')).toBeNull();
  });

  it('shows the Thai text marked lang="th" with a notice on the English page of a video without English', async () => {
    const page = await open(`/en/videos/${thaiOnly.id}`);
    const note = page.getByRole('note');
    expect([note.className, note.textContent]).toEqual([
      'notice',
      'This video has no English description yet, so it is shown in Thai.',
    ]);
    const heading = page.getByRole('heading', { level: 1 });
    expect([heading.textContent, heading.getAttribute('lang')]).toEqual([thaiOnly.title, 'th']);
    const description = page.getByText(thaiOnly.description.split('\n\n')[0]!);
    expect([description.tagName, description.parentElement?.getAttribute('lang')]).toEqual(['P', 'th']);
    expect(description.previousElementSibling).toBeNull();
  });

  it('gives the 404 page for an unknown id, another site\u2019s video, a video of another section, a bad id', async () => {
    for (const path of [
      '/en/videos/no-such-video',
      '/en/videos/chiangmai-v01',
      `/en/hidden-videos/${hosted.id}`,
      `/en/press-releases/${hosted.id}`,
      `/en/videos/${DEMO_ITEMS.news.id}`,
      '/en/videos/bad%20id',
      `/en/about/${hosted.id}`,
    ]) {
      const page = await open(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.getByRole('link', { name: 'Back to the main page' }).getAttribute('href')).toBe('/en/main');
    }
    // A video whose source breaks the contract is no page either (forged: dept-api refuses to store one).
    const evil = { ...hosted, id: 'v-evil', source: { kind: 'youtube', video_id: '"><script>x' } };
    suite.deptApi.forge('video', 200, evil, 1);
    const refused = await open('/en/videos/v-evil');
    expect(refused.statusCode).toBe(404);
    expect(suite.deptApi.calls.video).toBeGreaterThan(0);
    const other = await get('/th/videos/chiangmai-v01', 'chiangmai.localhost:3000');
    expect(other.statusCode).toBe(200);
  });

  it('keeps news items working under their own sections', async () => {
    expect((await get(`/en${DEMO_ITEMS.news.path}`)).statusCode).toBe(200);
  });
});
