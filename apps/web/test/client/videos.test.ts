import { within } from '@testing-library/dom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import { LatestVideos } from '../../src/components/videos/LatestVideos.tsx';
import { clockDuration, isoDuration } from '../../src/shared/video-duration.ts';
import { pageDom } from '../pages/support/page-dom.ts';

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
        TextsProvider,
        { i18n: i18nFor(lang) },
        createElement(LatestVideos, { site: { latestVideos: { items } }, lang }),
      ),
    );

  it('lists the latest videos with their pages and links to all videos of their section', () => {
    const page = pageDom(`<body>${render([card('v-1', 'en'), card('v-2', 'th')], 'en')}</body>`);
    expect(page.getByRole('heading', { level: 2, name: 'Latest videos' })).toBeTruthy();
    expect(page.getByRole('region', { name: 'Latest videos' })).toBeTruthy();
    const titles = page.getAllByRole('heading', { level: 3 });
    expect(
      titles.map((title) => [
        title.textContent,
        title.getAttribute('lang'),
        within(title).getByRole('link').getAttribute('href'),
      ]),
    ).toEqual([
      ['Video v-1', null, '/en/videos/v-1'],
      ['วีดิทัศน์ v-2', 'th', '/en/videos/v-2'],
    ]);
    const durations = page.getAllByText('1:35', { selector: 'time' });
    expect(durations.map((time) => time.getAttribute('datetime'))).toEqual(['PT1M35S', 'PT1M35S']);
    const thumbnails = [...page.document.querySelectorAll('img')];
    expect(thumbnails.map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(page.getByRole('link', { name: 'See all videos' }).getAttribute('href')).toBe('/en/videos');
  });

  it('shows Thai dates in the Buddhist era, and nothing at all when there are no videos', () => {
    expect(render([card('v-1', 'th')], 'th')).toContain('15 พฤศจิกายน 2569');
    expect(render([], 'th')).toBe('');
  });
});
