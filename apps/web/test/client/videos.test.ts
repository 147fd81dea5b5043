import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../src/client/runtime/i18n.ts';
import { LatestVideos } from '../../src/components/videos/LatestVideos.tsx';
import { clockDuration, isoDuration } from '../../src/shared/video-duration.ts';

describe('video durations', () => {
  it.each([
    [8, '0:08', 'PT8S'],
    [125, '2:05', 'PT2M5S'],
    [754, '12:34', 'PT12M34S'],
    [3605, '1:00:05', 'PT1H0M5S'],
  ])('%i seconds read %s and %s', (seconds, clock, iso) => {
    expect(clockDuration(seconds)).toBe(clock);
    expect(isoDuration(seconds)).toBe(iso);
  });
});

describe('LatestVideos (for the home page)', () => {
  const card = (id: string, contentLang: 'th' | 'en') => ({
    id,
    section: 'videos',
    title: contentLang === 'th' ? `วีดิทัศน์ ${id}` : `Video ${id}`,
    publishedAt: '2026-11-15T03:00:00.000Z',
    duration: 95,
    contentLang,
    thumbnail: { url: `/media/videos/thumbnails/${id}.svg`, width: 640, height: 360 },
  });
  const render = (items: ReturnType<typeof card>[], lang: 'th' | 'en') =>
    renderToString(
      createElement(
        I18nextProvider,
        { i18n: i18nFor(lang) },
        createElement(LatestVideos, { site: { latestVideos: { items } }, lang }),
      ),
    );

  it('lists the latest videos with their pages and links to all videos of their section', () => {
    const html = render([card('v-1', 'en'), card('v-2', 'th')], 'en');
    expect(html).toContain('<h2 id="latest-videos-heading">Latest videos</h2>');
    expect(html).toContain('<h3 class="video-card__title"><a href="/en/videos/v-1">Video v-1</a></h3>');
    expect(html).toContain('<h3 class="video-card__title" lang="th"><a href="/en/videos/v-2">');
    expect(html).toContain('<time dateTime="PT1M35S">1:35</time>');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('<a class="button" href="/en/videos">See all videos</a>');
  });

  it('shows Thai dates in the Buddhist era, and nothing at all when there are no videos', () => {
    expect(render([card('v-1', 'th')], 'th')).toContain('15 พฤศจิกายน 2569');
    expect(render([], 'th')).toBe('');
  });
});
