import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document, DocumentInput, DocumentPage } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { ADMIN, EDITOR, expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let editor: string;
let gateway: string;
let now = new Date('2026-11-21T05:00:00.000Z');
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  editor = await api.token(EDITOR);
  gateway = await api.token();
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;

const input = (overrides: Partial<DocumentInput> = {}): DocumentInput => ({
  section: 'laws',
  title: { th: 'ประกาศกรมคุมประพฤติ เรื่อง ทดสอบ', en: 'Announcement: Test' },
  description: { th: 'คำอธิบาย', en: 'Description' },
  category: 'announcements',
  date: '2026-11-21T09:00:00+07:00',
  files: [
    {
      url: '/media/documents/dept/order-working-hours.pdf',
      name: 'ประกาศ.pdf',
      mime_type: 'application/pdf',
      size: 12345,
      pages: 1,
    },
    {
      url: 'https://www.probation.go.th/files/data.xlsx',
      name: 'data.xlsx',
      mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 2048,
    },
  ],
  ...overrides,
});

describe('editor writes', () => {
  it('create, read in both languages, filter by its file types, change, and delete a document', async () => {
    const created = expectAnswer<Document>(
      await api.send('POST', `${DEPT}/documents`, editor, input()),
      201,
      'Document',
    );
    expect(created).toMatchObject({
      section: 'laws',
      title: 'ประกาศกรมคุมประพฤติ เรื่อง ทดสอบ',
      description: 'คำอธิบาย',
      category: { id: 'announcements', label: 'ประกาศและคำสั่ง' },
      date: '2026-11-21T02:00:00.000Z',
      updated_at: now.toISOString(),
      content_lang: 'th',
    });
    expect(created.id).toMatch(/^d-[0-9a-f]{12}$/);
    expect(created.files.map((file) => [file.type, file.pages])).toEqual([
      ['pdf', 1],
      ['xls', null],
    ]);

    const english = expectAnswer<Document>(
      await api.get(`${DEPT}/documents/${created.id}?lang=en`, gateway),
      200,
      'Document',
    );
    expect(english).toMatchObject({ title: 'Announcement: Test', content_lang: 'en' });
    const spreadsheets = expectAnswer<DocumentPage>(
      await api.get(`${DEPT}/documents?type=xls&page_size=1`, gateway),
      200,
      'DocumentPage',
    );
    expect(spreadsheets.items[0]?.id).toBe(created.id);

    now = new Date('2026-11-22T01:00:00.000Z');
    const thaiOnly = input({ title: { th: 'หัวข้อใหม่' }, description: null, category: null, section: 'forms' });
    const changed = expectAnswer<Document>(
      await api.send('PUT', `${DEPT}/documents/${created.id}`, editor, thaiOnly),
      200,
      'Document',
    );
    expect(changed).toMatchObject({
      id: created.id,
      title: 'หัวข้อใหม่',
      description: null,
      category: null,
      section: 'forms',
      updated_at: now.toISOString(),
    });
    const fallback = expectAnswer<Document>(
      await api.get(`${DEPT}/documents/${created.id}?lang=en`, gateway),
      200,
      'Document',
    );
    expect(fallback).toMatchObject({ title: 'หัวข้อใหม่', content_lang: 'th' });

    const deleted = await api.send('DELETE', `${DEPT}/documents/${created.id}`, editor);
    expect(deleted.statusCode).toBe(204);
    expectError(await api.get(`${DEPT}/documents/${created.id}`, gateway), 404);
    expectError(await api.send('DELETE', `${DEPT}/documents/${created.id}`, editor), 404);
  });

  it('refuses web-gateway and site-admin (403), no token (401), another site\u2019s document (404)', async () => {
    expectError(await api.send('POST', `${DEPT}/documents`, gateway, input()), 403);
    expectError(await api.send('PUT', `${DEPT}/documents/dept-doc-001`, gateway, input()), 403);
    expectError(await api.send('DELETE', `${DEPT}/documents/dept-doc-001`, gateway), 403);
    expectError(await api.send('POST', `${DEPT}/documents`, await api.token(ADMIN), input()), 403);
    expectError(await api.app.inject({ method: 'POST', url: `${DEPT}/documents`, payload: input() }), 401);
    expectError(await api.send('PUT', `${DEPT}/documents/chiangmai-doc-001`, editor, input()), 404);
    expectError(await api.send('DELETE', `${DEPT}/documents/chiangmai-doc-001`, editor), 404);
    expectError(await api.send('POST', '/site/9999/documents', editor, input()), 404);
  });

  it('answers 400 with the reason for input it cannot store', async () => {
    const file = input().files[0]!;
    const cases: [unknown, RegExp][] = [
      [input({ section: 'press-releases' }), /"press-releases" is a news section, not a documents section/],
      [input({ category: 'recipes' }), /document category "recipes" does not exist/],
      [
        input({ title: { th: 'ไทย', en: 'English' }, description: { th: 'ไทย' } }),
        /English is all or nothing/,
      ],
      [input({ files: [] }), /files/],
      [input({ files: [file, file] }), /each file needs its own url/],
      [input({ files: [{ ...file, mime_type: 'application/x-msdownload' as never }] }), /mime_type/],
      [input({ files: [{ ...file, url: 'javascript:alert(1)' }] }), /url/],
      [input({ date: 'yesterday' }), /date/],
      [{ ...input(), extra: true }, /additional/],
    ];
    for (const [body, reason] of cases) {
      const answer = expectError(await api.send('POST', `${DEPT}/documents`, editor, body), 400);
      expect(answer.message, JSON.stringify(body).slice(0, 80)).toMatch(reason);
    }
  });
});
