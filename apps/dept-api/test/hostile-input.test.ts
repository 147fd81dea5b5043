/** Hostile requests get a 4xx in the contract's error shape, never a 500 and never an echo of the raw URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

const DEPT = '/site/64b000000000000000000001';
let api: TestApi;
let editor: string;
beforeAll(async () => {
  api = await startTestApi();
  editor = await api.token(EDITOR);
});
afterAll(() => api.close());

describe('hostile input', () => {
  it.each([
    [`${DEPT}/news/%C0%AF`, 400],
    [`${DEPT}/news/%ff%fe`, 400],
    [`${DEPT}/pages/%E0%A4`, 400],
    ['/site/view/%ZZ', 400],
    ['/media/%ff.jpg', 400],
    [`${DEPT}/news/${'x'.repeat(700)}`, 414],
  ])('answers %s with %i in the error shape, without the path', async (url, status) => {
    const response = await api.get(url, editor);
    const error = expectError(response, status);
    expect(response.body).not.toContain('%');
    expect(response.body).not.toContain('xxxxxxxxxx');
    expect(error.message).not.toMatch(/FST_/);
  });

  // Each of these was stored or computed as an instant past year 9999 (or before year 0), which has no ISO
  // 8601 form: the answer broke the contract and became a 500.
  const news = {
    section: 'press-releases',
    title: { th: 'ข่าว' },
    summary: { th: 'สรุป' },
    body_html: { th: '<p>x</p>' },
  };
  const album = { section: 'photos', title: { th: 'อัลบั้ม' }, photos: [] };
  it.each([
    ['news', { ...news, published_at: '9999-12-31T23:00:00-12:00' }],
    ['news', { ...news, published_at: '0000-01-01T00:00:00+01:00' }],
    ['albums', { ...album, date: '0001-01-01' }],
  ])('refuses a %s date outside the years 1900-2200 (400)', async (kind, body) => {
    const error = expectError(await api.send('POST', `${DEPT}/${kind}`, editor, body), 400);
    expect(error.message).toMatch(/must match pattern/);
  });

  // PostgreSQL text cannot hold U+0000: these answered 500 from inside the driver.
  it.each([
    ['GET', '/site/view/domain?domain=a%00b', undefined],
    ['POST', `${DEPT}/news`, { ...news, published_at: '2026-01-01T00:00:00Z', title: { th: 'a\u0000b' } }],
    ['PUT', `${DEPT}/pages/a%00b`, { title: { th: 'x' }, body_html: { th: 'y' } }],
  ])('refuses the NUL character in %s %s (400)', async (method, url, body) => {
    const response = await api.send(method as 'POST', url, editor, body);
    expect(expectError(response, 400).message).toMatch(/NUL/);
  });
});
