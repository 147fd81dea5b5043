import { describe, expect, it } from 'vitest';
import { startTestApp, useDeptApiUnderTest } from './support/test-app.ts';
import { DEMO_SITE_IDS, demoSite } from './support/demo-seed.ts';

const PHUKET = 'phuket.localhost';
const MAINTENANCE_ERROR = {
  message: 'This site is under maintenance. Please try again later.',
  extensions: { code: 'SITE_IN_MAINTENANCE' },
};

describe('/graphql of a site in maintenance', () => {
  const api = useDeptApiUnderTest();

  it('refuses the content with 503, Retry-After and SITE_IN_MAINTENANCE, without asking for it', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await api.server.graphql(
      '{ currentSite { news(lang: th) { total items { id title } } } }',
      {
        host: PHUKET,
      },
    );
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('3600');
    expect(response.json()).toEqual({ data: null, errors: [expect.objectContaining(MAINTENANCE_ERROR)] });
    expect(api.deptApi.calls.news).toBe(0);
  });

  it('refuses every content field, nullable ones too, and still answers what the maintenance page needs', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await api.server.graphql(
      `{ currentSite {
          id name(lang: en) maintenance { enabled message(lang: en) } layout(lang: en) { siteName }
          newsItem(id: "1", lang: th) { id } page(urlname: "about", lang: th) { title } album(id: "1", lang: th) { id }
        } }`,
      { host: PHUKET },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.currentSite).toMatchObject({
      id: DEMO_SITE_IDS.phuket,
      name: 'Phuket Provincial Probation Office',
      maintenance: { enabled: true, message: demoSite('phuket').maintenance.message.en },
      layout: { siteName: expect.any(String) },
      newsItem: null,
      page: null,
      album: null,
    });
    expect(body.errors).toHaveLength(3);
    for (const error of body.errors) expect(error).toMatchObject(MAINTENANCE_ERROR);
  });

  it('answers 503 when the refused fields left nothing but nulls', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await api.server.graphql('{ currentSite { newsItem(id: "1", lang: th) { id } } }', {
      host: PHUKET,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('3600');
    expect(response.json().data).toEqual({ currentSite: { newsItem: null } });
  });

  it('logs the refusal at info, not error', async () => {
    api.server = await startTestApp(api.deptApi);
    await api.server.graphql('{ currentSite { sections(lang: th) { urlname } } }', { host: PHUKET });
    const lines = api.server.logs.filter((line) => String(line.msg).includes('SITE_IN_MAINTENANCE'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.level === 30)).toBe(true);
  });

  it('serves the content again once maintenance ends, and other sites meanwhile', async () => {
    api.server = await startTestApp(api.deptApi);
    const other = await api.server.graphql('{ currentSite { news(lang: th) { total } } }');
    expect(other.statusCode).toBe(200);
    expect(other.json().data.currentSite.news.total).toBeGreaterThan(0);
    await api.deptApi.setMaintenance(DEMO_SITE_IDS.phuket, 'Disable');
    const open = await api.server.graphql('{ currentSite { news(lang: th) { total } } }', { host: PHUKET });
    expect(open.statusCode).toBe(200);
    expect(open.json().errors).toBeUndefined();
  });
});
