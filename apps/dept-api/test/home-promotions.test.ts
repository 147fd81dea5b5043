import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layout, Section } from '@probation/contract';
import { PUBLIC_FORM_NAMES } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, startTestApi, type TestApi } from './helpers/test-api.ts';

/** The home page's banners and useful links, carried by every demo layout in both languages. */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.token();
});
afterAll(() => api.close());

const sites = Object.entries(DEMO_SITE_IDS);

describe.each(['th', 'en'] as const)('banners and useful links (%s)', (lang) => {
  it.each(sites)(
    'every banner of %s leads to a section of its site or a form and shows a media file',
    async (_code, id) => {
      const layout = expectAnswer<Layout>(
        await api.get(`/site/layout/${id}?lang=${lang}`, token),
        200,
        'Layout',
      );
      const sections = (await api.get(`/site/${id}/sections`, token)).json<{ items: Section[] }>().items;
      expect(layout.banners?.length).toBeGreaterThanOrEqual(3);
      for (const banner of layout.banners ?? []) {
        const urlname = new RegExp(`^/${lang}/([a-z-]+)$`).exec(banner.url)?.[1];
        const form = new RegExp(`^/${lang}/forms/([a-z-]+)$`).exec(banner.url)?.[1];
        if (form) expect(PUBLIC_FORM_NAMES).toContain(form);
        else
          expect(sections.some((section) => section.urlname === urlname && section.type !== 'links')).toBe(
            true,
          );
        expect(banner.title).not.toBe('');
        const image = await api.get(banner.image.url, token);
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/svg+xml');
      }
    },
  );

  it.each(sites)('the useful links of %s are https addresses with labels', async (_code, id) => {
    const layout = expectAnswer<Layout>(
      await api.get(`/site/layout/${id}?lang=${lang}`, token),
      200,
      'Layout',
    );
    expect(layout.useful_links?.length).toBeGreaterThanOrEqual(5);
    for (const link of layout.useful_links ?? []) {
      expect(link.url).toMatch(/^https:\/\/[a-z0-9.-]+\.(go\.th|or\.th)\//);
      expect(link.label).not.toBe('');
    }
  });
});
