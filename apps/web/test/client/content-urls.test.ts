import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import { DocumentCard } from '../../src/components/cards/DocumentCard.tsx';
import { NewsCard } from '../../src/components/cards/NewsCard.tsx';
import { VideoCard } from '../../src/components/cards/VideoCard.tsx';
import { AttachmentList } from '../../src/components/content/AttachmentList.tsx';
import { PhotoGallery } from '../../src/components/gallery/PhotoGallery.tsx';
import { VideoPlayer } from '../../src/components/videos/VideoPlayer.tsx';
import type { DocumentCardData } from '../../src/shared/page-state.ts';
import { pageDom } from '../pages/support/page-dom.ts';

/**
 * The components that draw an editor's addresses skip any that is neither a /media/ file nor https (decision 0607):
 * the contract refuses them on write, and a page never links or loads one that got into the data another way.
 */
const HOSTILE = [
  '//evil.example/x.jpg',
  'data:text/html,<script>alert(1)</script>',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'gopher://evil.example/x',
  'http://evil.example/x.jpg',
  '/media/../admin/x.jpg',
];
const GOOD_IMAGE = '/media/albums/seminar-1.jpg';
const GOOD_FILE = 'https://ratchakitcha.soc.go.th/DATA/PDF/a.pdf';

function render(element: ReactElement) {
  const html = renderToString(createElement(TextsProvider, { i18n: i18nFor('en') }, element));
  return pageDom(`<body><main>${html}</main></body>`);
}

/** Every address the page would follow or load: links, images and their sources, posters. */
function addressesOf(page: ReturnType<typeof pageDom>): string[] {
  const elements = [...page.document.querySelectorAll('[href], [src], [srcset], [poster]')];
  return elements.flatMap((element) =>
    ['href', 'src', 'srcset', 'poster'].flatMap((name) => {
      const value = element.getAttribute(name);
      return value === null ? [] : [value];
    }),
  );
}

function expectNoHostile(addresses: string[]) {
  for (const address of addresses) {
    expect(
      HOSTILE.some((hostile) => address.includes(hostile)),
      address,
    ).toBe(false);
  }
}

const file = (url: string) => ({
  url,
  name: 'ประกาศ.pdf',
  mimeType: 'application/pdf',
  size: 1000,
  pages: 1,
});
const image = (url: string) => ({ url, alt: 'ภาพกิจกรรม', width: 1200, height: 800 });

describe('addresses drawn from content', () => {
  it("a news item's attachments: only the /media/ and https ones are links", () => {
    const page = render(
      createElement(AttachmentList, { attachments: [...HOSTILE.map(file), file(GOOD_FILE)], lang: 'en' }),
    );
    expect(page.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([GOOD_FILE]);
    expectNoHostile(addressesOf(page));
  });

  it("a document's files, listed and as the home page's short marks", () => {
    const document: DocumentCardData = {
      id: 'dept-doc-1',
      section: 'laws',
      title: 'ประกาศ',
      date: '2026-10-05T03:00:00.000Z',
      contentLang: 'th',
      category: null,
      files: [...HOSTILE, GOOD_FILE].map((url) => ({
        url,
        name: 'a.pdf',
        type: 'pdf' as const,
        size: 1000,
        pages: 1,
      })),
    };
    for (const compact of [false, true]) {
      const page = render(createElement(DocumentCard, { document, lang: 'en', headingLevel: 2, compact }));
      const hrefs = page.getAllByRole('link').map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(['/en/laws/dept-doc-1', GOOD_FILE]);
      expectNoHostile(addressesOf(page));
    }
  });

  it('a gallery: photos with other addresses are neither linked nor shown', () => {
    const page = render(createElement(PhotoGallery, { photos: [...HOSTILE.map(image), image(GOOD_IMAGE)] }));
    expect(page.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([GOOD_IMAGE]);
    expect(page.getAllByRole('img', { name: 'ภาพกิจกรรม' }).length).toBeGreaterThan(0);
    expectNoHostile(addressesOf(page));
  });

  it("a news card's cover and a video's thumbnail and poster are left out, the rest of the card kept", () => {
    for (const url of HOSTILE) {
      const news = render(
        createElement(NewsCard, {
          news: {
            id: 'n-1',
            section: 'press-releases',
            title: 'Volunteers Day',
            summary: 'Summary',
            publishedAt: '2026-11-15T03:00:00.000Z',
            contentLang: 'en',
            category: null,
            cover: image(url),
          },
          lang: 'en',
          headingLevel: 2,
          load: 'lazy',
        } as unknown as Parameters<typeof NewsCard>[0]),
      );
      expect(news.getByRole('heading', { name: 'Volunteers Day' })).toBeTruthy();
      expectNoHostile(addressesOf(news));

      const thumbnail = { url, width: 640, height: 360 };
      const card = render(
        createElement(VideoCard, {
          video: {
            id: 'v-1',
            section: 'videos',
            title: 'Opening',
            publishedAt: '2026-11-15T03:00:00.000Z',
            duration: 95,
            contentLang: 'en',
            thumbnail,
          },
          lang: 'en',
          headingLevel: 2,
          lazy: false,
        } as unknown as Parameters<typeof VideoCard>[0]),
      );
      expect(card.getByRole('heading', { name: /Opening/ })).toBeTruthy();
      expectNoHostile(addressesOf(card));

      const player = render(
        createElement(VideoPlayer, {
          video: {
            title: 'Opening',
            contentLang: 'en',
            thumbnail,
            source: {
              kind: 'file',
              url: '/media/videos/opening.mp4',
              embedUrl: null,
              mimeType: 'video/mp4',
              size: 1,
              width: 640,
              height: 360,
              captions: [],
            },
          },
          lang: 'en',
        } as unknown as Parameters<typeof VideoPlayer>[0]),
      );
      expectNoHostile(addressesOf(player));
      expect(addressesOf(player)).toContain('/media/videos/opening.mp4');

      const facade = render(
        createElement(VideoPlayer, {
          video: {
            title: 'Opening',
            contentLang: 'en',
            thumbnail,
            source: {
              kind: 'youtube',
              url: 'https://www.youtube.com/watch?v=AbCdEfGhI_-',
              embedUrl: 'https://www.youtube-nocookie.com/embed/AbCdEfGhI_-',
              captions: [],
            },
          },
          lang: 'en',
        } as unknown as Parameters<typeof VideoPlayer>[0]),
      );
      expectNoHostile(addressesOf(facade));
      expect(addressesOf(facade)).toContain('https://www.youtube.com/watch?v=AbCdEfGhI_-');
    }
  });
});
