import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '@probation/contract';
import { siteLayouts } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the API and its contract', () => {
  it('implements every operation of openapi.yaml', () => {
    for (const [path, item] of Object.entries(loadOpenApiDocument().paths)) {
      for (const method of Object.keys(item)) {
        const url = path === '/media/{path}' ? '/media/*' : path.replace(/\{(\w+)\}/g, ':$1');
        expect(api.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${path}`).toBe(
          true,
        );
      }
    }
  });

  it('never sends an answer that breaks the contract: it becomes a 500 in the error shape', async () => {
    await api.database.db
      .update(siteLayouts)
      .set({ layout: sql`${siteLayouts.layout} - 'footer'` })
      .where(eq(siteLayouts.siteId, DEMO_SITE_IDS.khonkaen));
    const response = await api.get(`/site/layout/${DEMO_SITE_IDS.khonkaen}?lang=th`, await api.token());
    const body = expectError(response, 500);
    expect(body.message).not.toMatch(/footer|contract/);
  });

  it('answers garbage with a 4xx in the error shape, never a 500', async () => {
    const token = await api.token();
    const auth = { authorization: `Bearer ${token}` };
    const requests = [
      { method: 'GET', url: '/site/view/domain?domain[$ne]=x', headers: auth },
      { method: 'GET', url: `/site/view/domain?domain=${'%FF'.repeat(10)}`, headers: auth },
      { method: 'GET', url: '/site/layout/%E0%A4%A', headers: auth },
      { method: 'GET', url: `/site/layout/${DEMO_SITE_IDS.dept}?lang=th&lang=en`, headers: auth },
      {
        method: 'PUT',
        url: `/site/${DEMO_SITE_IDS.dept}/maintenance`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{{{',
      },
      {
        method: 'POST',
        url: '/oauth2/client/access-token',
        headers: { 'content-type': 'application/json' },
        payload: '{"grant_type":' + '['.repeat(5000),
      },
      {
        method: 'POST',
        url: '/oauth2/client/access-token',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      },
      {
        method: 'POST',
        url: '/oauth2/client/access-token',
        headers: { 'content-type': 'application/json; charset=latin9' },
        payload: '{}',
      },
      { method: 'GET', url: '/site/view/' + 'x'.repeat(2000), headers: auth },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/news?page=1e400`, headers: auth },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/news?ids=${'a,'.repeat(3000)}a`, headers: auth },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/news?year=1e3&month=0x1`, headers: auth },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/news/${'%FF'.repeat(10)}`, headers: auth },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/sections/${'x'.repeat(600)}`, headers: auth },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/pages/${'%FF'.repeat(10)}`, headers: auth },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/albums?year=1e3&page_size=0x1`, headers: auth },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/albums/${'%FF'.repeat(10)}`, headers: auth },
      { method: 'GET', url: '/media/albums/seminar-1.jpg?w=640&w=320&format[]=avif', headers: auth },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/pages/History?lang=en`, headers: auth },
      {
        method: 'PUT',
        url: `/site/${DEMO_SITE_IDS.dept}/pages/history`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"title":{"th":' + '['.repeat(5000),
      },
      {
        method: 'POST',
        url: `/site/${DEMO_SITE_IDS.dept}/news`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"title":{"th":' + '['.repeat(5000),
      },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/documents?type=pdf&type=xls`, headers: auth },
      { method: 'GET', url: `/site/${DEMO_SITE_IDS.dept}/documents/${'x'.repeat(65)}`, headers: auth },
      {
        method: 'POST',
        url: `/site/${DEMO_SITE_IDS.dept}/documents/dept-doc-001/reports`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"file_url":' + '['.repeat(5000),
      },
      {
        method: 'POST',
        url: `/site/${DEMO_SITE_IDS.dept}/documents/dept-doc-001/reports`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"file_url":{"$ne":1},"lang":"th","reporter_ip":"1.2.3.4"}',
      },
      {
        method: 'PUT',
        url: `/site/${DEMO_SITE_IDS.dept}/news/dept-0001`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '[]',
      },
    ] as const;
    for (const request of requests) {
      const response = await api.app.inject(request);
      expect(
        response.statusCode,
        `${request.method} ${request.url.slice(0, 60)}: ${response.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(
        response.statusCode,
        `${request.method} ${request.url.slice(0, 60)}: ${response.body}`,
      ).toBeLessThan(500);
      expect(response.json()).toMatchObject({
        statusCode: response.statusCode,
        error: expect.any(String),
        message: expect.any(String),
      });
    }
  });
});
