import type { Layout } from '@probation/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDeptApiUnderTest, type DeptApiUnderTest } from './support/dept-api-under-test.ts';
import { demoSite } from './support/demo-seed.ts';
import { startTestApp } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

const SITE_QUERY = '{ currentSite { id domain name(lang: en) } }';
const [dept, chiangmai, phuket] = [demoSite('dept'), demoSite('chiangmai'), demoSite('phuket')];

describe('site resolution from the request host', () => {
  let deptApi: DeptApiUnderTest;
  let server: TestApp;

  beforeAll(async () => {
    deptApi = await startDeptApiUnderTest();
  });
  afterEach(async () => {
    await server?.close();
    await deptApi.reset();
  });
  afterAll(async () => {
    await deptApi.close();
  });

  it('resolves a host with a port to its site', async () => {
    server = await startTestApp(deptApi);
    const response = await server.graphql(SITE_QUERY, { host: 'chiangmai.localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { currentSite: { id: chiangmai.id, domain: 'chiangmai.localhost', name: chiangmai.name.en } },
    });
    expect(deptApi.requests.find((request) => request.route === 'domain')?.url).toBe(
      '/site/view/domain?domain=chiangmai.localhost',
    );
  });

  it('lower-cases the host and strips a scheme and a trailing slash (X-Forwarded-Host behind a trusted proxy)', async () => {
    server = await startTestApp(deptApi, { TRUST_PROXY: '1' });
    // Fastify reads the host the trusted proxy appended (the last value); a value the client sent comes before it.
    const response = await server.graphql(SITE_QUERY, {
      host: 'internal-lb:8080',
      headers: { 'x-forwarded-host': 'phuket.localhost, HTTPS://ChiangMai.LocalHost:443/' },
    });
    expect(response.json().data.currentSite.domain).toBe('chiangmai.localhost');
    expect(response.json().data.currentSite.id).toBe(chiangmai.id);
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    server = await startTestApp(deptApi);
    const response = await server.graphql(SITE_QUERY, {
      host: 'localhost',
      headers: { 'x-forwarded-host': 'chiangmai.localhost' },
    });
    expect(response.json().data.currentSite.id).toBe(dept.id);
  });

  it.each([['9999'], [0], ['']])(
    'looks the domain up again and logs a warning when the id is %j',
    async (invalid) => {
      server = await startTestApp(deptApi);
      deptApi.answerIdsFor('localhost', [invalid]);
      const response = await server.graphql(SITE_QUERY);
      expect(response.json().data.currentSite.id).toBe(dept.id);
      expect(deptApi.calls.domain).toBe(2);
      const warning = server.logs.find((line) => line.level === 40 && /invalid site id/.test(line.msg ?? ''));
      expect(warning).toMatchObject({ domain: 'localhost' });
      expect(warning?.reqId).toBeTruthy();
    },
  );

  it('answers SITE_NOT_FOUND (404) for a host no site has', async () => {
    server = await startTestApp(deptApi);
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
    server = await startTestApp(deptApi);
    deptApi.answerIdsFor('localhost', ['9999', 0]);
    const response = await server.graphql(SITE_QUERY);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].extensions.code).toBe('SITE_NOT_FOUND');
    expect(deptApi.calls.domain).toBe(2);
  });

  it('answers SITE_NOT_FOUND for a host header that is not a host name, without asking the upstream', async () => {
    server = await startTestApp(deptApi);
    const response = await server.graphql(SITE_QUERY, { host: 'bad host$name' });
    expect(response.statusCode).toBe(404);
    expect(deptApi.calls.domain).toBe(0);
  });

  it('lets DEV_SITE_DOMAIN stand in for the host in development only', async () => {
    server = await startTestApp(deptApi, {
      NODE_ENV: 'development',
      DEV_SITE_DOMAIN: 'https://chiangmai.localhost/',
    });
    expect((await server.graphql(SITE_QUERY, { host: 'localhost:3000' })).json().data.currentSite.id).toBe(
      chiangmai.id,
    );
    await server.close();
    server = await startTestApp(deptApi, { NODE_ENV: 'production', DEV_SITE_DOMAIN: 'chiangmai.localhost' });
    expect((await server.graphql(SITE_QUERY, { host: 'localhost:3000' })).json().data.currentSite.id).toBe(
      dept.id,
    );
  });

  it('reports the maintenance flag and message from the site details', async () => {
    server = await startTestApp(deptApi);
    const query = '{ currentSite { maintenance { enabled message(lang: en) } } }';
    expect(
      (await server.graphql(query, { host: 'phuket.localhost' })).json().data.currentSite.maintenance,
    ).toEqual({
      enabled: true,
      message: phuket.maintenance.message.en,
    });
    expect(
      (await server.graphql(query, { host: 'localhost' })).json().data.currentSite.maintenance.enabled,
    ).toBe(false);
    expect(phuket.maintenance.status).toBe('Enable');
  });

  it('gives the layout in the language asked for, in the schema shape', async () => {
    server = await startTestApp(deptApi);
    const query = `query ($lang: Language!) { currentSite { layout(lang: $lang) {
      lang siteName siteSubtitle logo { url alt width height } theme { primary accent }
      menu { id label url children { id label url children { id } } }
      footer { organization phone fax email hotline { label number } officeHours social { network url label } copyright }
      intro { enabled title message image { url } enterLabel } } } }`;
    const th = (await server.graphql(query, { variables: { lang: 'th' } })).json().data.currentSite.layout;
    const en = (await server.graphql(query, { variables: { lang: 'en' } })).json().data.currentSite.layout;
    const upstream = await deptApi.read<Layout>(`/site/layout/${dept.id}?lang=th`);
    const about = upstream.menu.find((item) => item.id === 'about')!;
    expect(th).toMatchObject({
      lang: 'th',
      siteName: dept.name.th,
      footer: {
        hotline: { label: 'สายด่วนยุติธรรม', number: '1111 กด 78' },
        officeHours: upstream.footer.office_hours,
      },
      intro: { enterLabel: 'เข้าสู่เว็บไซต์', image: { url: upstream.intro.image!.url } },
    });
    expect(th.menu).toContainEqual({
      id: 'about',
      label: about.label,
      url: '/th/about',
      children: about.children.map((child) => ({
        id: child.id,
        label: child.label,
        url: child.url,
        children: [],
      })),
    });
    expect(th.menu.find((item: { id: string }) => item.id === 'about').children).toContainEqual({
      id: 'history',
      label: 'ประวัติความเป็นมา',
      url: '/th/history',
      children: [],
    });
    expect(en).toMatchObject({
      lang: 'en',
      siteName: dept.name.en,
      footer: { hotline: { number: '1111 press 78' } },
    });
    expect(
      deptApi.requests.filter((request) => request.route === 'layout').map((request) => request.url),
    ).toEqual([`/site/layout/${dept.id}?lang=th`, `/site/layout/${dept.id}?lang=en`]);
  });

  it('adds the site id to the log lines of the request', async () => {
    server = await startTestApp(deptApi);
    await server.graphql(SITE_QUERY, { host: 'chiangmai.localhost' });
    const completed = server.logs.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ siteId: chiangmai.id });
    expect(completed?.reqId).toBeTruthy();
  });
});
