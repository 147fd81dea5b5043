import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';

/** The video pages (issue 3, videos) through app.inject on the production build, in front of the fake API. */
const suite = usePageApp();
const { get } = suite;

function jsonLd(body: string): Record<string, unknown> {
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
  return JSON.parse(text ?? 'null') as Record<string, unknown>;
}

function paginationLinks(body: string): string[] {
  const nav = /<nav class="pagination"[^>]*>([\s\S]*?)<\/nav>/.exec(body)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

describe('videos section', () => {
  it('lists the videos as cards: thumbnail, play icon, duration, title linking to the video, date', async () => {
    const { body, statusCode } = await get('/en/videos');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Videos | Department of Probation</title>');
    expect(body).toContain('<h1>Videos</h1>');
    expect(body).toContain('14 videos · newest first · Page 1 of 2');
    expect(body.match(/<article class="video-card">/g)).toHaveLength(12);
    expect(body).toContain('<a href="/en/videos/v-0001">Video number 1</a>');
    expect(body).toContain('<span class="video-play-icon" aria-hidden="true"></span>');
    expect(body).toMatch(
      /<span class="visually-hidden">Duration<!-- --> <\/span><time dateTime="PT8S">0:08<\/time>/,
    );
    expect(body).toContain('<time dateTime="2026-11-15T03:00:00.000Z">15 November 2026</time>');
    expect(body).toMatch(
      /<img class="video-card__thumbnail" src="\/media\/videos\/thumbnails\/v-0001.svg" alt="" width="640" height="360"\/>/,
    );
    expect(body).toMatch(/v-0004.svg" alt="" width="640" height="360" loading="lazy"/);
    // The video without English: Thai title marked lang="th", and flagged.
    expect(body).toMatch(/<h2 class="video-card__title" lang="th"><a href="\/en\/videos\/v-0002">/);
    expect(body).toContain('<nav class="pagination" aria-label="Pages of the video list">');
    expect(paginationLinks(body)).toEqual(['/en/videos', '/en/videos?page=2', '/en/videos?page=2']);
  });

  it('shows Thai pages in Thai with Buddhist-era dates and years', async () => {
    const { body } = await get('/th/videos');
    expect(body).toContain('<h1>วีดิทัศน์</h1>');
    expect(body).toContain('ทั้งหมด 14 รายการ · เรียงจากใหม่ไปเก่า');
    expect(body).toContain('15 พฤศจิกายน 2569');
    expect(body).toContain('<option value="2025">2568</option>');
  });

  it('filters by year through a GET form, the year kept in the URL and the page links', async () => {
    const { body } = await get('/en/videos?year=2025&utm_source=x');
    const form = /<form class="list-filters"[^>]*>/.exec(body)?.[0];
    expect(form).toContain('action="/en/videos"');
    expect(form).toContain('method="get"');
    expect(body).toMatch(/<option value="2025" selected="">2025<\/option>/);
    expect(body).toContain('Showing: year 2025');
    expect(body).toContain('<link rel="canonical" href="http://localhost:3000/en/videos?year=2025">');
    // A videos list has no categories: one in its URL is not part of its canonical address.
    const withCategory = await get('/en/videos?year=2025&category=activities');
    expect(withCategory.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/en/videos?year=2025">',
    );
    const years = [...body.matchAll(/<time dateTime="(\d{4})-[^"]*T03:00:00.000Z">/g)].map(
      (match) => match[1],
    );
    expect(years.length).toBeGreaterThan(0);
    expect(new Set(years)).toEqual(new Set(['2025']));
    const second = await get('/en/videos?page=2');
    expect(second.body).toContain('<a href="/en/videos/v-0014">');
    expect(second.body).toContain('aria-current="page" aria-label="Page 2">2</a>');
  });

  it('shows an empty state when no video matches, and in a section without videos', async () => {
    const { body, statusCode } = await get('/en/videos?year=2001');
    expect(statusCode).toBe(200);
    expect(body).toContain('No videos were published in the year you chose.');
    expect(body).not.toContain('video-card');
    const empty = await get('/en/hidden-videos', 'chiangmai.localhost:3000');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('There are no videos here yet.');
    expect(empty.body).toContain('0 videos · newest first');
  });
});

describe('video page', () => {
  it('plays a hosted file in the browser player: poster, source, captions in both languages', async () => {
    const { body, statusCode } = await get('/en/videos/v-0001');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Video number 1 | Department of Probation</title>');
    expect(body).toContain('<h1>Video number 1</h1>');
    expect(body).toContain('<dt>Duration</dt><dd><time dateTime="PT8S">0:08</time></dd>');
    expect(body).toMatch(
      /<li><a href="\/en\/videos">Videos<\/a><\/li><li><span aria-current="page">Video number 1<\/span>/,
    );
    expect(body).toContain(
      '<video class="video-player__video" controls="" preload="none" poster="/media/videos/thumbnails/v-0001.svg" width="640" height="360"><source src="/media/videos/clip.webm" type="video/webm"/>',
    );
    expect(body).toContain(
      '<track kind="captions" src="/media/videos/clip.th.vtt" srcLang="th" label="Thai"/>',
    );
    expect(body).toContain(
      '<track kind="captions" src="/media/videos/clip.en.vtt" srcLang="en" label="English" default=""/>',
    );
    expect(body).not.toContain('<iframe');
    // The description is text, never HTML.
    expect(body).toContain('<p>Second paragraph &lt;b&gt;not HTML&lt;/b&gt;</p>');
    expect(body).toContain('<h2 id="share-heading" class="share__heading">Share this video</h2>');
    expect(body).toContain('<meta property="og:type" content="video.other">');
    expect(body).toContain(
      '<meta property="og:video" content="http://localhost:3000/media/videos/clip.webm">',
    );
    expect(jsonLd(body)).toMatchObject({
      '@type': 'VideoObject',
      name: 'Video number 1',
      thumbnailUrl: ['http://localhost:3000/media/videos/thumbnails/v-0001.svg'],
      uploadDate: '2026-11-15T03:00:00.000Z',
      duration: 'PT8S',
      contentUrl: 'http://localhost:3000/media/videos/clip.webm',
    });
  });

  it('shows a YouTube video as a link to YouTube until the page runs: no frame, nothing from YouTube', async () => {
    const { body, statusCode } = await get('/en/videos/v-0005');
    expect(statusCode).toBe(200);
    expect(body).toContain(
      '<a class="video-facade__control" href="https://www.youtube.com/watch?v=yt000000005" target="_blank" rel="noopener noreferrer">',
    );
    expect(body).toContain(
      'Watch on YouTube<span class="visually-hidden">: <span>Video number 5</span></span> <!-- -->(opens in a new tab)',
    );
    expect(body).not.toContain('<iframe');
    expect(body).not.toMatch(/src="https:\/\/(www\.)?youtube/);
    expect(body).not.toContain('<meta property="og:video"');
    expect(jsonLd(body)).toMatchObject({
      '@type': 'VideoObject',
      duration: 'PT5M5S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/yt000000005?autoplay=1',
    });
    expect(jsonLd(body).contentUrl).toBeUndefined();
  });

  it('shows a Facebook video as a link to Facebook, in Thai with its year in the Buddhist era', async () => {
    const { body, statusCode } = await get('/th/videos/v-0003');
    expect(statusCode).toBe(200);
    expect(body).toContain('href="https://www.facebook.com/probation.moj/videos/1003/" target="_blank"');
    expect(body).toContain('รับชมทาง Facebook');
    expect(body).toContain('27 สิงหาคม 2569');
    expect(body).toContain('<h2 id="share-heading" class="share__heading">แบ่งปันวีดิทัศน์นี้</h2>');
    expect(body).not.toContain('<iframe');
  });

  it('shows the Thai text marked lang="th" with a notice on the English page of a video without English', async () => {
    const { body } = await get('/en/videos/v-0002');
    expect(body).toContain(
      '<p class="notice" role="note">This video has no English description yet, so it is shown in Thai.</p>',
    );
    expect(body).toContain('<h1 lang="th">วีดิทัศน์ ลำดับที่ 2</h1>');
    expect(body).toContain('<div lang="th"><p>คำอธิบายวีดิทัศน์ ลำดับที่ 2</p>');
  });

  it('gives the 404 page for an unknown id, another site\u2019s video, a video of another section, a bad id', async () => {
    for (const path of [
      '/en/videos/v-9999',
      '/en/videos/cmv-0001',
      '/en/hidden-videos/v-0001',
      '/en/press-releases/v-0001',
      '/en/videos/n-0001',
      '/en/videos/v-evil',
      '/en/videos/bad%20id',
      '/en/about/v-0001',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain('href="/en/main"');
    }
    const other = await get('/th/videos/cmv-0001', 'chiangmai.localhost:3000');
    expect(other.statusCode).toBe(200);
  });

  it('keeps news items working under their own sections', async () => {
    expect((await get('/en/press-releases/n-0001')).statusCode).toBe(200);
  });
});
