import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormTopicList } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.token();
});
afterAll(() => api.close());

const topics = async (site: string, form: string, lang: 'th' | 'en') =>
  expectAnswer<FormTopicList>(
    await api.get(`/site/${site}/forms/${form}/topics?lang=${lang}`, token),
    200,
    'FormTopicList',
  ).data;

describe('GET /site/{siteId}/forms/{form}/topics', () => {
  it('lists the contact categories of a site in Thai and in English, in the form order', async () => {
    const th = await topics(DEMO_SITE_IDS.dept, 'contact', 'th');
    const en = await topics(DEMO_SITE_IDS.dept, 'contact', 'en');
    expect(th.map((topic) => topic.id)).toEqual([
      'general',
      'reporting',
      'community-service',
      'volunteers',
      'electronic-monitoring',
      'website',
      'other',
    ]);
    expect(th[0]).toEqual({ id: 'general', name: 'สอบถามข้อมูลทั่วไป' });
    expect(en[0]).toEqual({ id: 'general', name: 'General enquiries' });
    expect(en.map((topic) => topic.id)).toEqual(th.map((topic) => topic.id));
  });

  it('lists complaint types and tip-off topics', async () => {
    expect((await topics(DEMO_SITE_IDS.chiangmai, 'complaint', 'en')).map((t) => t.name)).toEqual(
      expect.arrayContaining(['Officer conduct', 'Delay in service', 'Corruption or misconduct']),
    );
    expect((await topics(DEMO_SITE_IDS.chiangmai, 'tip-off', 'th')).map((t) => t.name)).toEqual(
      expect.arrayContaining(['การซื้อสิทธิขายเสียง', 'การข่มขู่หรือบังคับผู้มีสิทธิเลือกตั้ง']),
    );
    expect((await topics(DEMO_SITE_IDS.chiangmai, 'tip-off', 'en')).map((t) => t.id)).toEqual(
      expect.arrayContaining(['vote-buying', 'state-resources', 'intimidation']),
    );
  });

  it('has each site its own topics; one without English is served in Thai', async () => {
    const khonkaen = await topics(DEMO_SITE_IDS.khonkaen, 'contact', 'en');
    expect(khonkaen.find((topic) => topic.id === 'justice-clinic')).toEqual({
      id: 'justice-clinic',
      name: 'คลินิกยุติธรรมและการให้คำปรึกษา',
    });
    expect((await topics(DEMO_SITE_IDS.dept, 'contact', 'en')).some((t) => t.id === 'justice-clinic')).toBe(
      false,
    );
  });

  it('defaults to Thai and refuses an unknown form (400) or site (404)', async () => {
    const response = await api.get(`/site/${DEMO_SITE_IDS.dept}/forms/complaint/topics`, token);
    expect(expectAnswer<FormTopicList>(response, 200, 'FormTopicList').data[0]?.name).toBe(
      'พฤติกรรมของเจ้าหน้าที่',
    );
    expectError(await api.get(`/site/${DEMO_SITE_IDS.dept}/forms/newsletter/topics?lang=th`, token), 400);
    expectError(await api.get('/site/64b0000000000000000000ff/forms/contact/topics?lang=th', token), 404);
  });
});
