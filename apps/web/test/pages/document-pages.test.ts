import { describe, expect, it } from 'vitest';
import { useFakePageApp } from './support/page-app.ts';
import {
  headAttribute,
  linksOf,
  optionTexts,
  pageAnswer,
  pageDom,
  type PageDom,
} from './support/page-dom.ts';

/** The document pages (issue 3) through app.inject on the production build, in front of the fake department API. */
const suite = useFakePageApp();

const open = async (path: string, host?: string) => pageAnswer(await suite.get(path, host));

/** The text of the row of a file (its link's list item): type, size, pages. */
const fileRow = (page: PageDom, href: string) =>
  page.document.querySelector(`a[href="${href}"]`)?.closest('li')?.textContent?.replace(/\s+/g, ' ') ?? '';

const lastDocumentsCall = () => {
  const request = suite.fake.requests.filter((item) => item.route === 'documents').at(-1);
  return Object.fromEntries(new URL(request!.url, 'http://fake').searchParams);
};

describe('a documents section', () => {
  it('lists its documents newest first with count, files, breadcrumbs and pages', async () => {
    const page = await open('/en/downloads');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Downloads | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Downloads');
    expect(page.mainText).toContain('15 documents · newest first');
    const titles = [...page.document.querySelectorAll('main h2 a, main h3 a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(titles.indexOf('/en/downloads/doc-001')).toBeLessThan(titles.indexOf('/en/downloads/doc-004'));
    expect(page.getByRole('link', { name: 'Published document no. 1' }).getAttribute('href')).toBe(
      '/en/downloads/doc-001',
    );
    const date = page.document.querySelector('main time[datetime="2026-12-10T03:00:00.000Z"]');
    expect(date?.textContent).toBe('10 December 2026');
    const file = page.document.querySelector('a[href="/media/documents/doc-001.pdf"]');
    expect(file?.getAttribute('download')).toBe('เอกสาร 1.pdf');
    expect(page.mainText).toContain('PDF, 20 KB, 1 page');
    expect(page.mainText).toContain('Spreadsheet, 4 KB');
    expect(linksOf(page, 'Breadcrumb')[0]).toBe('/en/main');
    expect(linksOf(page, 'Pages of the document list')).toEqual([
      '/en/downloads',
      '/en/downloads?page=2',
      '/en/downloads?page=2',
    ]);
    expect(lastDocumentsCall()).toMatchObject({ section: 'downloads', page: '1', page_size: '10' });
  });

  it('shows Thai pages with Buddhist-era dates and Thai texts', async () => {
    const page = await open('/th/downloads');
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('ดาวน์โหลด');
    expect(page.mainText).toContain('ทั้งหมด 15 รายการ · เรียงจากใหม่ไปเก่า');
    expect(page.mainText).toContain('10 ธันวาคม 2569');
    expect(page.mainText).toContain('PDF, 20 กิโลไบต์, 1 หน้า');
    expect(optionTexts(page.getByLabelText('ปี พ.ศ.'))).toContain('2569');
  });

  it('keeps category, year and file type in the URL: a GET form, pages that carry them, a canonical URL', async () => {
    const page = await open('/en/downloads?category=forms&year=2026&type=pdf&utm_source=x');
    expect(page.statusCode).toBe(200);
    const form = page.getByRole('form', { name: 'Filter documents' });
    expect(form.getAttribute('action')).toBe('/en/downloads');
    expect(form.getAttribute('method')).toBe('get');
    expect((page.getByLabelText('Category') as HTMLSelectElement).value).toBe('forms');
    expect((page.getByLabelText('Year') as HTMLSelectElement).value).toBe('2026');
    const type = page.getByLabelText('File type') as HTMLSelectElement;
    expect([type.name, type.value]).toEqual(['type', 'pdf']);
    expect(page.mainText).toContain('Showing: category Forms, year 2026, PDF files');
    expect(headAttribute(page, 'link[rel="canonical"]', 'href')).toBe(
      'http://localhost:3000/en/downloads?category=forms&year=2026&type=pdf',
    );
    expect(lastDocumentsCall()).toMatchObject({ category: 'forms', year: '2026', type: 'pdf' });
    const page2 = await open('/en/downloads?type=pdf&page=2');
    expect(page2.statusCode).toBe(200);
    expect(linksOf(page2, 'Pages of the document list')).toContain('/en/downloads?type=pdf');
    expect((await open('/en/downloads?type=xls')).mainText).toContain('1 document · newest first');
  });

  it('ignores a category the site does not have and a file type that does not exist; caches per valid filter', async () => {
    const unknown = await open('/en/downloads?category=recipes&type=exe');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.mainText).toContain('15 documents');
    expect(unknown.mainText).not.toContain('Showing:');
    const before = suite.fake.calls.documents;
    const again = await open('/en/downloads?type=exe&ref=mail');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(suite.fake.calls.documents).toBe(before);
  });

  it('shows an empty state when nothing matches, and each site its own documents', async () => {
    const empty = await open('/en/downloads?year=1995');
    expect(empty.statusCode).toBe(200);
    expect(empty.mainText).toContain('No documents match the filters you chose.');
    expect(empty.queryByRole('navigation', { name: 'Pages of the document list' })).toBeNull();
    const chiangmai = await open('/en/downloads', 'chiangmai.localhost');
    expect(chiangmai.mainText).toContain('2 documents');
    expect(chiangmai.document.querySelector('main a[href="/en/downloads/cm-doc-1"]')).not.toBeNull();
    expect(chiangmai.document.querySelector('main a[href*="doc-001"]')).toBeNull();
  });
});

describe('a document', () => {
  it('shows title, date, category, description, files to download, breadcrumbs, share links and OpenGraph', async () => {
    const page = await open('/en/downloads/doc-001');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Published document no. 1 | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Published document no. 1');
    expect(page.document.querySelector('main time')?.getAttribute('datetime')).toBe(
      '2026-12-10T03:00:00.000Z',
    );
    const facts = [...page.document.querySelectorAll('main dd')].map((dd) => dd.textContent);
    expect(facts).toEqual(expect.arrayContaining(['10 December 2026', 'Forms', '2 files']));
    expect(page.mainText).toContain('About document no. 1');
    expect(
      page.document.querySelector('a[href="/media/documents/doc-001.xlsx"]')?.getAttribute('download'),
    ).toBe('ข้อมูล 1.xlsx');
    expect(fileRow(page, '/media/documents/doc-001.xlsx')).toContain('Spreadsheet');
    expect(linksOf(page, 'Breadcrumb').at(-1)).toBe('/en/downloads');
    expect(page.document.querySelector('nav [aria-current="page"]')?.textContent).toBe(
      'Published document no. 1',
    );
    expect(page.getByRole('heading', { name: 'Share this document' })).toBeTruthy();
    expect(
      page.document.querySelector(
        'a[href="https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%3A3000%2Fen%2Fdownloads%2Fdoc-001"]',
      ),
    ).not.toBeNull();
    expect(headAttribute(page, 'meta[property="og:type"]')).toBe('article');
    expect(headAttribute(page, 'meta[property="og:url"]')).toBe('http://localhost:3000/en/downloads/doc-001');
    expect(headAttribute(page, 'meta[name="description"]')).toBe('About document no. 1');
    // The report dialog is in the page, closed, inside the files' island; its buttons hold their place in the
    // HTML (nothing moves when the island hydrates) and stay unseen until it does (test/e2e/layout-stability).
    const island = page.document.querySelector('.island[data-island="documentFiles"]');
    expect(island?.querySelector('dialog.report-dialog')?.hasAttribute('open')).toBe(false);
    expect(island?.querySelector('ul.document-files .document-files__report')).not.toBeNull();
    // The dialog offers the site's contact from its footer when it cannot take a report (decision 0248).
    expect(JSON.parse(island?.getAttribute('data-island-props') ?? '{}').contact).toEqual({
      phone: '0 2141 4749',
      email: 'info@probation.go.th',
    });
  });

  it('shows the Thai text marked lang="th" with a notice on the English page of a document without English', async () => {
    const page = await open('/en/downloads/doc-002');
    expect(page.statusCode).toBe(200);
    expect(page.mainText).toContain('This document has no English version yet, so it is shown in Thai.');
    const heading = page.getByRole('heading', { level: 1 });
    expect([heading.textContent, heading.getAttribute('lang')]).toEqual(['เอกสารเผยแพร่ ฉบับที่ 2', 'th']);
    expect(page.getByText('คำอธิบายเอกสาร ฉบับที่ 2').getAttribute('lang')).toBe('th');
    const thai = await open('/th/downloads/doc-002');
    expect(thai.mainText).not.toContain('ยังไม่มีฉบับภาษาอังกฤษ');
    expect(thai.getByRole('heading', { level: 1 }).getAttribute('lang')).toBeNull();
  });

  it('shows only the text of a description with markup', async () => {
    const { body } = await suite.get('/th/downloads/doc-003');
    expect(pageDom(body).getByText('ตัวหนา & คำอธิบาย').className).toBe('lead');
    // The raw bytes, not a parse of them: nothing executable reaches the browser in any spelling.
    expect(body).not.toContain('alert(');
    expect(body).not.toContain('onerror');
  });

  it('gives the 404 page for an unknown id, another section, another site or a malformed id', async () => {
    for (const [path, host] of [
      ['/en/downloads/doc-999', 'localhost:3000'],
      ['/en/press-releases/doc-001', 'localhost:3000'],
      ['/en/downloads/n-0001', 'localhost:3000'],
      ['/en/downloads/doc-001', 'chiangmai.localhost'],
      ['/th/downloads/bad%20id', 'localhost:3000'],
    ] as const) {
      const page = await open(path, host);
      expect(page.statusCode, path).toBe(404);
      expect(page.mainText, path).toContain(path.startsWith('/en') ? 'Page not found: ' : 'ไม่พบหน้าที่ต้องการ');
    }
  });
});
