import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';

/** The document pages (issue 3) through app.inject on the production build, in front of the fake department API. */
const suite = usePageApp();
/** A page with React's separators between adjacent texts removed. */
const get = async (url: string, host?: string) => {
  const response = await suite.get(url, host);
  return { ...response, body: response.body.replaceAll('<!-- -->', '') } as typeof response;
};

function paginationLinks(body: string): string[] {
  const nav = /<nav class="pagination"[^>]*>([\s\S]*?)<\/nav>/.exec(body)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

const lastDocumentsCall = () => {
  const request = suite.fake.requests.filter((item) => item.route === 'documents').at(-1);
  return Object.fromEntries(new URL(request!.url, 'http://fake').searchParams);
};

describe('a documents section', () => {
  it('lists its documents newest first with count, files, breadcrumbs and pages', async () => {
    const response = await get('/en/downloads');
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toContain('<title>Downloads | Department of Probation</title>');
    expect(body).toContain('<h1>Downloads</h1>');
    expect(body).toContain('15 documents · newest first');
    expect(body).toContain('<a href="/en/downloads/doc-001">Published document no. 1</a>');
    expect(body.indexOf('doc-001"')).toBeLessThan(body.indexOf('doc-004"'));
    expect(body).toContain('<time dateTime="2026-12-10T03:00:00.000Z">10 December 2026</time>');
    expect(body).toContain('href="/media/documents/doc-001.pdf" download="เอกสาร 1.pdf"');
    expect(body).toContain('PDF, 20 KB, 1 page<');
    expect(body).toContain('Spreadsheet, 4 KB<');
    expect(body).toMatch(
      /<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="\/en\/main">Home<\/a>/,
    );
    expect(body).toContain('<nav class="pagination" aria-label="Pages of the document list">');
    expect(paginationLinks(body)).toEqual(['/en/downloads', '/en/downloads?page=2', '/en/downloads?page=2']);
    expect(lastDocumentsCall()).toMatchObject({ section: 'downloads', page: '1', page_size: '10' });
  });

  it('shows Thai pages with Buddhist-era dates and Thai texts', async () => {
    const { body, statusCode } = await get('/th/downloads');
    expect(statusCode).toBe(200);
    expect(body).toContain('<h1>ดาวน์โหลด</h1>');
    expect(body).toContain('ทั้งหมด 15 รายการ · เรียงจากใหม่ไปเก่า');
    expect(body).toContain('10 ธันวาคม 2569');
    expect(body).toContain('PDF, 20 กิโลไบต์, 1 หน้า');
    expect(body).toMatch(/<option value="2026">2569<\/option>/);
  });

  it('keeps category, year and file type in the URL: a GET form, pages that carry them, a canonical URL', async () => {
    const { body, statusCode } = await get('/en/downloads?category=forms&year=2026&type=pdf&utm_source=x');
    expect(statusCode).toBe(200);
    const form = /<form class="list-filters"[^>]*>/.exec(body)?.[0];
    expect(form).toContain('action="/en/downloads"');
    expect(form).toContain('method="get"');
    expect(body).toMatch(/<option value="forms" selected="">Forms/);
    expect(body).toMatch(/<option value="2026" selected="">2026/);
    expect(body).toMatch(/<select id="documents-filter-type" name="type">/);
    expect(body).toMatch(/<option value="pdf" selected="">PDF<\/option>/);
    expect(body).toContain('Showing: category Forms, year 2026, PDF files');
    expect(body).toContain(
      '<link rel="canonical" href="http://localhost:3000/en/downloads?category=forms&amp;year=2026&amp;type=pdf">',
    );
    expect(lastDocumentsCall()).toMatchObject({ category: 'forms', year: '2026', type: 'pdf' });
    const page2 = await get('/en/downloads?type=pdf&page=2');
    expect(page2.statusCode).toBe(200);
    expect(paginationLinks(page2.body)).toContain('/en/downloads?type=pdf');
    const spreadsheets = await get('/en/downloads?type=xls');
    expect(spreadsheets.body).toContain('1 document · newest first');
  });

  it('ignores a category the site does not have and a file type that does not exist; caches per valid filter', async () => {
    const unknown = await get('/en/downloads?category=recipes&type=exe');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('15 documents');
    expect(unknown.body).not.toContain('Showing:');
    const before = suite.fake.calls.documents;
    const again = await get('/en/downloads?type=exe&ref=mail');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(suite.fake.calls.documents).toBe(before);
  });

  it('shows an empty state when nothing matches, and each site its own documents', async () => {
    const empty = await get('/en/downloads?year=1995');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No documents match the filters you chose.');
    expect(empty.body).not.toContain('class="pagination"');
    const chiangmai = await get('/en/downloads', 'chiangmai.localhost');
    expect(chiangmai.body).toContain('2 documents');
    expect(chiangmai.body).toContain('href="/en/downloads/cm-doc-1"');
    expect(chiangmai.body).not.toContain('doc-001');
  });
});

describe('a document', () => {
  it('shows title, date, category, description, files to download, breadcrumbs, share links and OpenGraph', async () => {
    const response = await get('/en/downloads/doc-001');
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toContain('<title>Published document no. 1 | Department of Probation</title>');
    expect(body).toContain('<h1>Published document no. 1</h1>');
    expect(body).toContain('<time dateTime="2026-12-10T03:00:00.000Z">10 December 2026</time>');
    expect(body).toContain('<dd>Forms</dd>');
    expect(body).toContain('<dd>2 files</dd>');
    expect(body).toContain('About document no. 1');
    expect(body).toContain('href="/media/documents/doc-001.xlsx" download="ข้อมูล 1.xlsx"');
    expect(body).toMatch(
      /<li><a href="\/en\/downloads">Downloads<\/a><\/li><li><span aria-current="page">Published document no. 1/,
    );
    expect(body).toContain('<h2 id="share-heading" class="share__heading">Share this document</h2>');
    expect(body).toContain(
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%3A3000%2Fen%2Fdownloads%2Fdoc-001',
    );
    expect(body).toContain('<meta property="og:type" content="article">');
    expect(body).toContain('<meta property="og:url" content="http://localhost:3000/en/downloads/doc-001">');
    expect(body).toContain('<meta name="description" content="About document no. 1">');
    // The report dialog is in the page, closed, inside the files' island; its buttons hold their place in the
    // HTML (nothing moves when the island hydrates) and stay unseen until it does (test/e2e/layout-stability).
    expect(body).toMatch(/<dialog class="report-dialog" aria-labelledby="[^"]+"/);
    expect(body).toMatch(/<div class="island" data-island="documentFiles"[^>]*><ul class="document-files">/);
    expect(body).toContain('class="link-button document-files__report"');
  });

  it('shows the Thai text marked lang="th" with a notice on the English page of a document without English', async () => {
    const { body, statusCode } = await get('/en/downloads/doc-002');
    expect(statusCode).toBe(200);
    expect(body).toContain('This document has no English version yet, so it is shown in Thai.');
    expect(body).toContain('<h1 lang="th">เอกสารเผยแพร่ ฉบับที่ 2</h1>');
    expect(body).toContain('<p class="lead" lang="th">คำอธิบายเอกสาร ฉบับที่ 2</p>');
    const thai = await get('/th/downloads/doc-002');
    expect(thai.body).not.toContain('ยังไม่มีฉบับภาษาอังกฤษ');
    expect(thai.body).toContain('<h1>เอกสารเผยแพร่ ฉบับที่ 2</h1>');
  });

  it('shows only the text of a description with markup', async () => {
    const { body } = await get('/th/downloads/doc-003');
    expect(body).toContain('<p class="lead">ตัวหนา &amp; คำอธิบาย</p>');
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
      const response = await get(path, host);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain(path.startsWith('/en') ? 'Page not found: ' : 'ไม่พบหน้าที่ต้องการ');
    }
  });
});
