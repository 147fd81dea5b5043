import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryList, Document, DocumentPage } from '@probation/contract';
import { bangkokPeriod } from '../src/content/bangkok-time.ts';
import { DEMO_MEDIA_DIR, demoDocumentRows } from '../src/seed/content/demo-document-rows.ts';
import { demoDocumentFiles, demoDocuments } from '../src/seed/content/demo-documents.ts';
import { DOCUMENT_CATEGORIES } from '../src/seed/content/document-categories.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.token();
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const deptDocuments = demoDocuments().filter((document) => document.siteId === DEMO_SITE_IDS.dept);

const page = async (query: string, site = DEPT) =>
  expectAnswer<DocumentPage>(await api.get(`${site}/documents${query}`, token), 200, 'DocumentPage');

const newestFirst = (items: Document[]) =>
  items.every((item, index) => index === 0 || items[index - 1]!.date >= item.date);

describe('the demo documents', () => {
  it('give every demo site at least 30 documents over two years and several categories, some in Thai only', async () => {
    for (const siteId of Object.values(DEMO_SITE_IDS)) {
      const first = await page('?page_size=50', `/site/${siteId}`);
      expect(first.total).toBeGreaterThanOrEqual(30);
      const all = demoDocuments().filter((document) => document.siteId === siteId);
      expect(first.total).toBe(all.length);
      expect(new Set(all.map((document) => document.category)).size).toBeGreaterThanOrEqual(4);
      const years = new Set(all.map((document) => document.date.slice(0, 4)));
      expect(years.size).toBeGreaterThanOrEqual(2);
      expect(all.some((document) => document.title.en === null)).toBe(true);
      expect(all.some((document) => document.files.length === 2)).toBe(true);
    }
  });

  it('has every file on disk: PDFs start with %PDF-, open, and their stored size and pages are the real ones', async () => {
    const rows = demoDocumentRows();
    const stored = new Map(rows.flatMap((row) => row.files.map((file) => [file.url, file])));
    for (const [path, { file }] of demoDocumentFiles()) {
      const bytes = readFileSync(join(DEMO_MEDIA_DIR, path));
      const record = stored.get(`/media/${path}`);
      expect(record?.size, path).toBe(bytes.length);
      if (file.mimeType === 'application/pdf') {
        expect(bytes.subarray(0, 5).toString('latin1'), path).toBe('%PDF-');
        const pdf = await PDFDocument.load(bytes);
        expect(record?.pages, path).toBe(pdf.getPageCount());
        expect(pdf.getPageCount()).toBe(file.pages);
        expect(pdf.getTitle(), path).toBeTruthy();
        expect(bytes.length, path).toBeLessThan(40_000);
      } else {
        expect(record?.pages).toBeNull();
        expect(bytes.toString('utf8')).toMatch(/^\uFEFFประเภทงาน,/);
      }
    }
    const pageCounts = rows.flatMap((row) => row.files.map((file) => file.pages)).filter(Boolean);
    expect(new Set(pageCounts)).toEqual(new Set([1, 2, 3, 4]));
  });

  it('serves a document file with its type, length, validators and caching headers', async () => {
    const document = expectAnswer<Document>(
      await api.get(`${DEPT}/documents/dept-doc-001`, token),
      200,
      'Document',
    );
    const file = document.files[0]!;
    const response = await api.get(file.url, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Number(response.headers['content-length'])).toBe(file.size);
    expect(response.headers['last-modified']).toBeTruthy();
    expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const csv = await api.get('/media/documents/dept/statistics-2568.csv', token);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  });
});

