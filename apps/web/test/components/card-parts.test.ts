import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { CardCategory, CardTitle, InThaiFlag } from '../../src/components/cards/card-parts.tsx';
import { pageDom } from '../pages/support/page-dom.ts';

function rendered(lang: 'th' | 'en', element: ReactNode) {
  return pageDom(
    `<body>${renderToString(createElement(TextsProvider, { i18n: i18nFor(lang) }, element))}</body>`,
  );
}

describe("a card's parts", () => {
  it("the title: a heading of the list's level linking to the item, marked Thai when it is Thai on an English page", () => {
    const item = { id: 'n1', section: 'news', title: 'ข่าวกรม', contentLang: 'th' as const };
    const page = rendered(
      'en',
      createElement(CardTitle, { item, lang: 'en', level: 3, className: 'news-card__title' }),
    );
    const heading = page.getByRole('heading', { level: 3, name: 'ข่าวกรม' });
    expect(heading.getAttribute('lang')).toBe('th');
    expect(page.getByRole('link', { name: 'ข่าวกรม' }).getAttribute('href')).toBe('/en/news/n1');
  });

  it('the category, in its own language, and nothing without one', () => {
    const page = rendered('en', createElement(CardCategory, { category: { label: 'กิจกรรม' }, lang: 'en' }));
    expect(page.getByText('กิจกรรม').getAttribute('lang')).toBe('th');
    expect(rendered('en', createElement(CardCategory, { category: null, lang: 'en' })).mainText).toBe('');
  });

  it('"In Thai" only on an English page for an item shown in Thai', () => {
    expect(rendered('en', createElement(InThaiFlag, { contentLang: 'th', lang: 'en' })).mainText).toBe(
      i18nFor('en').t('news.inThai'),
    );
    expect(rendered('en', createElement(InThaiFlag, { contentLang: 'en', lang: 'en' })).mainText).toBe('');
    expect(rendered('th', createElement(InThaiFlag, { contentLang: 'th', lang: 'th' })).mainText).toBe('');
  });
});
