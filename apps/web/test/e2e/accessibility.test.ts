import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, siteUrl } from './browser.ts';

const require = createRequire(import.meta.url);
let axeSource: string;
let browser: Browser;

beforeAll(async () => {
  axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pages: [string, string, number][] = [
  ['department home, Thai', siteUrl('localhost', '/th/main'), 1280],
  ['department home, English, phone', siteUrl('localhost', '/en/main'), 375],
  ['office home, English', siteUrl('chiangmai.localhost', '/en/main'), 1280],
  ['office home, Thai, phone', siteUrl('khonkaen.localhost', '/th'), 375],
  ['intro page', siteUrl('localhost', '/th/Intropage'), 1280],
  ['maintenance screen', siteUrl('phuket.localhost', '/th/main'), 1280],
  ['404 page', siteUrl('localhost', '/en/missing'), 1280],
  ['unknown site', siteUrl('nowhere.localhost', '/'), 1280],
];

describe('axe-core finds no WCAG 2.2 A/AA violation', () => {
  it.each(pages)('%s', async (_name, url, width) => {
    // axe is injected as an inline script, which the site's CSP (rightly) refuses: bypass it for the audit only.
    const { context, page } = await newPage(browser, { bypassCSP: true, viewport: { width, height: 900 } });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      });
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});
