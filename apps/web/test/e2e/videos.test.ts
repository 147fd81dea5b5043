import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, siteUrl } from './browser.ts';

/**
 * Videos in the real product (dept-api's demo videos): the videos section → a hosted video that plays (with
 * captions, seeking through byte ranges) → a YouTube video whose player loads only after a press, on two sites
 * in both languages.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request the page makes, in order; any that would leave the site's origin is refused (and recorded). */
async function recordRequests(page: Page, origin: string): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'),
  );
  return requests;
}

const visits: [string, 'th' | 'en', string][] = [
  ['localhost', 'th', 'dept'],
  ['localhost', 'en', 'dept'],
  ['chiangmai.localhost', 'th', 'chiangmai'],
  ['chiangmai.localhost', 'en', 'chiangmai'],
];

describe('videos section → hosted video → YouTube video', () => {
  it.each(visits)('on %s in %s', async (host, lang, code) => {
    const origin = siteUrl(host, '');
    const { context, page } = await newPage(browser);
    const requests = await recordRequests(page, origin);

    const list = await page.goto(siteUrl(host, `/${lang}/videos`));
    expect(list?.status()).toBe(200);
    expect(await page.locator('.video-card').count()).toBe(8);
    expect(await page.locator('.list-header').textContent()).toMatch(lang === 'th' ? /8 รายการ/ : /8 videos/);

    // The newest video is a hosted file: it plays in the page, with captions in both languages.
    await page.locator(`.video-card__title a[href="/${lang}/videos/${code}-v01"]`).click();
    await page.waitForURL(siteUrl(host, `/${lang}/videos/${code}-v01`));
    const video = page.locator('video.video-player__video');
    expect(await video.locator('source').getAttribute('src')).toBe('/media/videos/about-the-department.webm');
    expect(
      await video
        .locator('track[kind="captions"]')
        .evaluateAll((tracks) => tracks.map((t) => t.getAttribute('srclang'))),
    ).toEqual(['th', 'en']);
    const mediaResponses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.webm')) mediaResponses.push(response.status());
    });
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return {
        readyState: element.readyState,
        duration: element.duration,
        tracks: element.textTracks.length,
      };
    });
    expect(played.readyState).toBeGreaterThanOrEqual(2);
    expect(played.duration).toBeGreaterThan(5);
    expect(played.tracks).toBe(2);
    // Seeking near the end is served by a byte range of the file (206 through the website's /media).
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.currentTime = element.duration - 1;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    });
    expect(mediaResponses.length).toBeGreaterThan(0);
    expect(mediaResponses.every((status) => status === 206 || status === 200)).toBe(true);
    expect(mediaResponses).toContain(206);

    // A YouTube video: nothing is requested from anywhere but the site while the page loads.
    await page.goto(siteUrl(host, `/${lang}/videos`));
    requests.length = 0;
    await page.locator(`.video-card__title a[href="/${lang}/videos/${code}-v04"]`).click();
    await page.waitForURL(siteUrl(host, `/${lang}/videos/${code}-v04`));
    await page.waitForLoadState('networkidle');
    const play = page.locator('button.video-facade__control');
    await play.waitFor();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);

    // By keyboard: the labelled play button loads the player from youtube-nocookie.com, and takes the focus.
    expect(await play.textContent()).toMatch(lang === 'th' ? /^เล่นวีดิทัศน์/ : /^Play the video/);
    await play.focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('iframe.video-player__frame');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/,
    );
    expect(await frame.getAttribute('title')).toContain('YouTube');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(requests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('a YouTube or Facebook video is a link to it there, in a new tab', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    const origin = siteUrl('localhost', '');
    const requests = await recordRequests(page, origin);
    await page.goto(siteUrl('localhost', '/en/videos/dept-v07'));
    const link = page.locator('a.video-facade__control');
    expect(await link.getAttribute('href')).toMatch(
      /^https:\/\/www\.facebook\.com\/probation\.moj\/videos\//,
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.textContent()).toMatch(/Watch on Facebook.*\(opens in a new tab\)/);
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
    await context.close();
  });
});
