import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import type { Layout } from '@probation/contract';
import { expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.token();
});
afterAll(() => api.close());

describe('GET /media/{path}', () => {
  it('serves every logo and intro image the layouts name, as SVG with a script-free policy', async () => {
    for (const id of Object.values(DEMO_SITE_IDS)) {
      const layout = (await api.get(`/site/layout/${id}`, token)).json<Layout>();
      for (const url of [layout.logo.url, layout.intro.image.url]) {
        const response = await api.get(url, token);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(response.body).not.toMatch(/<script/i);
      }
    }
  });

  it('needs a token', async () => {
    expectError(await api.app.inject({ method: 'GET', url: '/media/logos/dept.svg' }), 401);
  });

  it.each([
    '/media/../package.json',
    '/media/..%2f..%2fpackage.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/logos/..%2f..%2f..%2fpackage.json',
    '/media/logos/%2e%2e%5c%2e%2e%5cpackage.json',
    '/media/%2fetc%2fpasswd',
    '/media//etc/passwd',
    '/media/logos/.hidden.svg',
    '/media/logos',
    '/media/logos/',
    '/media/logos/nothing.svg',
    '/media/logos/dept.SVG.txt',
    '/media/' + 'a/'.repeat(100) + 'x.svg',
  ])('answers 404 for %s', async (url) => {
    const response = await api.get(url, token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

it('answers 400 for a path longer than 512 characters', async () => {
  expectError(await api.get(`/media/${'x'.repeat(700)}.svg`, token), 400);
});

it('answers 400 for a NUL character in the path (no request may carry one)', async () => {
  expectError(await api.get('/media/logos/dept.svg%00.png', token), 400);
});

describe('media folder boundaries', () => {
  let dir: string;
  let outside: string;
  let own: TestApi;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dept-api-media-'));
    outside = await mkdtemp(join(tmpdir(), 'dept-api-outside-'));
    await mkdir(join(dir, 'docs'));
    await writeFile(join(dir, 'docs', 'report.pdf'), '%PDF-1.7\n');
    await writeFile(join(dir, 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
    await writeFile(join(outside, 'secret.png'), 'not yours');
    await symlink(join(outside, 'secret.png'), join(dir, 'escape.png'));
    own = await startTestApi({ config: { mediaDir: dir } });
  });
  afterAll(async () => {
    await own.close();
    await rm(dir, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  it('gives each file the content type of its extension', async () => {
    const ownToken = await own.token();
    expect((await own.get('/media/docs/report.pdf', ownToken)).headers['content-type']).toBe(
      'application/pdf',
    );
    expect((await own.get('/media/photo.jpg', ownToken)).headers['content-type']).toBe('image/jpeg');
  });

  it('does not follow a symbolic link out of the media folder', async () => {
    expect((await own.get('/media/escape.png', await own.token())).statusCode).toBe(404);
  });
});
