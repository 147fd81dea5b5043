import { beforeAll, describe, expect, it } from 'vitest';
import type { Document, DocumentPage, Layout } from '@probation/contract';
import { formatDate, formatFileSize } from '@probation/i18n';
import { createDocumentFixtures, type DocumentFixtures } from '../server/support/content-fixtures.ts';
import { DEMO_ITEMS } from '../server/support/demo-items.ts';
import { DEMO_SITE_IDS } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import {
  headAttribute,
  linksOf,
  optionTexts,
  pageAnswer,
  pageDom,
  type PageDom,
} from './support/page-dom.ts';

/** The document pages through app.inject on the production build, in front of the department API. */
const suite = usePageApp();
const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
/** The department's `forms` section: the demo seed's forms and the test's own three (content-fixtures.ts). */
let fixtures: DocumentFixtures;
/** The section's first page as dept-api answers it (English). */
let firstPage: DocumentPage;

beforeAll(async () => {
  fixtures = await createDocumentFixtures(suite.deptApi);
  firstPage = await suite.deptApi.read<DocumentPage>(`${DEPT}/documents?section=forms&lang=en&page_size=10`);
});

const open = async (path: string, host?: string) => pageAnswer(await suite.get(path, host));

/** The text of the row of a file (its link's list item): type, size, pages. */
const fileRow = (page: PageDom, href: string) =>
  page.document.querySelector(`a[href="${href}"]`)?.closest('li')?.textContent?.replace(/\s+/g, ' ') ?? '';

const lastDocumentsCall = () => {
  const request = suite.deptApi.requests.filter((item) => item.route === 'documents').at(-1);
  return Object.fromEntries(new URL(request!.url, 'http://upstream').searchParams);
};

