import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ANY_PAGE_JS_BUDGET_KB,
  firstLoadJsBudgetKb,
  MEASURED_PAGES,
  pathOf,
  type PageToMeasure,
} from '../../../../scripts/lib/measured-pages.ts';
import { launchBrowser, newPage, siteUrl } from './browser.ts';

/**
 * The front-end budget (docs/performance.md), held per page kind (decision 0415): the JavaScript a page loads on a
 * phone before the visitor does anything, counted as Lighthouse counts it (every script response, headers and
 * compressed body, as the browser received it) and again as the build's gzip files of the same scripts (what a
 * browser without brotli gets), stays within the page kind's budget; with every island of the page reached (scrolled
 * to), within the budget of any page; and no text of the other language is downloaded. The pages are Lighthouse's
 * (scripts/lib/measured-pages.ts) and a video, whose player facade is the third island. The figures and the
 * headroom are printed.
 */
const pages: readonly PageToMeasure[] = [
  ...MEASURED_PAGES,
  { label: 'video (YouTube)', path: '/{lang}/videos/dept-v04' },
];
/** Lighthouse's phone (its mobile emulation's screen). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const assetsDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

interface Script {
  path: string;
  /** Response headers and body as received (the body compressed as the server sent it). */
  sent: number;
  encoding: string;
}

let browser: Browser;
const report: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  console.log(
    `First-load JavaScript (KB of 1024 bytes; sent = as Lighthouse counts it, gzip = the build's .gz files):\n${report.join('\n')}`,
  );
});

/** Records every script the page loads, with the bytes it took. */
function recordScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        path: new URL(request.url()).pathname,
        sent: sizes.responseHeadersSize + sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      })),
    );
  });
  return () => Promise.all(pending);
}

/**
 * The size of a built script as a gzip-only browser receives it (the .gz file, or the file when gzip is not smaller).
 */
function gzipBytes(path: string): number {
  const file = `${assetsDir}${path}`;
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return statSync(file).size;
  }
}

/** Waits until the page's island number `index` is live (hydrated). */
async function live(page: Page, index: number): Promise<void> {
  await page.locator('[data-island]').nth(index).and(page.locator('[data-hydrated="true"]')).waitFor({
    state: 'attached',
  });
}

const kb = (bytes: number) => bytes / 1024;
const total = (scripts: readonly Script[], size: (script: Script) => number) =>
  kb(scripts.reduce((sum, script) => sum + size(script), 0));

describe.concurrent('first-load JavaScript stays within its budget', () => {
  const cases = pages.flatMap((page) =>
    (page.langs ?? (['th', 'en'] as const)).map((lang) => [`${page.label} (${lang})`, page, lang] as const),
  );
  it.each(cases)('%s', async (name, measured, lang) => {
    const budget = firstLoadJsBudgetKb(measured.label);
    const { context, page } = await newPage(browser, PHONE);
    const scripts = recordScripts(page);
    const response = await page.goto(
      siteUrl('localhost', await pathOf(measured, lang, siteUrl('localhost', ''))),
    );
    expect(response?.status()).toBe(200);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    // Islands in view hydrate by themselves (Lighthouse's run counts them too): wait until they are live.
    const inView = await page.$$eval('[data-island]', (islands) =>
      islands.flatMap((island, index) =>
        island.getBoundingClientRect().top < innerHeight + 200 ? [[index, island.dataset.island]] : [],
      ),
    );
    for (const [index] of inView) await live(page, Number(index));
    await page.waitForLoadState('networkidle');
    const firstLoad = await scripts();

    // Then every island reached, as a visitor scrolling to it would.
    const islandCount = await page.locator('[data-island]').count();
    for (let index = 0; index < islandCount; index++) {
      await page.locator('[data-island]').nth(index).scrollIntoViewIfNeeded();
      await live(page, index);
    }
    await page.waitForLoadState('networkidle');
    const withIslands = await scripts();
    await context.close();

    const sent = total(firstLoad, (script) => script.sent);
    const gzip = total(firstLoad, (script) => gzipBytes(script.path));
    const reachedSent = total(withIslands, (script) => script.sent);
    const reachedGzip = total(withIslands, (script) => gzipBytes(script.path));
    const encodings = [...new Set(firstLoad.map((script) => script.encoding))].join('+');
    report.push(
      `  ${name.padEnd(26)} sent ${sent.toFixed(1).padStart(5)} (${encodings}), gzip ${gzip.toFixed(1).padStart(5)}` +
        ` of ${budget}: headroom ${(budget - Math.max(sent, gzip)).toFixed(1).padStart(5)}` +
        (inView.length > 0 ? ` (${inView.map(([, island]) => island).join(', ')} in view)` : '') +
        (islandCount > 0
          ? `; islands reached ${reachedSent.toFixed(1)} / ${reachedGzip.toFixed(1)} of ${ANY_PAGE_JS_BUDGET_KB}`
          : ''),
    );
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(sent, `${name}: ${firstLoad.map((script) => script.path).join(' ')}`).toBeLessThanOrEqual(budget);
    expect(gzip, `${name}: ${firstLoad.map((script) => script.path).join(' ')}`).toBeLessThanOrEqual(budget);
    expect(reachedSent).toBeLessThanOrEqual(ANY_PAGE_JS_BUDGET_KB);
    expect(reachedGzip).toBeLessThanOrEqual(ANY_PAGE_JS_BUDGET_KB);
    // Texts come only in the page's language (the island texts' chunks are named `<lang>-<island>`). Before
    // decision 0415 every Thai page with an island also downloaded the English catalogue.
    const texts = withIslands
      .map((script) => script.path)
      .filter((path) => /\/(th|en)-[\w-]+\.js$/.test(path));
    expect(texts.filter((path) => !path.startsWith(`/assets/${lang}-`))).toEqual([]);
  });
});
