import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { within } from '@testing-library/dom';
import type { Layout, MenuItem } from '@probation/contract';
import { DEMO_SITE_IDS, tables } from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import { pageAnswer, pageDom } from './support/page-dom.ts';

/** The home page's banners and useful links, from the site's layout. */
const suite = usePageApp();
const { get } = suite;
const layoutOf = (siteId: string, lang: 'th' | 'en') =>
  suite.deptApi.read<Layout>(`/site/layout/${siteId}?lang=${lang}`);

beforeAll(async () => {
  // The Khon Kaen office's layout without banners and useful links, as the contract allows a site's to be.
  await suite.deptApi.database.db
    .update(tables.siteLayouts)
    .set({ layout: sql`${tables.siteLayouts.layout} - 'banners' - 'useful_links'` })
    .where(eq(tables.siteLayouts.siteId, DEMO_SITE_IDS.khonkaen));
});

describe('home page promotions', () => {
  it('shows each banner as one link named by its title, with a decorative image of known size', async () => {
    const page = pageAnswer(await get('/en/main'));
    expect(page.statusCode).toBe(200);
    const [first] = (await layoutOf(DEMO_SITE_IDS.dept, 'en')).banners!;
    expect(first).toMatchObject({ url: '/en/forms/complaint', title: 'Make a complaint' });
    const title = page.getByRole('heading', { level: 3, name: first!.title });
    const banner = title.closest('li')!;
    // The first banner is the page's largest paint: it loads first (the others lazily).
    const image = banner.querySelector('img');
    expect(
      ['src', 'alt', 'width', 'height', 'fetchpriority', 'loading', 'decoding'].map((name) =>
        image?.getAttribute(name),
      ),
    ).toEqual([
      first!.image.url,
      '',
      `${first!.image.width}`,
      `${first!.image.height}`,
      'high',
      null,
      'async',
    ]);
    expect(page.document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    // The complaints banner leads to the complaint form, with tracking beside it.
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/en/forms/complaint');
    expect(within(banner).getByText(first!.description!, { selector: 'p' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Follow a complaint' }).getAttribute('href')).toBe(
      '/en/forms/track',
    );
  });

  it('lists the useful links in the page language', async () => {
    const page = pageDom((await get('/th')).body);
    expect(page.getByRole('heading', { level: 2, name: 'ลิงก์ที่เป็นประโยชน์' })).toBeTruthy();
    const links = within(page.getByRole('region', { name: 'ลิงก์ที่เป็นประโยชน์' }));
    const moj = links.getByRole('link', { name: 'กระทรวงยุติธรรม moj.go.th' });
    expect(moj.getAttribute('href')).toBe('https://www.moj.go.th/');
    // The host stands on a line of its own under the name (the CSS of .useful-links__host).
    expect(moj.querySelector('.useful-links__host')?.textContent).toBe(' moj.go.th');
  });

  it('a site whose layout has neither shows neither section', async () => {
    const { body, statusCode } = await get('/en/main', 'khonkaen.localhost:3000');
    expect(statusCode).toBe(200);
    expect(body).not.toContain('banner-grid');
    expect(body).not.toContain('home-useful-links');
  });
});

describe('home page content from every kind', () => {
  /** The links inside the home page's section whose heading has this id. */
  function linksOfSection(body: string, headingId: string): string[] {
    const start = body.indexOf(`id="${headingId}"`);
    expect(start).toBeGreaterThan(-1);
    const section = body.slice(start, body.indexOf('</section>', start));
    return [...section.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
  }

  it('shows the coming events, the latest documents and the latest videos, each linking to its items', async () => {
    const { body } = await get('/en/main');
    const events = linksOfSection(body, 'upcoming-events-heading');
    expect(events.some((href) => /^\/en\/[a-z-]+\/[A-Za-z0-9-]+$/.test(href))).toBe(true);
    expect(events).toContain('/en/calendar');
    const documents = linksOfSection(body, 'latest-documents-heading');
    expect(documents.some((href) => /^\/en\/[a-z-]+\/[A-Za-z0-9-]+$/.test(href))).toBe(true);
    const videos = linksOfSection(body, 'latest-videos-heading');
    expect(videos.some((href) => /^\/en\/[a-z-]+\/[A-Za-z0-9-]+$/.test(href))).toBe(true);
  });
});

describe('home page grids', () => {
  it("chooses each grid's columns from its number of items, so that every row is full", async () => {
    const page = pageDom((await get('/en/main')).body);
    const grid = (headingId: string) =>
      page.document.getElementById(headingId)!.closest('section')!.querySelector('ul')!;
    const latest = grid('home-latest');
    expect(latest.children.length).toBe(4);
    expect(latest.className).toBe('news-grid home-grid home-grid--md-2 home-grid--lg-4');
    expect([...latest.children].map((item) => item.className)).toEqual(['', '', '', '']);
    const services = grid('home-services');
    const count = services.children.length;
    expect(count).toBeGreaterThan(1);
    const { planRows } = await import('../../src/components/home/home-grid.ts');
    const large = planRows(count, 4);
    expect(services.className).toContain(`home-grid--lg-${large.columns}`);
    expect((count + large.wide.length) % large.columns).toBe(0);
  });
});

describe('the footer', () => {
  it.each([
    ['en', ['Privacy notice', 'Accessibility statement', 'Site map'], 'Policies'],
    ['th', ['นโยบายคุ้มครองข้อมูลส่วนบุคคล', 'การเข้าถึงเว็บไซต์', 'แผนผังเว็บไซต์'], 'นโยบายเว็บไซต์'],
  ] as const)(
    'links the site’s policy pages and its site map on every page (%s)',
    async (lang, labels, navigation) => {
      for (const path of [`/${lang}/main`, `/${lang}/press-releases`, `/${lang}/history`]) {
        const page = pageDom((await get(path)).body);
        const links = page.getByRole('navigation', { name: navigation }).querySelectorAll('a');
        expect(
          [...links].map((link) => [link.textContent, link.getAttribute('href')]),
          path,
        ).toEqual([
          [labels[0], `/${lang}/privacy`],
          [labels[1], `/${lang}/accessibility`],
          [labels[2], `/${lang}/sitemap`],
        ]);
      }
    },
  );
});

describe('the site map', () => {
  it('lists the home page, the menu with its nesting, and the policy pages, in the page language', async () => {
    const response = await get('/en/sitemap');
    expect(response.statusCode).toBe(200);
    const page = pageDom(response.body);
    expect(page.document.title).toBe('Site map | Department of Probation');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Site map');
    const [menuList, policyList] = [...page.document.querySelectorAll('main ul.sitemap')];
    const links = (list: Element | undefined) =>
      [...(list?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'));
    const { menu } = await layoutOf(DEMO_SITE_IDS.dept, 'en');
    const flat = (items: readonly MenuItem[]): string[] =>
      items.flatMap((item) => [item.url, ...flat(item.children)]);
    expect(flat(menu)).toContain('/en/history');
    expect(links(menuList)).toEqual(['/en/main', ...flat(menu)]);
    // Nested as the menu nests it: History is in the list under About the department.
    const history = menuList?.querySelector('a[href="/en/history"]');
    expect(history?.closest('ul')?.closest('li')?.querySelector('a')?.textContent).toBe(
      'About the department',
    );
    expect(links(policyList)).toEqual(['/en/privacy', '/en/accessibility']);
    const thai = pageDom((await get('/th/sitemap')).body);
    expect(thai.getByRole('heading', { level: 1, name: 'แผนผังเว็บไซต์' })).toBeTruthy();
  });
});
