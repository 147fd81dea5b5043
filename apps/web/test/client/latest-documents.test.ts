import { within } from '@testing-library/dom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '../../src/components/text/texts-context.tsx';
import { describe, expect, it } from 'vitest';
import { LatestDocuments } from '../../src/components/documents/LatestDocuments.tsx';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import type { LatestDocumentsFieldsFragment } from '../../src/shared/generated/graphql.ts';
import { pageDom } from '../pages/support/page-dom.ts';

const data: LatestDocumentsFieldsFragment = {
  latestDocuments: {
    items: [
      {
        id: 'dept-doc-036',
        section: 'laws',
        title: 'ประกาศกรมคุมประพฤติ เรื่อง การจัดงานวันอาสาสมัครคุมประพฤติ ประจำปี 2569',
        date: '2026-10-05T03:00:00.000Z',
        contentLang: 'th',
        category: { id: 'announcements', label: 'Announcements and Orders' },
        files: [{ url: '/media/documents/dept/a.pdf', name: 'a.pdf', type: 'pdf', size: 15_000, pages: 1 }],
      },
    ],
  },
};

function render(props: Parameters<typeof LatestDocuments>[0], lang: 'th' | 'en') {
  return renderToString(
    createElement(TextsProvider, { i18n: i18nFor(lang) }, createElement(LatestDocuments, props)),
  );
}

describe('LatestDocuments (for the home page)', () => {
  it('lists the documents with a short mark per file to download, and links to all documents', () => {
    const page = pageDom(`<body>${render({ data, lang: 'en', moreHref: '/en/documents' }, 'en')}</body>`);
    expect(page.getByRole('heading', { level: 2, name: 'Latest documents' })).toBeTruthy();
    expect(page.getByRole('region', { name: 'Latest documents' })).toBeTruthy();
    const title = page.getByRole('heading', { level: 3, name: data.latestDocuments.items[0]!.title });
    expect(title.getAttribute('lang')).toBe('th');
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/en/laws/dept-doc-036');
    // A screen reader hears the file's name and facts; the eye sees the mark.
    const file = page.getByRole('link', { name: 'Download a.pdf (PDF, 15 KB, 1 page)' });
    expect([file.getAttribute('href'), file.getAttribute('download')]).toEqual([
      '/media/documents/dept/a.pdf',
      'a.pdf',
    ]);
    expect(within(file).getByText('PDF').getAttribute('aria-hidden')).toBe('true');
    expect(file.querySelector('.visually-hidden')?.textContent).toBe('Download a.pdf (PDF, 15 KB, 1 page)');
    expect(page.getByRole('link', { name: 'See all documents' }).getAttribute('href')).toBe('/en/documents');
  });

  it('shows Buddhist-era dates in Thai and nothing when there are no documents', () => {
    expect(render({ data, lang: 'th', moreHref: null }, 'th')).toContain('5 ตุลาคม 2569');
    expect(render({ data: { latestDocuments: { items: [] } }, lang: 'th', moreHref: null }, 'th')).toBe('');
  });
});
