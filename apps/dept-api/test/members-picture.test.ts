import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { MemberSession } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { demoMember } from '../src/seed/demo-members.ts';
import { expectAnswer, startTestApi, type TestApi } from './helpers/test-api.ts';
import { multipart } from './helpers/multipart.ts';

const SITE: string = DEMO_SITE_IDS.dept;
const demo = demoMember('dept');

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  const gateway = await api.token();
  const login = await api.app.inject({
    method: 'POST',
    url: '/member/login',
    headers: { authorization: `Bearer ${gateway}`, 'x-site-id': SITE },
    payload: { email: demo.email, password: demo.password, sender_ip: '203.0.113.5' },
  });
  token = expectAnswer<MemberSession>(login, 200, 'MemberSession').access_token;
});
afterAll(() => api.close());

function upload(data: Buffer, options: { id?: string; filename?: string; contentType?: string } = {}) {
  const body = multipart([
    {
      field: 'picture',
      filename: options.filename ?? 'me.jpg',
      contentType: options.contentType ?? 'image/jpeg',
      data,
    },
  ]);
  return api.app.inject({
    method: 'POST',
    url: `/member/profile-picture/${options.id ?? demo.id}`,
    headers: { authorization: `Bearer ${token}`, 'x-site-id': SITE, ...body.headers },
    payload: body.payload,
  });
}

function download() {
  return api.app.inject({
    method: 'GET',
    url: `/member/profile-picture/${demo.id}`,
    headers: { authorization: `Bearer ${token}`, 'x-site-id': SITE },
  });
}

function problems(response: Awaited<ReturnType<typeof upload>>, status = 422) {
  return expectAnswer<{ success: boolean; problems?: unknown }>(response, status, 'MemberFailure');
}

describe('profile picture', () => {
  it('has none at first', async () => {
    const response = await download();
    expect(expectAnswer<{ code: string }>(response, 404, 'MemberFailure').code).toBe('not_found');
  });

  it('turns a JPEG upright, fits it in 512 × 512 and drops its EXIF (camera, owner)', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'SECRET-OWNER', Make: 'SECRET-CAMERA' } } })
      .toBuffer();
    expect(photo.includes('SECRET-CAMERA')).toBe(true);
    const response = await upload(photo);
    const body = expectAnswer<{ data: { profile_image: string } }>(response, 200, 'MemberProfileAnswer');
    expect(body.data.profile_image).toBe(`/member/profile-picture/${demo.id}?v=1`);

    const stored = await download();
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['cache-control']).toBe('no-store');
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 384, 512]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.rawPayload.includes('SECRET')).toBe(false);
  });

  it('stores a GIF as a PNG (its first frame) and replaces the previous picture', async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00ff00ff' } })
      .gif()
      .toBuffer();
    const body = expectAnswer<{ data: { profile_image: string } }>(
      await upload(gif, { filename: 'me.gif', contentType: 'image/gif' }),
      200,
      'MemberProfileAnswer',
    );
    expect(body.data.profile_image).toMatch(/\?v=2$/);
    const stored = await download();
    expect(stored.headers['content-type']).toBe('image/png');
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);
  });

  it('tells the type by content, not by name: a PDF named .jpg and a broken JPEG are refused', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20)]);
    expect(problems(await upload(pdf)).problems).toEqual([
      { field: 'picture', message: 'forms.errors.pictureFormat' },
    ]);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    expect(problems(await upload(broken)).problems).toEqual([
      { field: 'picture', message: 'forms.errors.pictureFormat' },
    ]);
  });

  it('refuses a picture over 2 MB (422), and a body far over it before reading it (413)', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024, 0x41)]);
    expect(problems(await upload(big)).problems).toEqual([
      { field: 'picture', message: 'forms.errors.pictureTooLarge' },
    ]);
    const huge = Buffer.alloc(3 * 1024 * 1024, 0x41);
    expect(problems(await upload(huge), 413)).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it("refuses another member's id and a JSON body", async () => {
    const other = demoMember('chiangmai').id;
    expect(problems(await upload(Buffer.alloc(10), { id: other }), 403)).toMatchObject({
      code: 'not_your_account',
    });
    const json = await api.app.inject({
      method: 'POST',
      url: `/member/profile-picture/${demo.id}`,
      headers: { authorization: `Bearer ${token}`, 'x-site-id': SITE },
      payload: { picture: 'x' },
    });
    expect(problems(json, 415)).toMatchObject({ code: 'unsupported_media_type' });
  });
});
