import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LatestDocuments } from '../../src/components/documents/LatestDocuments.tsx';
import { i18nFor } from '../../src/client/runtime/i18n.ts';
import type { LatestDocumentsFieldsFragment } from '../../src/shared/generated/graphql.ts';

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
    createElement(I18nextProvider, { i18n: i18nFor(lang) }, createElement(LatestDocuments, props)),
  );
}

describe('LatestDocuments (for the home page)', () => {
  it('lists the documents with a short mark per file to download, and links to all documents', () => {
    const html = render({ data, lang: 'en', moreHref: '/en/documents' }, 'en');
    expect(html).toContain('<h2 id="latest-documents-heading">Latest documents</h2>');
    expect(html).toContain('<h3 class="document-card__title" lang="th"><a href="/en/laws/dept-doc-036">');
    expect(html).toContain(
      '<a class="document-card__file" href="/media/documents/dept/a.pdf" download="a.pdf"><span aria-hidden="true">PDF</span>',
    );
    // A screen reader hears the file's name and facts; the eye sees the mark.
    expect(html).toContain(
      '<span class="visually-hidden">Download </span>a.pdf<!-- --> (PDF, 15 KB, 1 page)',
    );
    expect(html).toContain('<a href="/en/documents">See all documents</a>');
  });

  it('shows Buddhist-era dates in Thai and nothing when there are no documents', () => {
    expect(render({ data, lang: 'th', moreHref: null }, 'th')).toContain('5 ตุลาคม 2569');
    expect(render({ data: { latestDocuments: { items: [] } }, lang: 'th', moreHref: null }, 'th')).toBe('');
  });
});
