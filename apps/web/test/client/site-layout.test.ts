import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import type { Language } from '@probation/i18n';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { MainNav } from '../../src/components/layout/MainNav.tsx';
import { SiteFooter } from '../../src/components/layout/SiteFooter.tsx';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import type { LayoutData } from '../../src/shared/page-state.ts';

function layout(
  overrides: { siteName?: string; menuLabel?: string; organization?: string } = {},
): LayoutData {
  return {
    // As the gateway gives it: another version whenever the content differs.
    version: `test-${JSON.stringify(overrides)}`,
    siteName: overrides.siteName ?? 'Probation Office',
    siteSubtitle: null,
    logo: { url: '/media/logo.png', alt: 'Logo', width: 64, height: 64 },
    theme: { primary: '#123456', accent: '#654321' },
    menu: [
      {
        id: 'm1',
        label: overrides.menuLabel ?? 'News',
        url: '/th/press-releases',
        children: [{ id: 'm2', label: 'Notices', url: '/th/notices', children: [] }],
      },
    ],
    footer: {
      organization: overrides.organization ?? 'Department of Probation',
      address: '1 Road',
      phone: '02 123 4567',
      fax: null,
      email: 'info@example.org',
      hotline: { label: 'Hotline', number: '1111' },
      officeHours: null,
      links: [],
      social: [],
      copyright: '© Department of Probation',
    },
    intro: null,
  } as unknown as LayoutData;
}

/** The menu and the footer of a layout, as the server renders them in every page. */
function partsOf(data: LayoutData, lang: Language = 'en') {
  const render = (element: ReactElement) =>
    renderToString(createElement(TextsProvider, { i18n: i18nFor(lang) }, element));
  return {
    menu: render(createElement(MainNav, { menu: data.menu })),
    footer: render(createElement(SiteFooter, { layout: data, lang })),
  };
}

/** A part's HTML as a browser reads it. */
function read(html: string) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  window.document.body.innerHTML = html;
  return within(window.document.body as unknown as HTMLElement);
}

describe("the site layout's menu and footer", () => {
  it('are the menu and the footer of the layout', () => {
    const parts = partsOf(layout());
    expect(read(parts.menu).getByRole('link', { name: 'News' }).getAttribute('href')).toBe(
      '/th/press-releases',
    );
    expect(read(parts.menu).getByRole('link', { name: 'Notices' })).toBeTruthy();
    expect(read(parts.footer).getByText('Department of Probation')).toBeTruthy();
  });

  it('follow an edited layout at once: a renamed menu entry or organisation shows on the next page', () => {
    const after = partsOf(layout({ menuLabel: 'Press', organization: 'Probation HQ' }));
    expect(read(after.menu).queryByRole('link', { name: 'News' })).toBeNull();
    expect(read(after.menu).getByRole('link', { name: 'Press' })).toBeTruthy();
    expect(read(after.footer).getByText('Probation HQ')).toBeTruthy();
  });

  it('are in the page language: the Thai page gets Thai texts', () => {
    expect(partsOf(layout(), 'th').footer).toContain(i18nFor('th').t('footer.contactUs'));
  });

  it('escape what the layout holds', () => {
    const parts = partsOf(layout({ menuLabel: '"><script>x</script>' }));
    expect(parts.menu).not.toContain('<script>');
    expect(read(parts.menu).getByText('"><script>x</script>')).toBeTruthy();
  });
});
