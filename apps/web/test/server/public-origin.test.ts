import { beforeAll, describe, expect, it } from 'vitest';
import { demoSite, tables } from './support/demo-seed.ts';
import { rawRequest } from './support/raw-request.ts';
import { startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/**
 * Absolute URLs (robots.txt, sitemap, feeds) name the site's configured public origin: one of the domains the site
 * registers, with the configured scheme and port. Nothing of the Host header but the choice of a registered
 * domain reaches them (docs/decisions/0225, 0226).
 */

const dept = demoSite('dept');

function get(api: ReturnType<typeof useDeptApiUnderTest>, url: string, host: string) {
  return api.server!.app.inject({ method: 'GET', url, headers: { host } });
}

const sitemapLine = (body: string) => body.split('\n').find((line) => line.startsWith('Sitemap:'));

describe('public origin of a site', () => {
  const api = useDeptApiUnderTest();

  beforeAll(async () => {
    // The department's public domain, registered beside the demo's localhost ones.
    await api.deptApi.database.db
      .insert(tables.siteDomains)
      .values({ domain: 'www.probation.go.th', siteId: dept.id, position: dept.domains.length });
  });

  it.each([
    ['localhost:9999', 'port'],
    ['evil.com@localhost', 'userinfo'],
    ['localhost/x', 'path'],
    ['LOCALHOST.', 'case and trailing dot'],
  ])('robots.txt names the configured origin whatever the Host header says (%s: %s)', async (host) => {
    api.server = await startTestApp(api.deptApi);
    const response = await get(api, '/robots.txt', host);
    expect(response.statusCode).toBe(200);
    expect(sitemapLine(response.body)).toBe('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('sitemap and feed carry no port, userinfo or path from the Host header', async () => {
    api.server = await startTestApp(api.deptApi);
    for (const host of ['localhost:9999', 'evil.com@localhost:1', 'localhost/x']) {
      for (const url of ['/sitemap.xml', '/en/rss.xml']) {
        const response = await get(api, url, host);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('http://localhost:3000/');
        expect(response.body).not.toMatch(/9999|evil|localhost:1\b|localhost\/x/);
      }
    }
  });

  it('is https with no port in production, on the domain the site registers', async () => {
    api.server = await startTestApp(api.deptApi, { NODE_ENV: 'production', PORT: '8080' });
    const response = await get(api, '/robots.txt', 'WWW.Probation.go.th.:8080');
    expect(sitemapLine(response.body)).toBe('Sitemap: https://www.probation.go.th/sitemap.xml');
  });

  it('takes its scheme and port from PUBLIC_SCHEME and PUBLIC_PORT', async () => {
    api.server = await startTestApp(api.deptApi, { PUBLIC_SCHEME: 'https', PUBLIC_PORT: '8443' });
    expect(sitemapLine((await get(api, '/robots.txt', 'localhost:3000')).body)).toBe(
      'Sitemap: https://localhost:8443/sitemap.xml',
    );
    await api.server.close();
    api.server = await startTestApp(api.deptApi, { PUBLIC_PORT: 'none' });
    expect(sitemapLine((await get(api, '/robots.txt', 'chiangmai.localhost:3000')).body)).toBe(
      'Sitemap: http://chiangmai.localhost/sitemap.xml',
    );
  });

  it('names the first registered domain when the lookup matched a host the site does not register', async () => {
    api.server = await startTestApp(api.deptApi);
    api.deptApi.answerIdsFor('alias.example', [dept.id]);
    const response = await get(api, '/robots.txt', 'alias.example');
    expect(sitemapLine(response.body)).toBe(`Sitemap: http://${dept.domains[0]}:3000/sitemap.xml`);
  });

  it('names localhost when DEV_SITE_DOMAIN shows one site on every host (development)', async () => {
    api.server = await startTestApp(api.deptApi, {
      NODE_ENV: 'development',
      DEV_SITE_DOMAIN: 'chiangmai.localhost',
    });
    const response = await get(api, '/robots.txt', 'anything.example:3000');
    expect(sitemapLine(response.body)).toBe('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('serves the path of an absolute-form request target, on the host the target names (RFC 9112 §3.2.2)', async () => {
    api.server = await startTestApp(api.deptApi);
    await api.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.server.app.server.address() as { port: number };

    const elsewhere = await rawRequest(port, 'GET http://evil.example/robots.txt HTTP/1.1', {
      host: 'localhost',
    });
    expect(elsewhere.status).toBe('HTTP/1.1 404 Not Found');
    expect(elsewhere.body).not.toContain('Sitemap');

    const chiangmai = await rawRequest(port, 'GET http://chiangmai.localhost:7/robots.txt HTTP/1.1', {
      host: 'localhost',
    });
    expect(chiangmai.status).toBe('HTTP/1.1 200 OK');
    expect(sitemapLine(chiangmai.body)).toBe('Sitemap: http://chiangmai.localhost:3000/sitemap.xml');
  });
});
