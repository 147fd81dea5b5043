import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { describe, expect, it } from 'vitest';
import { NewsCard } from '../../src/components/cards/NewsCard.tsx';
import { titleLangAttribute } from '../../src/components/content/lang-attribute.ts';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import type { NewsCardData } from '../../src/shared/page-state.ts';
import { pageDom } from '../pages/support/page-dom.ts';

describe('the language of an item’s title (decision 0246)', () => {
  it('follows the title’s script when the whole title is in one, else its content language', () => {
    expect(titleLangAttribute('Open House 2026', 'th', 'th')).toEqual({ lang: 'en' });
    expect(titleLangAttribute('ข่าวประชาสัมพันธ์', 'th', 'en')).toEqual({ lang: 'th' });
    expect(titleLangAttribute('ประชุมทางไกล (Video Conference)', 'th', 'en')).toEqual({ lang: 'th' });
    expect(titleLangAttribute('A visit to วัดพระธาตุ', 'en', 'en')).toEqual({});
    expect(titleLangAttribute('ประชุม EM', 'th', 'th')).toEqual({});
    expect(titleLangAttribute('2569', 'th', 'en')).toEqual({ lang: 'th' });
  });

  it('marks an English name an editor typed in the Thai field, on a Thai page', () => {
    const news: NewsCardData = {
      id: 'n-1',
      section: 'press-releases',
      title: 'Probation Open House 2026',
      summary: 'เปิดบ้านกรมคุมประพฤติ',
      publishedAt: '2026-11-20T02:00:00.000Z',
      pinned: false,
      contentLang: 'th',
      cover: null,
      category: null,
    };
    const html = renderToString(
      createElement(
        TextsProvider,
        { i18n: i18nFor('th') },
        createElement(NewsCard, { news, lang: 'th', headingLevel: 2, load: 'lazy' }),
      ),
    );
    const page = pageDom(`<body>${html}</body>`);
    expect(page.getByRole('heading', { level: 2 }).getAttribute('lang')).toBe('en');
    expect(page.getByText('เปิดบ้านกรมคุมประพฤติ').hasAttribute('lang')).toBe(false);
  });
});
