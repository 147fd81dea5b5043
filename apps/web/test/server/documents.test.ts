import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DocumentPage } from '@probation/contract';
import { GATEWAY_REPORTS_PER_WINDOW } from '../../src/server/content/report-rate-limit.ts';
import { createDocumentFixtures, type DocumentFixtures } from './support/content-fixtures.ts';
import { DEMO_SITE_IDS, tables } from './support/demo-seed.ts';
import { STORE_KINDS, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;

/** Documents through the gateway: pass-through, cache keys, plain-text descriptions, the report mutation. */

const LIST = `query ($lang: Language!, $page: Int, $pageSize: Int, $section: String, $category: String, $year: Int, $fileType: DocumentFileType) {
  currentSite { documents(lang: $lang, page: $page, pageSize: $pageSize, section: $section, category: $category, year: $year, fileType: $fileType) {
    total page pageSize pageCount items { id title description category { id label } date contentLang files { url type size pages } }
  } }
}`;
const ONE = `query ($id: ID!, $lang: Language!) { currentSite { document(id: $id, lang: $lang) {
  id section title description date updatedAt contentLang category { id label }
  files { url name mimeType type size pages }
} } }`;
const REPORT = `mutation ($input: BrokenFileReportInput!) { reportBrokenFile(input: $input) { success error field message } }`;

describe.each(STORE_KINDS)('documents in the gateway (%s store)', (store) => {
  const api = useDeptApiUnderTest();
  const documentRequests = () => api.deptApi.requests.filter((request) => request.route === 'documents');
  let fixtures: DocumentFixtures;
  beforeAll(async () => {
    fixtures = await createDocumentFixtures(api.deptApi);
  });

  it('passes pagination and every filter through, and answers the page count', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(LIST, {
      variables: {
        lang: 'en',
        page: 2,
        pageSize: 5,
        section: 'forms',
        category: 'forms',
        year: 2026,
        fileType: 'pdf',
      },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(documentRequests()[0]!.url, 'http://upstream');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      page: '2',
      page_size: '5',
      section: 'forms',
      category: 'forms',
      year: '2026',
      type: 'pdf',
    });
    const { total } = await api.deptApi.read<DocumentPage>(`${DEPT}/documents?page_size=10&page=2`);
    expect(total).toBeGreaterThan(10);
    const all = await api.server.graphql(LIST, { variables: { lang: 'th', pageSize: 10, page: 2 } });
    expect(all.json().data.currentSite.documents).toMatchObject({
      total,
      page: 2,
      pageSize: 10,
      pageCount: Math.ceil(total / 10),
    });
    expect(all.json().data.currentSite.documents.items).toHaveLength(Math.min(10, total - 10));
    const upstream = await api.deptApi.read<DocumentPage>(`${DEPT}/documents?lang=en&type=xls`);
    expect(upstream.items.map((item) => item.id)).toContain(fixtures.withSpreadsheet.id);
    const spreadsheets = await api.server.graphql(LIST, { variables: { lang: 'en', fileType: 'xls' } });
    expect(
      spreadsheets.json().data.currentSite.documents.items.map((item: { id: string }) => item.id),
    ).toEqual(upstream.items.map((item) => item.id));
  });

  it('caches by site, language and every argument', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const run = (variables: Record<string, unknown>, host?: string) =>
      api.server!.graphql(LIST, { variables: { lang: 'th', ...variables }, ...(host ? { host } : {}) });
    await run({});
    await run({});
    expect(api.deptApi.calls.documents).toBe(1);
    const variations = [
      { page: 2 },
      { pageSize: 5 },
      { section: 'forms' },
      { category: 'forms' },
      { year: 2025 },
      { fileType: 'xls' },
      { lang: 'en' },
    ];
    for (const [index, variables] of variations.entries()) {
      await run(variables);
      expect(api.deptApi.calls.documents, JSON.stringify(variables)).toBe(index + 2);
    }
    const other = await run({}, 'chiangmai.localhost');
    expect(api.deptApi.calls.documents).toBe(variations.length + 2);
    const chiangmai = await api.deptApi.read<DocumentPage>(`/site/${DEMO_SITE_IDS.chiangmai}/documents`);
    expect(other.json().data.currentSite.documents.total).toBe(chiangmai.total);
    const { id } = fixtures.withSpreadsheet;
    await api.server.graphql(ONE, { variables: { id, lang: 'th' } });
    await api.server.graphql(ONE, { variables: { id, lang: 'th' } });
    await api.server.graphql(ONE, { variables: { id, lang: 'en' } });
    expect(api.deptApi.calls.document).toBe(2);
    await api.server.graphql(`{ currentSite { documentCategories(lang: th) { id } } }`);
    await api.server.graphql(`{ currentSite { documentCategories(lang: th) { id } } }`);
    expect(api.deptApi.calls.documentCategories).toBe(1);
  });

  it('gives one document with its files; null for an unknown id, another site\u2019s or a malformed one', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const { thaiOnly } = fixtures;
    const fallback = await api.server.graphql(ONE, { variables: { id: thaiOnly.id, lang: 'en' } });
    expect(fallback.json().data.currentSite.document).toMatchObject({
      id: thaiOnly.id,
      title: 'เอกสารภาษาไทยเท่านั้น',
      contentLang: 'th',
      category: { id: 'forms', label: 'Forms' },
      files: [
        {
          url: '/media/documents/test/thai-only.pdf',
          name: 'thai-only.pdf',
          mimeType: 'application/pdf',
          type: 'pdf',
          size: 20480,
          pages: 2,
        },
      ],
    });
    expect(await api.deptApi.status(`/site/${DEMO_SITE_IDS.chiangmai}/documents/${thaiOnly.id}`)).toBe(404);
    for (const [id, host] of [
      ['nope', undefined],
      [thaiOnly.id, 'chiangmai.localhost'],
      ['../x', undefined],
    ] as const) {
      const answer = await api.server.graphql(ONE, {
        variables: { id, lang: 'th' },
        ...(host ? { host } : {}),
      });
      expect(answer.json(), id).toEqual({ data: { currentSite: { document: null } } });
    }
  });

  it('keeps only the text of a description with markup', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const { id } = fixtures.withMarkup;
    const response = await api.server.graphql(ONE, { variables: { id, lang: 'th' } });
    const { description } = response.json().data.currentSite.document;
    expect(description).toBe('ตัวหนา & คำอธิบาย');
    const list = await api.server.graphql(LIST, { variables: { lang: 'th', section: 'forms', year: 2024 } });
    const listed = list
      .json()
      .data.currentSite.documents.items.find((item: { id: string }) => item.id === id);
    expect(listed.description).toBe('ตัวหนา & คำอธิบาย');
  });

  it('refuses arguments out of range with the argument named, before any upstream call', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    for (const [variables, name] of [
      [{ page: 0 }, 'page'],
      [{ pageSize: 51 }, 'pageSize'],
      [{ year: 3000 }, 'year'],
      [{ category: 'Forms Of Old' }, 'category'],
    ] as const) {
      const response = await api.server.graphql(LIST, { variables: { lang: 'th', ...variables } });
      expect(response.json().errors[0]).toMatchObject({
        message: expect.stringContaining(`"${name}"`),
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    const badType = await api.server.graphql(LIST, { variables: { lang: 'th', fileType: 'exe' } });
    expect(badType.statusCode).toBe(400);
    expect(api.deptApi.calls.documents).toBe(0);
  });
});

