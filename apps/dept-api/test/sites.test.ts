import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layout, MenuItem, SiteDetails, SiteLookup } from '@probation/contract';
import { PUBLIC_FORM_NAMES } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ clock: () => new Date('2026-11-22T10:00:00Z') });
  token = await api.token();
});
afterAll(() => api.close());

const lookup = (domain: string) => api.get(`/site/view/domain?domain=${encodeURIComponent(domain)}`, token);
const layout = async (siteId: string, lang?: string) =>
  expectAnswer<Layout>(
    await api.get(`/site/layout/${siteId}${lang ? `?lang=${lang}` : ''}`, token),
    200,
    'Layout',
  );

describe('GET /site/view/domain', () => {
  it.each([
    ['localhost', DEMO_SITE_IDS.dept],
    ['127.0.0.1', DEMO_SITE_IDS.dept],
    ['chiangmai.localhost', DEMO_SITE_IDS.chiangmai],
    ['khonkaen.localhost', DEMO_SITE_IDS.khonkaen],
    ['phuket.localhost', DEMO_SITE_IDS.phuket],
    ['ChiangMai.LocalHost', DEMO_SITE_IDS.chiangmai],
  ])('finds the site served on %s', async (domain, id) => {
    const body = expectAnswer<SiteLookup>(await lookup(domain), 200, 'SiteLookup');
    expect(body).toEqual({ _id: id, status: 'active', domain: domain.toLowerCase() });
  });

  it.each(['example.org', 'localhost:3000', 'http://localhost', '../../etc/passwd', "x' OR '1'='1", 'ก.ไทย'])(
    'answers 404 for the unknown domain %s',
    async (domain) => {
      expectError(await lookup(domain), 404);
    },
  );

  it('answers 400 without a domain, with an empty one, a 300 character one or two of them', async () => {
    expectError(await api.get('/site/view/domain', token), 400);
    expectError(await api.get('/site/view/domain?domain=', token), 400);
    expectError(await lookup('a'.repeat(300)), 400);
    expectError(await api.get('/site/view/domain?domain=localhost&domain=127.0.0.1', token), 400);
  });
});

describe('GET /site/view/{siteId}', () => {
  it('gives the department details, maintenance off', async () => {
    const body = expectAnswer<SiteDetails>(
      await api.get(`/site/view/${DEMO_SITE_IDS.dept}`, token),
      200,
      'SiteDetails',
    );
    expect(body).toMatchObject({
      _id: DEMO_SITE_IDS.dept,
      code: 'dept',
      name: { th: 'กรมคุมประพฤติ', en: 'Department of Probation' },
      domains: ['localhost', '127.0.0.1'],
      default_lang: 'th',
      is_maintenance: { status: 'Disable' },
    });
  });

  it('gives Phuket in maintenance, with a message in both languages', async () => {
    const body = expectAnswer<SiteDetails>(
      await api.get(`/site/view/${DEMO_SITE_IDS.phuket}`, token),
      200,
      'SiteDetails',
    );
    expect(body.is_maintenance.status).toBe('Enable');
    expect(body.is_maintenance.message?.th).toContain('1111 กด 78');
    expect(body.is_maintenance.message?.en).toContain('1111 press 78');
  });

  it.each([
    '9999',
    '0',
    '64b000000000000000000099',
    'dept',
    '%27%20OR%201%3D1--',
    'x'.repeat(64),
    '%E0%B8%81',
  ])('answers 404 for the unknown id %s', async (id) => {
    expectError(await api.get(`/site/view/${id}`, token), 404);
  });

  it('answers 400 for an id longer than the contract allows', async () => {
    expectError(await api.get(`/site/view/${'x'.repeat(65)}`, token), 400);
  });
});

function depth(items: MenuItem[]): number {
  return items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.children)));
}

function allItems(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...allItems(item.children)]);
}

function contrastOnWhite(hex: string): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16))) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

