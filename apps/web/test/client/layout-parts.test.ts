import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import type { Language } from '@probation/i18n';
import { layoutPartsOf } from '../../src/client/layout-parts.tsx';
import { i18nFor } from '../../src/client/runtime/i18n.ts';
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

function partsOf(data: LayoutData, lang: Language = 'en') {
  return layoutPartsOf(data, lang, i18nFor(lang));
}

/** A part's HTML as a browser reads it. */
function read(html: string) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  window.document.body.innerHTML = html;
  return within(window.document.body as unknown as HTMLElement);
}

describe('the layout parts rendered once per layout and language', () => {
  it('are the brand, the menu and the footer of the layout', () => {
    const parts = partsOf(layout());
    expect(
      read(parts.brand)
        .getByRole('link', { name: /Probation Office/ })
        .getAttribute('href'),
    ).toBe('/en/main');
    expect(read(parts.menu).getByRole('link', { name: 'News' }).getAttribute('href')).toBe(
      '/th/press-releases',
    );
    expect(read(parts.menu).getByRole('link', { name: 'Notices' })).toBeTruthy();
    expect(read(parts.footer).getByText('Department of Probation')).toBeTruthy();
  });

  it('are rendered once per version of a layout, even as a new object (a fresh page reads its layout anew)', () => {
    expect(partsOf(layout())).toBe(partsOf(layout()));
  });

  it('follow an edited layout at once: a renamed menu entry or organisation shows on the next page', () => {
    const before = partsOf(layout());
    const after = partsOf(layout({ menuLabel: 'Press', organization: 'Probation HQ' }));
    expect(read(after.menu).queryByRole('link', { name: 'News' })).toBeNull();
    expect(read(after.menu).getByRole('link', { name: 'Press' })).toBeTruthy();
    expect(read(after.footer).getByText('Probation HQ')).toBeTruthy();
    expect(read(before.menu).getByRole('link', { name: 'News' })).toBeTruthy();
  });

  it('are kept per language: the Thai page gets Thai texts and Thai links', () => {
    const thai = partsOf(layout(), 'th');
    expect(thai).not.toBe(partsOf(layout(), 'en'));
    expect(read(thai.brand).getByRole('link').getAttribute('href')).toBe('/th/main');
    expect(thai.footer).toContain(i18nFor('th').t('footer.contactUs'));
  });

  it('escape what the layout holds, as React does in a page', () => {
    const parts = partsOf(
      layout({ siteName: '<img src=x onerror=alert(1)>', menuLabel: '"><script>x</script>' }),
    );
    expect(parts.brand).not.toContain('<img src=x');
    expect(parts.menu).not.toContain('<script>');
    expect(read(parts.brand).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});