describe('the reportBrokenFile mutation', () => {
  const api = useDeptApiUnderTest();
  let fixtures: DocumentFixtures;
  beforeAll(async () => {
    fixtures = await createDocumentFixtures(api.deptApi);
  });
  const [pdfFile, spreadsheet] = [
    '/media/documents/test/statistics-return.pdf',
    '/media/documents/test/statistics-return.xlsx',
  ];
  const input = (overrides: Record<string, unknown> = {}) => ({
    documentId: fixtures.withSpreadsheet.id,
    fileUrl: pdfFile,
    message: '  เปิดไม่ได้  ',
    lang: 'th',
    ...overrides,
  });

  it('sends the report with the visitor\u2019s IP and answers success, never cached', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await api.server.graphql(REPORT, { variables: { input: input() } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data.reportBrokenFile).toEqual({
      success: true,
      error: null,
      field: null,
      message: null,
    });
    const [sent] = api.deptApi.requests.filter((request) => request.route === 'documentReports');
    expect(sent).toMatchObject({
      url: `${DEPT}/documents/${fixtures.withSpreadsheet.id}/reports`,
      body: { file_url: pdfFile, message: 'เปิดไม่ได้', lang: 'th', reporter_ip: '127.0.0.1' },
    });
    const stored = await api.deptApi.database.db
      .select()
      .from(tables.brokenFileReports)
      .where(eq(tables.brokenFileReports.documentId, fixtures.withSpreadsheet.id));
    expect(stored).toMatchObject([
      { siteId: DEMO_SITE_IDS.dept, fileUrl: pdfFile, message: 'เปิดไม่ได้', lang: 'th' },
    ]);
  });

  it('maps the department API\u2019s 429, 400 and 404 to message keys in the visitor\u2019s language', async () => {
    api.server = await startTestApp(api.deptApi);
    await api.server.graphql(REPORT, { variables: { input: input({ lang: 'en' }) } });
    const again = await api.server.graphql(REPORT, { variables: { input: input({ lang: 'en' }) } });
    expect(again.json().data.reportBrokenFile).toEqual({
      success: false,
      error: 'documents.report.errors.tooMany',
      field: null,
      message:
        'We already have your report of this file, or you have sent as many reports as we accept in an hour. You can report other files again within the hour.',
    });
    const notItsFile = await api.server.graphql(REPORT, {
      variables: { input: input({ fileUrl: '/media/documents/test/thai-only.pdf' }) },
    });
    expect(notItsFile.json().data.reportBrokenFile).toMatchObject({
      success: false,
      error: 'documents.report.errors.invalid',
      field: 'fileUrl',
      message: 'ไม่สามารถแจ้งไฟล์นี้ได้ โปรดโหลดหน้าใหม่แล้วลองอีกครั้ง',
    });
    const gone = await api.server.graphql(REPORT, {
      variables: { input: input({ documentId: 'no-such-document' }) },
    });
    expect(gone.json().data.reportBrokenFile).toMatchObject({
      success: false,
      error: 'documents.report.errors.notFound',
    });
    api.deptApi.failWith('documentReports', 503);
    const down = await api.server.graphql(REPORT, {
      variables: { input: input({ fileUrl: spreadsheet }) },
    });
    expect(down.json().data.reportBrokenFile).toMatchObject({
      success: false,
      error: 'documents.report.errors.unavailable',
    });
    expect(api.deptApi.calls.documentReports).toBe(5); // one call each: a POST is never retried
  });

  it('validates with the shared schema before any upstream call', async () => {
    api.server = await startTestApp(api.deptApi);
    const long = await api.server.graphql(REPORT, {
      variables: { input: input({ message: 'ก'.repeat(501), lang: 'en' }) },
    });
    expect(long.json().data.reportBrokenFile).toEqual({
      success: false,
      error: 'documents.report.errors.messageTooLong',
      field: 'message',
      message: 'The message is too long: at most 500 characters.',
    });
    const noFile = await api.server.graphql(REPORT, { variables: { input: input({ fileUrl: '' }) } });
    expect(noFile.json().data.reportBrokenFile).toMatchObject({
      error: 'documents.report.errors.fileRequired',
      field: 'fileUrl',
    });
    const badId = await api.server.graphql(REPORT, { variables: { input: input({ documentId: '<x>' }) } });
    expect(badId.json().data.reportBrokenFile).toMatchObject({
      error: 'documents.report.errors.notFound',
      field: 'documentId',
    });
    expect(api.deptApi.calls.documentReports).toBe(0);
  });

  it('limits valid reports per visitor IP at the gateway, answering RATE_LIMITED with a retry time', async () => {
    // The strict mutation limit is raised here: this test is about the report limit behind it.
    api.server = await startTestApp(api.deptApi, { RATE_LIMIT_STRICT_MAX: '1000' });
    const answers = [];
    for (let index = 0; index <= GATEWAY_REPORTS_PER_WINDOW; index += 1) {
      const response = await api.server.graphql(REPORT, { variables: { input: input({ fileUrl: '' }) } });
      answers.push(response.json().data.reportBrokenFile.error);
    }
    // Invalid attempts are refused by validation, not counted; valid ones count.
    expect(answers.every((error) => error === 'documents.report.errors.fileRequired')).toBe(true);
    for (let index = 0; index < GATEWAY_REPORTS_PER_WINDOW; index += 1) {
      await api.server.graphql(REPORT, { variables: { input: input({ message: `#${index}` }) } });
    }
    expect(api.deptApi.calls.documentReports).toBe(GATEWAY_REPORTS_PER_WINDOW);
    const over = await api.server.graphql(REPORT, { variables: { input: input() } });
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(over.json()).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'Too many requests. Please try again later.',
          extensions: { code: 'RATE_LIMITED', retryAfter },
        }),
      ],
    });
    expect(api.deptApi.calls.documentReports).toBe(GATEWAY_REPORTS_PER_WINDOW);
    // X-Forwarded-For is not trusted (TRUST_PROXY off), so it cannot dodge the limit.
    const otherVisitor = await api.server.graphql(REPORT, {
      variables: { input: input({ fileUrl: spreadsheet }) },
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(otherVisitor.json().errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('refuses a mutation sent as a simple request (CSRF prevention) and over GET', async () => {
    api.server = await startTestApp(api.deptApi);
    const simple = await api.server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost:3000', 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: REPORT, variables: { input: input() } }),
    });
    expect(simple.statusCode).toBeGreaterThanOrEqual(400);
    const overGet = await api.server.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(`mutation { reportBrokenFile(input: {documentId: "${fixtures.withSpreadsheet.id}", fileUrl: "${pdfFile}", lang: th}) { success } }`)}`,
      headers: { host: 'localhost:3000', 'apollo-require-preflight': 'true' },
    });
    expect(overGet.statusCode).toBeGreaterThanOrEqual(400);
    expect(api.deptApi.calls.documentReports).toBe(0);
  });
});
