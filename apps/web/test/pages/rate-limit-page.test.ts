import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startDeptApiUnderTest, type DeptApiUnderTest } from '../server/support/dept-api-under-test.ts';
import { startPageApp } from './support/page-app.ts';
import { pageAnswer } from './support/page-dom.ts';

/** A visitor over the rate limit gets the error page in its language, with Retry-After. */

let deptApi: DeptApiUnderTest;
let app: FastifyInstance;

beforeAll(async () => {
  deptApi = await startDeptApiUnderTest();
  app = await startPageApp(deptApi, { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(async () => {
  await app?.close();
  await deptApi?.close();
});

const page = (url: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', accept: 'text/html' }, remoteAddress });

describe('the 429 page', () => {
  it.each([
    ['/th/main', 'th-TH', '198.51.100.1', 'มีการเรียกใช้งานจากการเชื่อมต่อของท่านมากเกินกำหนด'],
    ['/en/main', 'en', '198.51.100.2', 'Too many requests from your connection'],
  ])('%s past the limit: 429, Retry-After, the message in %s', async (url, lang, address, text) => {
    expect((await page(url, address)).statusCode).toBe(200);
    expect((await page(url, address)).statusCode).toBe(200);
    const over = pageAnswer(await page(url, address));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['cache-control']).toBe('no-store');
    expect(over.headers['content-type']).toMatch(/^text\/html/);
    expect(over.headers['content-security-policy']).toBeDefined();
    expect(over.document.documentElement.getAttribute('lang')).toBe(lang);
    // The heading says which error it is (a screen reader reads it), then the message; the large 429 is for the eye.
    const heading = over.getByRole('heading', { level: 1 }).textContent;
    expect(heading).toMatch(/^\S+ 429: /);
    expect(heading).toContain(text);
    expect(over.getByText('429').getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves the build files unlimited', async () => {
    for (let index = 0; index < 4; index += 1) {
      expect((await page('/assets/not-there.js', '198.51.100.3')).statusCode).not.toBe(429);
    }
  });
});
