import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, siteUrl } from './browser.ts';

/**
 * The home page looks composed on a phone, a tablet and a desktop on every demo site: every row of its
 * grids (banners, news, videos, services, useful links) is full, so no card stands alone in a row of a grid with
 * several columns; the coming events and the latest documents beside them are about as tall.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface GridRows {
  name: string;
  items: number;
  /** Per row: how many items, and how far its last item ends short of the grid's right edge (px). */
  rows: { items: number; gap: number }[];
}

/** The rows of each home grid, as laid out. */
function gridRows(page: Page): Promise<GridRows[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main ul.home-grid')].map((grid) => {
      const box = grid.getBoundingClientRect();
      const byTop = new Map<number, DOMRect[]>();
      for (const item of grid.children) {
        const rect = item.getBoundingClientRect();
        const top = Math.round(rect.top);
        byTop.set(top, [...(byTop.get(top) ?? []), rect]);
      }
      const heading = grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className;
      return {
        name: heading,
        items: grid.children.length,
        rows: [...byTop.values()].map((rects) => ({
          items: rects.length,
          gap: Math.round(box.right - Math.max(...rects.map((rect) => rect.right))),
        })),
      };
    }),
  );
}

/** The height of the events and of the documents beside them: from the heading to the list's last line. */
function pairHeights(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.home-pair > section')].map((section) => {
      const heading = section.querySelector('h2')!.getBoundingClientRect();
      const list = section.querySelector('ul')?.getBoundingClientRect() ?? heading;
      return Math.round(list.bottom - heading.top);
    }),
  );
}

const sites = ['localhost', 'chiangmai.localhost', 'khonkaen.localhost'];

describe('the home page at 320, 768 and 1280 px', () => {
  for (const host of sites) {
    for (const lang of ['th', 'en']) {
      it(`${host} /${lang}: grids with full rows, events as tall as the documents`, async () => {
        for (const width of [320, 768, 1280]) {
          const { context, page } = await newPage(browser, { viewport: { width, height: 900 } });
          await page.goto(siteUrl(host, `/${lang}/main`));
          const where = `${host} /${lang} at ${width} px`;
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBe(width);
          const grids = await gridRows(page);
          // Banners (when the site has some), highlighted and latest news, videos, services, useful links.
          expect(grids.length, where).toBeGreaterThanOrEqual(5);
          for (const grid of grids) {
            const several = grid.rows.some((row) => row.items > 1);
            for (const row of grid.rows) {
              expect(row.gap, `${where}, ${grid.name}: ${JSON.stringify(grid.rows)}`).toBeLessThanOrEqual(1);
            }
            if (width === 320) expect(several, `${where}, ${grid.name}`).toBe(false);
            else if (grid.items > 1) expect(several, `${where}, ${grid.name}`).toBe(true);
          }
          const latest = grids.find((grid) => grid.name === (lang === 'th' ? 'ข่าวล่าสุด' : 'Latest news'));
          expect(latest?.items, where).toBeGreaterThan(1);
          if (width === 1280) {
            const [events, documents] = await pairHeights(page);
            const ratio = Math.max(events!, documents!) / Math.min(events!, documents!);
            expect(ratio, `${where}: events ${events} px, documents ${documents} px`).toBeLessThan(1.5);
          }
          await context.close();
        }
      });
    }
  }
});