describe('GET /site/layout/{siteId}', () => {
  it('is Thai by default', async () => {
    const body = await layout(DEMO_SITE_IDS.dept);
    expect(body.lang).toBe('th');
    expect(body.site_name).toBe('กรมคุมประพฤติ');
  });

  it('gives the department layout in Thai with the hotline, its address and a Buddhist-era copyright', async () => {
    const body = await layout(DEMO_SITE_IDS.dept, 'th');
    expect(body.footer.hotline).toEqual({ label: 'สายด่วนยุติธรรม', number: '1111 กด 78' });
    expect(body.footer.address).toContain('ถนนแจ้งวัฒนะ แขวงทุ่งสองห้อง เขตหลักสี่ กรุงเทพมหานคร 10210');
    expect(body.footer.copyright).toBe('© 2569 กรมคุมประพฤติ สงวนลิขสิทธิ์');
    expect(body.intro).toMatchObject({ enabled: true, enter_label: 'เข้าสู่เว็บไซต์' });
    expect(body.logo.url).toBe('/media/logos/dept.svg');
  });

  it('gives the same site in English with the Common Era year', async () => {
    const body = await layout(DEMO_SITE_IDS.dept, 'en');
    expect(body.site_name).toBe('Department of Probation');
    expect(body.footer.hotline).toEqual({ label: 'Justice hotline', number: '1111 press 78' });
    expect(body.footer.copyright).toBe('© 2026 Department of Probation. All rights reserved.');
    expect(body.intro.enter_label).toBe('Enter the website');
  });

  it.each(Object.entries(DEMO_SITE_IDS))(
    '%s has a menu two levels deep pointing at /{lang}/{urlname} sections and /{lang}/forms/{form}',
    async (_, id) => {
      for (const lang of ['th', 'en']) {
        const body = await layout(id, lang);
        expect(depth(body.menu)).toBeGreaterThanOrEqual(2);
        const items = allItems(body.menu);
        const ids = items.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const item of items) {
          if (item.external) expect(item.url).toMatch(/^https:\/\//);
          else if (item.url.startsWith(`/${lang}/forms/`))
            expect(PUBLIC_FORM_NAMES.map((form) => `/${lang}/forms/${form}`)).toContain(item.url);
          else expect(item.url).toBe(`/${lang}/${item.id}`);
        }
        expect(ids).toEqual(
          expect.arrayContaining([
            'about',
            'news',
            'services',
            'documents',
            'contact',
            'probation',
            'community-service',
          ]),
        );
      }
    },
  );

  it('gives every site its own primary colour, readable on white (contrast ≥ 4.5:1)', async () => {
    const primaries = await Promise.all(
      Object.values(DEMO_SITE_IDS).map(async (id) => (await layout(id)).theme.primary),
    );
    expect(new Set(primaries).size).toBe(primaries.length);
    for (const colour of primaries) expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives offices their own names, addresses and menus', async () => {
    const dept = await layout(DEMO_SITE_IDS.dept, 'th');
    const chiangmai = await layout(DEMO_SITE_IDS.chiangmai, 'th');
    const khonkaen = await layout(DEMO_SITE_IDS.khonkaen, 'en');
    expect(chiangmai.site_name).toBe('สำนักงานคุมประพฤติจังหวัดเชียงใหม่');
    expect(chiangmai.footer.address).toContain('จังหวัดเชียงใหม่ 50300');
    expect(khonkaen.footer.address).toContain('Khon Kaen 40000');
    expect(chiangmai.footer.copyright).toBe('© 2569 สำนักงานคุมประพฤติจังหวัดเชียงใหม่ สงวนลิขสิทธิ์');
    expect(JSON.stringify(chiangmai.menu)).not.toBe(JSON.stringify(dept.menu));
    expect(chiangmai.logo.url).toBe('/media/logos/chiangmai.svg');
  });

  it.each(['fr', 'TH', '', 'th,en', 'x'.repeat(1000)])('answers 400 for lang=%s', async (lang) => {
    expectError(await api.get(`/site/layout/${DEMO_SITE_IDS.dept}?lang=${lang}`, token), 400);
  });

  it('answers 404 for an unknown site', async () => {
    expectError(await api.get('/site/layout/9999?lang=th', token), 404);
  });
});
