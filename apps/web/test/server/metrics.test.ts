import { describe, expect, it } from 'vitest';
import { accepts, nonLoopbackAddress } from '../../../../scripts/lib/network-address.ts';
import { upstreamOperation } from '../../src/server/metrics/observers.ts';
import { eventually, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** Prometheus metrics: their own port, bounded labels, cache, upstream and token counters. */

const MAIN_SITE = '64b000000000000000000001';
const ALBUMS = `query ($lang: Language!) { currentSite { albums(lang: $lang) { total } } }`;

/** The value of one sample (`name{labels} value`) in a Prometheus text answer; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const body = line.slice(name.length + 1, line.lastIndexOf('}'));
    const found = Object.entries(labels).every(([key, value]) => body.includes(`${key}="${value}"`));
    if (found) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('metrics', () => {
  const api = useDeptApiUnderTest();

  async function listening() {
    api.server = await startTestApp(
      api.deptApi,
      { METRICS_PORT: '0' },
      {
        beforeReady: (app) =>
          app.get('/test/cached-page', async (_request, reply) =>
            reply.header('x-page-cache', 'hit').send('ok'),
          ),
      },
    );
    const { app } = api.server;
    const mainUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    // The metrics port opens from the onListen hook, just after the main one.
    await eventually(() => app.metricsServer.address !== null);
    const port = app.metricsServer.address?.port;
    const metricsUrl = `http://127.0.0.1:${port}/metrics`;
    const scrape = async () => {
      const response = await fetch(metricsUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      return response.text();
    };
    return { app, mainUrl, metricsUrl, scrape };
  }

  it('serves /metrics on its own port only, and closes that port with the app', async () => {
    const { app, mainUrl, metricsUrl, scrape } = await listening();
    expect((await fetch(`${mainUrl}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    const text = await scrape();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    await app.close();
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });

  // Decision 0608: whoever reaches the machine must not read the metrics; the chart binds them to the pod's IP.
  const neighbourAddress = nonLoopbackAddress();
  it.runIf(neighbourAddress)(
    'listens for metrics on loopback only by default, even when the site listens on every interface',
    async () => {
      api.server = await startTestApp(api.deptApi, { METRICS_PORT: '0' });
      const { app } = api.server;
      const mainUrl = await app.listen({ port: 0, host: '0.0.0.0' });
      await eventually(() => app.metricsServer.address !== null);
      const port = app.metricsServer.address!.port;
      expect(await accepts(neighbourAddress!, Number(new URL(mainUrl).port))).toBe(true);
      expect(await accepts('127.0.0.1', port)).toBe(true);
      expect(await accepts(neighbourAddress!, port)).toBe(false);
    },
  );

  it.runIf(neighbourAddress)('listens for metrics on the address METRICS_HOST names', async () => {
    api.server = await startTestApp(api.deptApi, { METRICS_PORT: '0', METRICS_HOST: neighbourAddress! });
    const { app } = api.server;
    await app.listen({ port: 0, host: '127.0.0.1' });
    await eventually(() => app.metricsServer.address !== null);
    const port = app.metricsServer.address!.port;
    expect((await fetch(`http://${neighbourAddress}:${port}/metrics`)).status).toBe(200);
    expect(await accepts('127.0.0.1', port)).toBe(false);
  });

  it('counts requests by route pattern, status and site id, never by raw path or host', async () => {
    const { app, scrape } = await listening();
    const before = await scrape();
    const answer = await api.server!.graphql(ALBUMS, { variables: { lang: 'th' } });
    expect(answer.statusCode).toBe(200);
    const notFound = await app.inject({ url: '/no/such/page-7f3a9', headers: { host: 'localhost' } });
    expect(notFound.statusCode).toBe(404);
    const after = await scrape();

    const graphqlLabels = { route: '/graphql', method: 'POST', status: '200', site: MAIN_SITE };
    expect(sample(after, 'http_requests_total', graphqlLabels)).toBe(
      sample(before, 'http_requests_total', graphqlLabels) + 1,
    );
    expect(sample(after, 'http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThan(0);
    expect(sample(after, 'http_request_duration_seconds_count', { route: '/graphql' })).toBeGreaterThan(0);
    expect(after).not.toContain('page-7f3a9');
    expect(after).not.toMatch(/host="|localhost/);
  });

  it('counts data cache misses then hits, upstream calls by operation, and token refreshes', async () => {
    const { scrape } = await listening();
    const before = await scrape();
    await api.server!.graphql(ALBUMS, { variables: { lang: 'th' } });
    await api.server!.graphql(ALBUMS, { variables: { lang: 'th' } });
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);

    expect(delta('data_cache_lookups_total', { outcome: 'miss' })).toBeGreaterThan(0);
    expect(delta('data_cache_lookups_total', { outcome: 'hit' })).toBeGreaterThan(0);
    expect(
      delta('upstream_calls_total', { operation: 'site/:id/albums', method: 'GET', status: '200' }),
    ).toBe(1);
    expect(sample(after, 'upstream_token_refreshes_total', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(
      sample(after, 'upstream_call_duration_seconds_count', { operation: 'site/view/domain' }),
    ).toBeGreaterThan(0);
  });

  it('counts page cache outcomes from the x-page-cache header', async () => {
    const { app, scrape } = await listening();
    const before = sample(await scrape(), 'page_cache_answers_total', { outcome: 'hit' });
    const page = await app.inject({ url: '/test/cached-page', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    expect(sample(await scrape(), 'page_cache_answers_total', { outcome: 'hit' })).toBe(before + 1);
  });

  it('names upstream operations by the shape of their path', () => {
    expect(upstreamOperation('/site/64b1/news/some-slug?lang=th')).toBe('site/:id/news/:id');
    expect(upstreamOperation('/site/view/domain')).toBe('site/view/domain');
    expect(upstreamOperation('/media/albums/a/b/c.jpg')).toBe('media');
    expect(upstreamOperation('/oauth2/client/access-token')).toBe('oauth2/client/access-token');
    expect(upstreamOperation('/a/b/c/d/e/f/g/h')).toBe(':id/:id/:id/:id/:id/:id');
  });
});