describe('a documents section', () => {
  it('lists its documents newest first with count, files, breadcrumbs and pages', async () => {
    const page = await open('/en/forms');
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Forms | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Forms');
    expect(firstPage.total).toBe(11);
    expect(page.mainText).toContain('11 documents · newest first');
    const titles = [...page.document.querySelectorAll('main h2 a, main h3 a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(titles).toEqual(firstPage.items.map((item) => `/en/forms/${item.id}`));
    const [first] = firstPage.items;
    expect(page.getByRole('link', { name: first!.title }).getAttribute('href')).toBe(
      `/en/forms/${first!.id}`,
    );
    const date = page.document.querySelector(`main time[datetime="${first!.date}"]`);
    expect(date?.textContent).toBe(formatDate(first!.date, 'en'));
    const [firstFile] = first!.files;
    const file = page.document.querySelector(`a[href="${firstFile!.url}"]`);
    expect(file?.getAttribute('download')).toBe(firstFile!.name);
    const pages = firstFile!.pages === 1 ? '1 page' : `${firstFile!.pages} pages`;
    expect(page.mainText).toContain(`PDF, ${formatFileSize(firstFile!.size, 'en')}, ${pages}`);
    expect(linksOf(page, 'Breadcrumb')[0]).toBe('/en/main');
    expect(linksOf(page, 'Pages of the document list')).toEqual([
      '/en/forms',
      '/en/forms?page=2',
      '/en/forms?page=2',
    ]);
    // The test's document of 2024 with a spreadsheet beside its PDF; the oldest on the second page.
    const [pdf, spreadsheet] = fixtures.withSpreadsheet.files;
    expect(fileRow(page, pdf!.url)).toContain('PDF, 20 KB, 2 pages');
    expect(fileRow(page, spreadsheet!.url)).toContain('Spreadsheet, 4 KB');
    const second = await open('/en/forms?page=2');
    expect(second.getByRole('link', { name: 'Document with markup' }).getAttribute('href')).toBe(
      `/en/forms/${fixtures.withMarkup.id}`,
    );
    // Asked of dept-api by section, page and page size (the second page: no other test opens it, so neither the
    // page cache nor the data cache can hold it, whatever ran before).
    expect(lastDocumentsCall()).toMatchObject({ section: 'forms', page: '2', page_size: '10' });
  });

  it('shows Thai pages with Buddhist-era dates and Thai texts', async () => {
    const page = await open('/th/forms');
    expect(page.statusCode).toBe(200);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('แบบฟอร์มดาวน์โหลด');
    expect(page.mainText).toContain('ทั้งหมด 11 รายการ · เรียงจากใหม่ไปเก่า');
    const [first] = firstPage.items;
    expect(page.mainText).toContain(formatDate(first!.date, 'th'));
    const [firstFile] = first!.files;
    expect(page.mainText).toContain(`PDF, ${formatFileSize(firstFile!.size, 'th')}, ${firstFile!.pages} หน้า`);
    expect(optionTexts(page.getByLabelText('ปี พ.ศ.'))).toContain('2567');
  });

  it('keeps category, year and file type in the URL: a GET form, pages that carry them, a canonical URL', async () => {
    const page = await open('/en/forms?category=forms&year=2026&type=pdf&utm_source=x');
    expect(page.statusCode).toBe(200);
    const form = page.getByRole('form', { name: 'Filter documents' });
    expect(form.getAttribute('action')).toBe('/en/forms');
    expect(form.getAttribute('method')).toBe('get');
    expect((page.getByLabelText('Category') as HTMLSelectElement).value).toBe('forms');
    expect((page.getByLabelText('Year') as HTMLSelectElement).value).toBe('2026');
    const type = page.getByLabelText('File type') as HTMLSelectElement;
    expect([type.name, type.value]).toEqual(['type', 'pdf']);
    expect(page.mainText).toContain('Showing: category Forms, year 2026, PDF files');
    expect(headAttribute(page, 'link[rel="canonical"]', 'href')).toBe(
      'http://localhost:3000/en/forms?category=forms&year=2026&type=pdf',
    );
    expect(lastDocumentsCall()).toMatchObject({ category: 'forms', year: '2026', type: 'pdf' });
    const page2 = await open('/en/forms?type=pdf&page=2');
    expect(page2.statusCode).toBe(200);
    expect(linksOf(page2, 'Pages of the document list')).toContain('/en/forms?type=pdf');
    const spreadsheets = await suite.deptApi.read<DocumentPage>(`${DEPT}/documents?section=forms&type=xls`);
    expect(spreadsheets.total).toBe(1);
    expect((await open('/en/forms?type=xls')).mainText).toContain('1 document · newest first');
  });

  it('ignores a category the site does not have and a file type that does not exist; caches per valid filter', async () => {
    const unknown = await open('/en/forms?category=recipes&type=exe');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.mainText).toContain('11 documents');
    expect(unknown.mainText).not.toContain('Showing:');
    await open('/en/forms'); // the list without filters, in the page cache from here on (if it was not already)
    const before = suite.deptApi.calls.documents;
    const again = await open('/en/forms?type=exe&ref=mail');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(suite.deptApi.calls.documents).toBe(before);
  });

  it('shows an empty state when nothing matches, and each site its own documents', async () => {
    const empty = await open('/en/forms?year=1995');
    expect(empty.statusCode).toBe(200);
    expect(empty.mainText).toContain('No documents match the filters you chose.');
    expect(empty.queryByRole('navigation', { name: 'Pages of the document list' })).toBeNull();
    const theirs = await suite.deptApi.read<DocumentPage>(
      `/site/${DEMO_SITE_IDS.chiangmai}/documents?section=forms&page_size=10`,
    );
    const chiangmai = await open('/en/forms', 'chiangmai.localhost');
    const count = theirs.total === 1 ? '1 document' : `${theirs.total} documents`;
    expect(chiangmai.mainText).toContain(`${count} · newest first`);
    expect(
      chiangmai.document.querySelector(`main a[href="/en/forms/${theirs.items[0]!.id}"]`),
    ).not.toBeNull();
    expect(chiangmai.document.querySelector('main a[href*="dept-doc-"]')).toBeNull();
  });
});

describe('a document', () => {
  it('shows title, date, category, description, files to download, breadcrumbs, share links and OpenGraph', async () => {
    const document: Document = fixtures.withSpreadsheet;
    const url = `http://localhost:3000/en/forms/${document.id}`;
    const page = await open(`/en/forms/${document.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.document.title).toBe('Statistics return | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Statistics return');
    expect(page.document.querySelector('main time')?.getAttribute('datetime')).toBe(document.date);
    const facts = [...page.document.querySelectorAll('main dd')].map((dd) => dd.textContent);
    expect(facts).toEqual(expect.arrayContaining([formatDate(document.date, 'en'), 'Forms', '2 files']));
    expect(page.mainText).toContain('The return with its table');
    const spreadsheet = document.files[1]!;
    expect(page.document.querySelector(`a[href="${spreadsheet.url}"]`)?.getAttribute('download')).toBe(
      'ข้อมูลสถิติ.xlsx',
    );
    expect(fileRow(page, spreadsheet.url)).toContain('Spreadsheet');
    expect(linksOf(page, 'Breadcrumb').at(-1)).toBe('/en/forms');
    expect(page.document.querySelector('nav [aria-current="page"]')?.textContent).toBe('Statistics return');
    expect(page.getByRole('heading', { name: 'Share this document' })).toBeTruthy();
    expect(
      page.document.querySelector(
        `a[href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}"]`,
      ),
    ).not.toBeNull();
    expect(headAttribute(page, 'meta[property="og:type"]')).toBe('article');
    expect(headAttribute(page, 'meta[property="og:url"]')).toBe(url);
    expect(headAttribute(page, 'meta[name="description"]')).toBe('The return with its table');
    // The report dialog is in the page, closed, inside the files' island; its buttons hold their place in the
    // HTML (nothing moves when the island hydrates) and stay unseen until it does (test/e2e/layout-stability).
    const island = page.document.querySelector('.island[data-island="documentFiles"]');
    expect(island?.querySelector('dialog.report-dialog')?.hasAttribute('open')).toBe(false);
    expect(island?.querySelector('ul.document-files .document-files__report')).not.toBeNull();
    // The dialog offers the site's contact from its footer when it cannot take a report (decision 0248).
    const { footer } = await suite.deptApi.read<Layout>(`/site/layout/${DEMO_SITE_IDS.dept}?lang=en`);
    expect(JSON.parse(island?.getAttribute('data-island-props') ?? '{}').contact).toEqual({
      phone: footer.phone,
      email: footer.email,
    });
  });

  it('shows the Thai text marked lang="th" with a notice on the English page of a document without English', async () => {
    const { id } = fixtures.thaiOnly;
    const page = await open(`/en/forms/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.mainText).toContain('This document has no English version yet, so it is shown in Thai.');
    const heading = page.getByRole('heading', { level: 1 });
    expect([heading.textContent, heading.getAttribute('lang')]).toEqual(['เอกสารภาษาไทยเท่านั้น', 'th']);
    expect(page.getByText('คำอธิบายภาษาไทย').getAttribute('lang')).toBe('th');
    const thai = await open(`/th/forms/${id}`);
    expect(thai.mainText).not.toContain('ยังไม่มีฉบับภาษาอังกฤษ');
    expect(thai.getByRole('heading', { level: 1 }).getAttribute('lang')).toBeNull();
  });

  it('shows only the text of a description with markup', async () => {
    const { body } = await suite.get(`/th/forms/${fixtures.withMarkup.id}`);
    expect(pageDom(body).getByText('ตัวหนา & คำอธิบาย').className).toBe('lead');
    // The raw bytes, not a parse of them: nothing executable reaches the browser in any spelling.
    expect(body).not.toContain('alert(');
    expect(body).not.toContain('onerror');
  });

  it('gives the 404 page for an unknown id, another section, another site or a malformed id', async () => {
    const { id } = fixtures.withSpreadsheet;
    for (const [path, host] of [
      ['/en/forms/no-such-document', 'localhost:3000'],
      [`/en/press-releases/${id}`, 'localhost:3000'],
      [`/en/forms/${DEMO_ITEMS.news.id}`, 'localhost:3000'],
      [`/en/forms/${id}`, 'chiangmai.localhost'],
      ['/th/forms/bad%20id', 'localhost:3000'],
    ] as const) {
      const page = await open(path, host);
      expect(page.statusCode, path).toBe(404);
      expect(page.mainText, path).toContain(path.startsWith('/en') ? 'Page not found: ' : 'ไม่พบหน้าที่ต้องการ');
    }
  });
});
