import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { startTestApi, type TestApi } from './helpers/test-api.ts';

/** dept-api's own Prometheus metrics: a port of their own, requests by route pattern. */

let api: TestApi;
let mainUrl: string;
let metricsUrl: string;
beforeAll(async () => {
  api = await startTestApi();
  mainUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const until = Date.now() + 3000;
  while (!api.app.metricsServer.address && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  metricsUrl = `http://127.0.0.1:${api.app.metricsServer.address?.port}/metrics`;
});
afterAll(() => api.close());

describe('/metrics', () => {
  it('answers on the metrics port only', async () => {
    expect((await fetch(`${mainUrl}/metrics`)).status).toBe(404);
    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts requests by route pattern and status, not by raw path', async () => {
    const token = await api.token();
    expect((await api.get(`/site/layout/${DEMO_SITE_IDS.dept}?lang=th`, token)).statusCode).toBe(200);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toMatch(
      /http_requests_total\{route="\/site\/layout\/:siteId",method="GET",status="200",site="none"\} 1/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/site\/layout\/:siteId"/);
    expect(text).not.toContain(DEMO_SITE_IDS.dept);
  });
});
