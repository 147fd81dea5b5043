import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, siteUrl } from './browser.ts';

/**
 * The calendar in the real product (dept-api's demo events, dated around today): month grid → next month by
 * keyboard → the URL has the month → back → open an event → download its .ics, in th and en on two sites.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function bangkokMonth(offset: number): string {
  const now = new Date(Date.now() + 7 * 3600 * 1000);
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Presses Tab until the focused element matches `selector` (at most `limit` times); the number of presses. */
async function tabTo(page: Page, selector: string, limit = 120): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) {
      return presses;
    }
  }
  throw new Error(`Tab never reached ${selector}`);
}

const visits: [string, 'th' | 'en'][] = [
  ['localhost', 'th'],
  ['localhost', 'en'],
  ['chiangmai.localhost', 'th'],
  ['chiangmai.localhost', 'en'],
];

describe('calendar navigation', () => {
  it.each(visits)('on %s in %s: next month by keyboard, back, an event, its .ics', async (host, lang) => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const calendar = siteUrl(host, `/${lang}/calendar`);
    expect((await page.goto(calendar))?.status()).toBe(200);
    const caption = page.locator('.cal-grid caption');
    const thisMonth = await caption.textContent();
    const year = Number(/(\d{4})$/.exec(thisMonth!)?.[1]);
    expect(year).toBeGreaterThan(lang === 'th' ? 2500 : 2000);
    expect(year).toBeLessThan(lang === 'th' ? 2700 : 2200);
    expect(await page.locator('td[aria-current="date"]').count()).toBe(1);

    await tabTo(page, 'a[rel="next"]');
    await page.keyboard.press('Enter');
    const next = bangkokMonth(1);
    await page.waitForURL((url) => url.searchParams.get('month') === next);
    expect(await caption.textContent()).not.toBe(thisMonth);
    expect(await page.locator('td[aria-current="date"]').count()).toBe(0);

    await page.goBack();
    await page.waitForURL(calendar);
    expect(await caption.textContent()).toBe(thisMonth);

    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('month') === next);
    const links = page.locator('.cal-event');
    expect(await links.count()).toBeGreaterThan(0);
    const href = (await links.first().getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/${lang}/calendar/[A-Za-z0-9-]+$`));
    await links.first().click();
    await page.waitForURL(siteUrl(host, href));
    const title = (await page.locator('h1').textContent())!;
    expect(title.length).toBeGreaterThan(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: title,
      eventStatus: 'https://schema.org/EventScheduled',
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(`a[href="${href}/event.ics"]`).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    const summary = lines.find((line) => line.startsWith('SUMMARY'));
    expect(summary?.replace(/\\([,;\\])/g, '$1')).toContain(title);
    expect(lines.some((line) => /^DTSTART(;VALUE=DATE:\d{8}|:\d{8}T\d{6}Z)$/.test(line))).toBe(true);
    await context.close();
  });
});

describe('the month grid by keyboard', () => {
  it('reaches every event link in reading order and leaves the grid (no keyboard trap)', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(siteUrl('localhost', `/en/calendar?month=${bangkokMonth(1)}`));
    const inOrder = await page
      .locator('.cal-event')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(inOrder.length).toBeGreaterThan(3);
    const focused: (string | null)[] = [];
    await tabTo(page, '.cal-event');
    focused.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null));
    for (let index = 1; index < inOrder.length; index += 1) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null));
    }
    expect(focused).toEqual(inOrder);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cal-grid')))).toBe(false);
    await context.close();
  });

  it('is a list of days with events on a phone', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 800 } });
    await page.goto(siteUrl('localhost', `/th/calendar?month=${bangkokMonth(1)}`));
    expect(await page.locator('.cal-grid thead').isVisible()).toBe(false);
    const shown = page.locator('td.cal-day:visible');
    expect(await shown.count()).toBeGreaterThan(0);
    expect(await shown.count()).toBe(await page.locator('td.cal-day--events').count());
    expect(await page.locator('.cal-day__full:visible').first().textContent()).toMatch(
      /^วัน.+ที่ \d+ .+ 25\d\d$/,
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await context.close();
  });
});

describe('agenda', () => {
  it('switches to the agenda by a link, keeps the month, and lists days with events', async () => {
    const { context, page } = await newPage(browser);
    const month = bangkokMonth(1);
    await page.goto(siteUrl('chiangmai.localhost', `/en/calendar?month=${month}`));
    await page.getByRole('link', { name: 'Agenda' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('view') === 'agenda' && url.searchParams.get('month') === month,
    );
    expect(await page.locator('.agenda__day').count()).toBeGreaterThan(0);
    expect(await page.locator('.agenda-event__title a').count()).toBeGreaterThan(0);
    await context.close();
  });
});
