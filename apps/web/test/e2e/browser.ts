import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, driven by playwright-core (the machine cannot download Playwright's own browsers). */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, args: chromiumFlags, headless: true });
}

/** http://<host>:<port><path> on the product started by the global setup (hosts *.localhost reach 127.0.0.1). */
export function siteUrl(host: string, path: string): string {
  return `http://${host}:${inject('webPort')}${path}`;
}

export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await browser.newContext({ locale: 'th-TH', ...options });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until the page's island of that name is live. Islands hydrate when they come near the viewport or take
 * focus or a pointer, so the island is scrolled into view first, as a visitor reaching it would.
 */
export async function islandReady(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.scrollIntoViewIfNeeded();
  await island.and(page.locator('[data-hydrated="true"]')).waitFor({ state: 'attached' });
}

/** Presses Tab until the element matching `selector` has focus (as a keyboard user moves through the page). */
export async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Tabs to the field matching `selector` and types into it. */
export async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}
