import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let token: string;
let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'dept-api-media-cache-'));
  api = await startTestApi({ config: { mediaCacheDir: cacheDir } });
  token = await api.token();
});
afterAll(async () => {
  await api.close();
  await rm(cacheDir, { recursive: true, force: true });
});

/** A 1600 × 1067 JPEG of the demo albums. */
const PHOTO = '/media/albums/seminar-1.jpg';

describe('GET /media/{path}?w=&format=', () => {
  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
    ['jpeg', 'image/jpeg', 'jpeg'],
  ] as const)('resizes to a listed width in %s with its content type', async (format, type, decoded) => {
    const response = await api.get(`${PHOTO}?w=640&format=${format}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe(decoded);
    expect([metadata.width, metadata.height]).toEqual([640, 427]);
  });

  it('keeps the format when only the width is asked, and the size when only the format is', async () => {
    const narrow = await api.get(`${PHOTO}?w=320`, token);
    expect(narrow.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(narrow.rawPayload).metadata()).width).toBe(320);
    const webp = await api.get(`${PHOTO}?format=webp`, token);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(1600);
  });

  it('never makes an image larger than it is', async () => {
    const response = await api.get(`${PHOTO}?w=1920&format=webp`, token);
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1600);
  });

  it.each(['w=500', 'w=0', 'w=99999', 'w=abc', 'format=gif', 'format=png', 'w=640&format=AVIF'])(
    'answers 400 for a width or format not in the list (%s)',
    async (query) => {
      expectError(await api.get(`${PHOTO}?${query}`, token), 400);
    },
  );

  it('serves SVG files as they are, whatever the parameters', async () => {
    const plain = await api.get('/media/logos/dept.svg', token);
    const asked = await api.get('/media/logos/dept.svg?w=320&format=webp', token);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('image/svg+xml');
    expect(asked.body).toBe(plain.body);
    expect(asked.headers.etag).toBe(plain.headers.etag); // the original's own, not a variant's
  });

  it('makes each variant once and serves it again from the disk cache', async () => {
    const url = `${PHOTO.replace('seminar-1', 'meeting-3')}?w=480&format=avif`;
    const before = await readdir(cacheDir);
    const [first, second] = await Promise.all([api.get(url, token), api.get(url, token)]);
    const after = await readdir(cacheDir);
    expect(after.length).toBe(before.length + 1);
    const [made] = after.filter((name) => !before.includes(name));
    expect(made).toMatch(/^[0-9a-f]{32}\.avif$/);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    // Served from the file: replace its content and the answer follows the cached file, not the original.
    const marker = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .avif()
      .toBuffer();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(cacheDir, made!), marker);
    const third = await api.get(url, token);
    expect(third.rawPayload.equals(marker)).toBe(true);
    expect((await readdir(cacheDir)).length).toBe(after.length);
  });
});

describe('GET /media/{path}?variant=share', () => {
  it('makes a 1200×630 JPEG of a photo, filling the frame', async () => {
    const response = await api.get(`${PHOTO}?variant=share&w=320&format=webp`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('draws an SVG whole on white', async () => {
    const response = await api.get('/media/logos/dept.svg?variant=share', token);
    expect(response.statusCode).toBe(200);
    const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    // A square emblem drawn whole leaves white margins left and right.
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('loads nothing an SVG references: only its own bytes are drawn', async () => {
    const mediaDir = await mkdtemp(join(tmpdir(), 'dept-api-media-'));
    const isolated = await startTestApi({ config: { mediaDir, mediaCacheDir: join(mediaDir, '.cache') } });
    try {
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
        .png()
        .toFile(join(mediaDir, 'secret.png'));
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="63">' +
        '<image href="secret.png" xlink:href="secret.png" width="120" height="63"/></svg>';
      await writeFile(join(mediaDir, 'drawing.svg'), svg);
      const response = await isolated.get('/media/drawing.svg?variant=share', await isolated.token());
      expect(response.statusCode).toBe(200);
      const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const centre = (315 * 1200 + 600) * 3;
      expect([...data.subarray(centre, centre + 3)]).toEqual([255, 255, 255]);
    } finally {
      await isolated.close();
      await rm(mediaDir, { recursive: true, force: true });
    }
  });

  it('refuses a variant the contract does not list', async () => {
    expectError(await api.get(`${PHOTO}?variant=huge`, token), 400);
  });
});
