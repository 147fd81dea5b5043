import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenFileReports } from '../src/db/schema.ts';
import { reporterFingerprint } from '../src/content/broken-file-reports.ts';
import { DEV_REPORT_FINGERPRINT_SALT } from '../src/config.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { EDITOR, expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let gateway: string;
let now = new Date('2026-11-21T05:00:00.000Z');
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  gateway = await api.token();
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const FORM = '/media/documents/dept/form-change-reporting-place.pdf';
const FORM_HELP = '/media/documents/dept/form-change-reporting-place-instructions.pdf';
const report = (documentId: string, body: object, token = gateway) =>
  api.send('POST', `${DEPT}/documents/${documentId}/reports`, token, body);
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

describe('POST /site/{siteId}/documents/{documentId}/reports', () => {
  it('stores a report with a salted fingerprint, never the IP, and answers 202', async () => {
    const response = await report('dept-doc-018', {
      file_url: FORM,
      message: '  เปิดไฟล์ไม่ได้  ',
      lang: 'th',
      reporter_ip: '203.0.113.7',
    });
    expect(expectAnswer(response, 202, 'BrokenFileReportReceipt')).toEqual({ received: true });
    const rows = await api.database.db
      .select()
      .from(brokenFileReports)
      .where(eq(brokenFileReports.documentId, 'dept-doc-018'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      siteId: DEMO_SITE_IDS.dept,
      fileUrl: FORM,
      message: 'เปิดไฟล์ไม่ได้',
      lang: 'th',
      fingerprint: reporterFingerprint('203.0.113.7', DEV_REPORT_FINGERPRINT_SALT),
      createdAt: now,
    });
    expect(rows[0]?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
    expect(reporterFingerprint('::ffff:203.0.113.7', 'salt')).toBe(
      reporterFingerprint('203.0.113.7', 'salt'),
    );
    expect(reporterFingerprint('203.0.113.7', 'other salt')).not.toBe(rows[0]?.fingerprint);
  });

  it('allows one report per visitor and file a day (429 with the reason and Retry-After)', async () => {
    const again = await report('dept-doc-018', { file_url: FORM, lang: 'th', reporter_ip: '203.0.113.7' });
    expect(expectError(again, 429).message).toMatch(/already reported this file in the last 24 hours/);
    expect(Number(again.headers['retry-after'])).toBe(24 * 3600);
    // Another file of the same document, or another visitor, is fine.
    expect(
      (await report('dept-doc-018', { file_url: FORM_HELP, lang: 'en', reporter_ip: '203.0.113.7' }))
        .statusCode,
    ).toBe(202);
    expect(
      (await report('dept-doc-018', { file_url: FORM, lang: 'th', reporter_ip: '2001:db8::1' })).statusCode,
    ).toBe(202);
    now = minutes(24 * 60 + 1);
    gateway = await api.token(); // the old token has expired (23 hours)
    expect(
      (await report('dept-doc-018', { file_url: FORM, lang: 'th', reporter_ip: '203.0.113.7' })).statusCode,
    ).toBe(202);
  });

  it('allows at most 5 reports an hour from one visitor', async () => {
    const ip = '198.51.100.20';
    const files = [
      'dept-doc-001',
      'dept-doc-002',
      'dept-doc-003',
      'dept-doc-004',
      'dept-doc-005',
      'dept-doc-006',
    ];
    const answers = [];
    for (const id of files) {
      const document = (await api.get(`${DEPT}/documents/${id}`, gateway)).json<{
        files: { url: string }[];
      }>();
      answers.push(await report(id, { file_url: document.files[0]!.url, lang: 'en', reporter_ip: ip }));
      now = minutes(1);
    }
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(expectError(answers[5]!, 429).message).toMatch(/At most 5 reports an hour/);
    expect(Number(answers[5]!.headers['retry-after'])).toBe(55 * 60);
    now = minutes(55);
    const later = await report('dept-doc-006', {
      file_url: '/media/documents/dept/regulation-aftercare.pdf',
      lang: 'en',
      reporter_ip: ip,
    });
    expect(later.statusCode).toBe(400);
  });

  it('answers 400 for a file that is not the document\u2019s and for bad input, 404 for an unknown document', async () => {
    const other = await report('dept-doc-018', {
      file_url: '/media/documents/dept/probation-act-2559.pdf',
      lang: 'th',
      reporter_ip: '192.0.2.1',
    });
    expect(expectError(other, 400).message).toMatch(/file_url is not a file of the document "dept-doc-018"/);
    const bad: object[] = [
      { file_url: FORM, lang: 'th' },
      { file_url: FORM, lang: 'th', reporter_ip: 'not an address' },
      { file_url: FORM, lang: 'fr', reporter_ip: '192.0.2.1' },
      { file_url: FORM, lang: 'th', reporter_ip: '192.0.2.1', message: 'x'.repeat(501) },
      { file_url: '', lang: 'th', reporter_ip: '192.0.2.1' },
      { file_url: FORM, lang: 'th', reporter_ip: '192.0.2.1', extra: 1 },
    ];
    for (const body of bad) expectError(await report('dept-doc-018', body), 400);
    expectError(await report('dept-doc-999', { file_url: FORM, lang: 'th', reporter_ip: '192.0.2.1' }), 404);
    expectError(
      await report('chiangmai-doc-001', { file_url: FORM, lang: 'th', reporter_ip: '192.0.2.1' }),
      404,
    );
  });

  it('is open to the gateway and editors alike (site:read), not to callers without a token', async () => {
    expect(
      (
        await report(
          'dept-doc-019',
          {
            file_url: '/media/documents/dept/form-travel-permission.pdf',
            lang: 'th',
            reporter_ip: '192.0.2.9',
          },
          await api.token(EDITOR),
        )
      ).statusCode,
    ).toBe(202);
    expectError(
      await api.app.inject({
        method: 'POST',
        url: `${DEPT}/documents/dept-doc-018/reports`,
        payload: { file_url: FORM, lang: 'th', reporter_ip: '192.0.2.1' },
      }),
      401,
    );
  });

  it('removes a document\u2019s reports with the document', async () => {
    await api.send('DELETE', `${DEPT}/documents/dept-doc-018`, await api.token(EDITOR));
    const rows = await api.database.db
      .select()
      .from(brokenFileReports)
      .where(eq(brokenFileReports.documentId, 'dept-doc-018'));
    expect(rows).toEqual([]);
  });
});
