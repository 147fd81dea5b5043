import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITES, startFakeDeptApi } from './support/fake-dept-api.ts';
import type { FakeDeptApi } from './support/fake-dept-api.ts';
import { startTestApp } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

const SITE_QUERY = '{ currentSite { id domain name(lang: en) } }';
const [dept, chiangmai, phuket] = SITES as [(typeof SITES)[0], (typeof SITES)[0], (typeof SITES)[0]];

describe('site resolution from the request host', () => {
  let fake: FakeDeptApi;
  let server: TestApp;

  beforeAll(async () => {
    fake = await startFakeDeptApi();
  });
  afterEach(async () => {
    await server?.close();
    fake.reset();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('resolves a host with a port to its site', async () => {
    server = await startTestApp(fake);
    const response = await server.graphql(SITE_QUERY, { host: 'chiangmai.localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { currentSite: { id: chiangmai.id, domain: 'chiangmai.localhost', name: chiangmai.name.en } },
    });
    expect(fake.requests.find((request) => request.route === 'domain')?.url).toBe(
      '/site/view/domain?domain=chiangmai.localhost',
    );
  });

  it('lower-cases the host and strips a scheme and a trailing slash (X-Forwarded-Host behind a trusted proxy)', async () => {
    server = await startTestApp(fake, { TRUST_PROXY: '1' });
    // Fastify reads the host the trusted proxy appended (the last value); a value the client sent comes before it.
    const response = await server.graphql(SITE_QUERY, {
      host: 'internal-lb:8080',
      headers: { 'x-forwarded-host': 'phuket.localhost, HTTPS://ChiangMai.LocalHost:443/' },
    });
    expect(response.json().data.currentSite.domain).toBe('chiangmai.localhost');
    expect(response.json().data.currentSite.id).toBe(chiangmai.id);
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    server = await startTestApp(fake);
    const response = await server.graphql(SITE_QUERY, {
      host: 'localhost',
      headers: { 'x-forwarded-host': 'chiangmai.localhost' },
    });
    expect(response.json().data.currentSite.id).toBe(dept.id);
  });

  it.each([['9999'], [0], ['']])(
    'looks the domain up again and logs a warning when the id is %j',
    async (invalid) => {
      server = await startTestApp(fake);
      fake.answerIdsFor('localhost', [invalid]);
      const response = await server.graphql(SITE_QUERY);
      expect(response.json().data.currentSite.id).toBe(dept.id);
      expect(fake.calls.domain).toBe(2);
      const warning = server.logs.find((line) => line.level === 40 && /invalid site id/.test(line.msg ?? ''));
      expect(warning).toMatchObject({ domain: 'localhost' });
      expect(warning?.reqId).toBeTruthy();
    },
  );

  it('answers SITE_NOT_FOUND (404) for a host no site has', async () => {
    server = await startTestApp(fake);
    const response = await server.graphql(SITE_QUERY, { host: 'nowhere.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'No site is configured for this host name.',
          extensions: { code: 'SITE_NOT_FOUND' },
        }),
      ],
    });
  });

  it('answers SITE_NOT_FOUND when the lookup keeps giving an invalid id', async () => {
    server = await startTestApp(fake);
    fake.answerIdsFor('localhost', ['9999', 0]);
    const response = await server.graphql(SITE_QUERY);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].extensions.code).toBe('SITE_NOT_FOUND');
    expect(fake.calls.domain).toBe(2);
  });

  it('answers SITE_NOT_FOUND for a host header that is not a host name, without asking the upstream', async () => {
    server = await startTestApp(fake);
    const response = await server.graphql(SITE_QUERY, { host: 'bad host$name' });
    expect(response.statusCode).toBe(404);
    expect(fake.calls.domain).toBe(0);
  });

  it('lets DEV_SITE_DOMAIN stand in for the host in development only', async () => {
    server = await startTestApp(fake, {
      NODE_ENV: 'development',
      DEV_SITE_DOMAIN: 'https://chiangmai.localhost/',
    });
    expect((await server.graphql(SITE_QUERY, { host: 'localhost:3000' })).json().data.currentSite.id).toBe(
      chiangmai.id,
    );
    await server.close();
    server = await startTestApp(fake, { NODE_ENV: 'production', DEV_SITE_DOMAIN: 'chiangmai.localhost' });
    expect((await server.graphql(SITE_QUERY, { host: 'localhost:3000' })).json().data.currentSite.id).toBe(
      dept.id,
    );
  });

  it('reports the maintenance flag and message from the site details', async () => {
    server = await startTestApp(fake);
    const query = '{ currentSite { maintenance { enabled message(lang: en) } } }';
    expect(
      (await server.graphql(query, { host: 'phuket.localhost' })).json().data.currentSite.maintenance,
    ).toEqual({
      enabled: true,
      message: 'Down for maintenance',
    });
    expect(
      (await server.graphql(query, { host: 'localhost' })).json().data.currentSite.maintenance.enabled,
    ).toBe(false);
    expect(phuket.maintenance).toBe('Enable');
  });

  it('gives the layout in the language asked for, in the schema shape', async () => {
    server = await startTestApp(fake);
    const query = `query ($lang: Language!) { currentSite { layout(lang: $lang) {
      lang siteName siteSubtitle logo { url alt width height } theme { primary accent }
      menu { id label url children { id label url children { id } } }
      footer { organization phone fax email hotline { label number } officeHours social { network url label } copyright }
      intro { enabled title message image { url } enterLabel } } } }`;
    const th = (await server.graphql(query, { variables: { lang: 'th' } })).json().data.currentSite.layout;
    const en = (await server.graphql(query, { variables: { lang: 'en' } })).json().data.currentSite.layout;
    expect(th).toMatchObject({
      lang: 'th',
      siteName: dept.name.th,
      footer: {
        hotline: { label: 'สายด่วนยุติธรรม', number: '1111 กด 78' },
        officeHours: 'จันทร์ - ศุกร์ 08.30 - 16.30 น.',
      },
      intro: { enterLabel: 'เข้าสู่เว็บไซต์', image: { url: '/media/sites/department/intro.jpg' } },
      menu: [
        { url: '/th/about', children: [{ id: 'history', url: '/th/history', children: [] }] },
        { url: '/th/photos', children: [{ id: 'press-releases' }, { id: 'videos' }] },
      ],
    });
    expect(en).toMatchObject({
      lang: 'en',
      siteName: dept.name.en,
      footer: { hotline: { number: '1111 press 78' } },
    });
    expect(
      fake.requests.filter((request) => request.route === 'layout').map((request) => request.url),
    ).toEqual([`/site/layout/${dept.id}?lang=th`, `/site/layout/${dept.id}?lang=en`]);
  });

  it('adds the site id to the log lines of the request', async () => {
    server = await startTestApp(fake);
    await server.graphql(SITE_QUERY, { host: 'chiangmai.localhost' });
    const completed = server.logs.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ siteId: chiangmai.id });
    expect(completed?.reqId).toBeTruthy();
  });
});