describe('GET /site/{siteId}/documents', () => {
  it('pages through everything newest first, no document twice', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: deptDocuments.length, page: 1, page_size: 12 });
    const all: Document[] = [];
    for (let number = 1; number <= 2; number += 1)
      all.push(...(await page(`?page=${number}&page_size=20`)).items);
    expect(all).toHaveLength(deptDocuments.length);
    expect(new Set(all.map((item) => item.id)).size).toBe(deptDocuments.length);
    expect(newestFirst(all)).toBe(true);
    expect((await page('?page=9&page_size=20')).items).toEqual([]);
  });

  it('filters by section (a parent lists its children), category, year (Bangkok) and file type', async () => {
    expect((await page('?section=documents&page_size=50')).total).toBe(deptDocuments.length);
    const forms = await page('?section=forms&page_size=50');
    expect(forms.total).toBe(deptDocuments.filter((item) => item.section === 'forms').length);
    expect(forms.items.every((item) => item.section === 'forms')).toBe(true);

    const manuals = await page('?category=manuals&page_size=50');
    expect(manuals.total).toBe(deptDocuments.filter((item) => item.category === 'manuals').length);
    expect(manuals.items.every((item) => item.category?.id === 'manuals')).toBe(true);

    const { start, end } = bangkokPeriod(2025);
    const in2025 = deptDocuments.filter((item) => new Date(item.date) >= start && new Date(item.date) < end);
    const year = await page('?year=2025&page_size=50');
    expect(year.total).toBe(in2025.length);
    expect(year.total).toBeGreaterThan(0);

    const csv = await page('?type=xls&page_size=50');
    expect(csv.total).toBe(
      deptDocuments.filter((item) => item.files.some((f) => f.mimeType === 'text/csv')).length,
    );
    expect(csv.items.every((item) => item.files.some((file) => file.type === 'xls'))).toBe(true);
    expect((await page('?type=pdf')).total).toBe(deptDocuments.length);
    expect((await page('?type=ppt')).total).toBe(0);

    const combined = await page('?section=annual-reports&category=statistics&year=2025&type=xls');
    expect(combined.items.map((item) => item.id)).toEqual(['dept-doc-013']);
  });

  it('falls back to Thai, whole, when English is missing, and says so', async () => {
    const thaiOnly = deptDocuments.find((item) => item.title.en === null)!;
    const english = deptDocuments.find((item) => item.title.en !== null)!;
    const fallback = expectAnswer<Document>(
      await api.get(`${DEPT}/documents/${thaiOnly.id}?lang=en`, token),
      200,
      'Document',
    );
    expect(fallback).toMatchObject({
      title: thaiOnly.title.th,
      description: thaiOnly.description.th,
      content_lang: 'th',
    });
    expect(fallback.category?.label).toMatch(/^[A-Z]/);
    const translated = expectAnswer<Document>(
      await api.get(`${DEPT}/documents/${english.id}?lang=en`, token),
      200,
      'Document',
    );
    expect(translated).toMatchObject({ title: english.title.en, content_lang: 'en' });
  });

  it('answers 400 with the reason for values that name nothing, and 404 for an unknown site', async () => {
    const reasons: [string, RegExp][] = [
      ['?section=press-releases', /"press-releases" is a news section, not a documents section/],
      ['?section=nowhere', /"nowhere" is not a section of this site/],
      ['?category=recipes', /document category "recipes" does not exist/],
      ['?type=exe', /type/],
      ['?year=1800', /year/],
      ['?page=0', /page/],
      ['?page_size=51', /page_size/],
    ];
    for (const [query, reason] of reasons) {
      expect(expectError(await api.get(`${DEPT}/documents${query}`, token), 400).message, query).toMatch(
        reason,
      );
    }
    expectError(await api.get('/site/9999/documents', token), 404);
    expectError(await api.app.inject({ method: 'GET', url: `${DEPT}/documents` }), 401);
  });
});

describe('GET /site/{siteId}/documents/{documentId}', () => {
  it('answers the document with its files, types, sizes and pages', async () => {
    const document = expectAnswer<Document>(
      await api.get(`${DEPT}/documents/dept-doc-018`, token),
      200,
      'Document',
    );
    expect(document).toMatchObject({ id: 'dept-doc-018', section: 'forms', category: { id: 'forms' } });
    expect(document.files).toHaveLength(2);
    expect(document.files[0]).toMatchObject({ mime_type: 'application/pdf', type: 'pdf', pages: 1 });
    expect(document.files[0]?.url).toBe('/media/documents/dept/form-change-reporting-place.pdf');
  });

  it('is 404 for an unknown id or another site\u2019s document, 400 for a malformed id', async () => {
    expectError(await api.get(`${DEPT}/documents/dept-doc-999`, token), 404);
    expectError(await api.get(`${DEPT}/documents/chiangmai-doc-001`, token), 404);
    expectError(await api.get(`${DEPT}/documents/${'%FF'.repeat(4)}`, token), 400);
  });
});

describe('GET /site/{siteId}/document-categories', () => {
  it('lists every category in order with this site\u2019s counts, in the language asked for', async () => {
    const thai = expectAnswer<CategoryList>(
      await api.get(`${DEPT}/document-categories`, token),
      200,
      'CategoryList',
    );
    expect(thai.items.map((item) => item.id)).toEqual(DOCUMENT_CATEGORIES.map((category) => category.id));
    expect(thai.items.map((item) => item.label)).toEqual(DOCUMENT_CATEGORIES.map((category) => category.th));
    for (const item of thai.items) {
      expect(item.count).toBe(deptDocuments.filter((document) => document.category === item.id).length);
    }
    const english = expectAnswer<CategoryList>(
      await api.get(`/site/${DEMO_SITE_IDS.chiangmai}/document-categories?lang=en`, token),
      200,
      'CategoryList',
    );
    expect(english.items[0]?.label).toBe('Acts and regulations');
    expect(english.items.reduce((sum, item) => sum + item.count, 0)).toBe(30);
  });

  it('with a section, lists only the categories with documents there, counted there', async () => {
    const forms = expectAnswer<CategoryList>(
      await api.get(`${DEPT}/document-categories?section=forms`, token),
      200,
      'CategoryList',
    );
    expect(forms.items.length).toBeGreaterThan(0);
    for (const item of forms.items) {
      expect(item.count).toBeGreaterThan(0);
      expect((await page(`?section=forms&category=${item.id}&page_size=1`)).total, item.id).toBe(item.count);
    }
    expect(forms.items.reduce((sum, item) => sum + item.count, 0)).toBe(
      (await page('?section=forms&page_size=1')).total,
    );
    expectError(await api.get(`${DEPT}/document-categories?section=press-releases`, token), 400);
  });
});
