import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@probation/contract';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';
import { seedRevisions } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { EDITOR, ADMIN, expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let token: string;
let editor: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.token();
  editor = await api.token(EDITOR);
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const CHIANGMAI = `/site/${DEMO_SITE_IDS.chiangmai}`;

describe('GET /site/{siteId}/pages/{urlname}', () => {
  it('serves a page in Thai by default and in English when asked', async () => {
    const th = expectAnswer<Page>(await api.get(`${DEPT}/pages/history`, token), 200, 'Page');
    expect(th).toMatchObject({ urlname: 'history', title: 'ประวัติความเป็นมา', content_lang: 'th' });
    expect(th.body_html).toContain('1 ตุลาคม 2535');
    expect(th.body_html).toMatch(/<h2>/);
    const en = expectAnswer<Page>(await api.get(`${DEPT}/pages/history?lang=en`, token), 200, 'Page');
    expect(en).toMatchObject({ urlname: 'history', title: 'History', content_lang: 'en' });
    expect(en.summary).toMatch(/1 October 1992/);
    expect(en.body_html).toContain('href="/en/authority"');
  });

  it('serves a page without English whole in Thai, marked content_lang th', async () => {
    const page = expectAnswer<Page>(await api.get(`${DEPT}/pages/executives?lang=en`, token), 200, 'Page');
    expect(page).toMatchObject({ title: 'ผู้บริหารกรมคุมประพฤติ', summary: null, content_lang: 'th' });
    expect(page.body_html).toContain('<table>');
  });

  it("serves an office's own pages with its province", async () => {
    const page = expectAnswer<Page>(await api.get(`${CHIANGMAI}/pages/about?lang=en`, token), 200, 'Page');
    expect(page.body_html).toContain('Chiang Mai');
    const area = expectAnswer<Page>(await api.get(`${CHIANGMAI}/pages/service-area`, token), 200, 'Page');
    expect(area.body_html).toContain('เชียงใหม่');
  });

  it.each([
    [
      'a section that is not a page',
      `${DEPT}/pages/press-releases`,
      /press-releases.*news section, not a page/,
    ],
    ['an unknown urlname', `${DEPT}/pages/nowhere`, /not a section of this site/],
    ["another site's page", `${DEPT}/pages/service-area`, /not a section of this site/],
    ['an unknown site', '/site/64b0000000000000000000ff/pages/history', /No site/],
  ])('answers 404 for %s', async (_name, url, message) => {
    expect(expectError(await api.get(url, token), 404).message).toMatch(message);
  });

  it('refuses a call without a valid token', async () => {
    expectError(await api.app.inject({ method: 'GET', url: `${DEPT}/pages/history` }), 401);
    expectError(await api.get(`${DEPT}/pages/history`, 'not-a-token'), 401);
  });

  it('refuses a bad language', async () => {
    expectError(await api.get(`${DEPT}/pages/history?lang=fr`, token), 400);
  });
});

describe('PUT /site/{siteId}/pages/{urlname}', () => {
  const input = {
    title: { th: 'ติดต่อกรมคุมประพฤติ', en: 'Contact the Department' },
    summary: { th: 'ช่องทางการติดต่อ', en: 'How to reach us' },
    body_html: { th: '<h2>ที่อยู่</h2><p>ถนนแจ้งวัฒนะ</p>', en: '<h2>Address</h2><p>Chaeng Watthana Road</p>' },
  };

  it('refuses clients without content:write (403) and calls without a token (401)', async () => {
    expectError(await api.send('PUT', `${DEPT}/pages/contact`, token, input), 403);
    expectError(await api.send('PUT', `${DEPT}/pages/contact`, await api.token(ADMIN), input), 403);
    expectError(await api.app.inject({ method: 'PUT', url: `${DEPT}/pages/contact`, payload: input }), 401);
  });

  it.each([
    ['English only in the title', { ...input, summary: { th: 'สรุป' } }, /all or nothing.*summary\.en/],
    ['English without a body', { ...input, summary: null, body_html: { th: '<p>ก</p>' } }, /all or nothing/],
    ['no Thai title', { ...input, title: { en: 'Title' } }, /th/],
    ['an empty body', { ...input, body_html: { th: '' } }, /body_html/],
    ['an unknown field', { ...input, section: 'contact' }, /section|additional/],
  ])('answers 400 for %s', async (_name, body, message) => {
    expect(expectError(await api.send('PUT', `${DEPT}/pages/contact`, editor, body), 400).message).toMatch(
      message,
    );
  });

  it('answers 404 for a section that is not a page, or not of this site', async () => {
    expectError(await api.send('PUT', `${DEPT}/pages/forms`, editor, input), 404);
    expectError(await api.send('PUT', `${DEPT}/pages/directions`, editor, input), 404);
  });

  it('replaces the page, answers it in Thai, and serves the new text in both languages', async () => {
    const written = expectAnswer<Page>(
      await api.send('PUT', `${DEPT}/pages/contact`, editor, input),
      200,
      'Page',
    );
    expect(written).toMatchObject({ urlname: 'contact', title: input.title.th, content_lang: 'th' });
    const en = expectAnswer<Page>(await api.get(`${DEPT}/pages/contact?lang=en`, token), 200, 'Page');
    expect(en).toMatchObject({
      title: 'Contact the Department',
      summary: 'How to reach us',
      content_lang: 'en',
    });
    expect(en.body_html).toBe(input.body_html.en);
  });

  it('stores a Thai-only page without a summary; English readers get the Thai text', async () => {
    const thaiOnly = { title: { th: 'คำถามที่พบบ่อย' }, body_html: { th: '<h2>คำถาม</h2><p>คำตอบ</p>' } };
    expectAnswer<Page>(await api.send('PUT', `${DEPT}/pages/faq`, editor, thaiOnly), 200, 'Page');
    const en = expectAnswer<Page>(await api.get(`${DEPT}/pages/faq?lang=en`, token), 200, 'Page');
    expect(en).toMatchObject({ title: 'คำถามที่พบบ่อย', summary: null, content_lang: 'th' });
  });

  it("keeps an editor's page when the demo seed runs again, even at a new revision", async () => {
    await seedDemoData(api.database.db);
    await api.database.db.update(seedRevisions).set({ revision: 0 });
    expect((await seedDemoData(api.database.db)).pagesCreated).toBe(0);
    const page = expectAnswer<Page>(await api.get(`${DEPT}/pages/contact`, token), 200, 'Page');
    expect(page.title).toBe(input.title.th);
  });
});
