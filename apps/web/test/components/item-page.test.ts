import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { Fact, ItemPage } from '../../src/components/content/ItemPage.tsx';
import type { PageState } from '../../src/shared/page-state.ts';
import { pageDom } from '../pages/support/page-dom.ts';

/** What the item frame reads of a page's state: its language and the site's menu (for the breadcrumbs). */
function stateFor(lang: 'th' | 'en'): PageState {
  return { lang, site: { layout: { menu: [] } } } as unknown as PageState;
}

function rendered(lang: 'th' | 'en', element: ReactNode) {
  return pageDom(
    `<body>${renderToString(createElement(TextsProvider, { i18n: i18nFor(lang) }, element))}</body>`,
  );
}

function itemPage(lang: 'th' | 'en', item: { title: string; contentLang: 'th' | 'en' }) {
  return rendered(
    lang,
    createElement(ItemPage, {
      state: stateFor(lang),
      page: { section: { urlname: 'news', title: 'News' }, url: 'https://www.example.go.th/en/news/n1' },
      item,
      kind: 'news',
      facts: createElement(Fact, { label: 'Published', children: '1 May 2026' }),
      children: createElement('p', null, 'The body'),
    }),
  );
}

describe("a section item's page (ItemPage)", () => {
  it('shows breadcrumbs to the item, its title, its facts, what it shows and the share links', () => {
    const page = itemPage('en', { title: 'A visit', contentLang: 'en' });
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect([...crumbs.querySelectorAll('li')].map((entry) => entry.textContent)).toEqual([
      'Home',
      'News',
      'A visit',
    ]);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('A visit');
    expect(page.getByRole('term').textContent).toBe('Published');
    expect(page.getByRole('definition').textContent).toBe('1 May 2026');
    expect(page.getByText('The body')).toBeTruthy();
    expect(page.getByRole('heading', { name: 'Share this news' })).toBeTruthy();
    expect(page.queryByRole('note')).toBeNull();
  });

  it('says so on an English page whose item is shown in Thai, and marks the title Thai', () => {
    const page = itemPage('en', { title: 'การเยี่ยมชม', contentLang: 'th' });
    expect(page.getByRole('note').textContent).toBe(
      'This news item has no English version yet, so it is shown in Thai.',
    );
    expect(page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('th');
  });
});
