import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDetails } from '@probation/contract';
import { openDatabase } from '../src/db/database.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { getSiteDetails } from '../src/sites/site-repository.ts';
import { ADMIN, expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';
import { createTestDatabaseLocation } from './helpers/test-database.ts';

const run = promisify(execFile);
let api: TestApi;
let adminToken: string;
let gatewayToken: string;
beforeAll(async () => {
  api = await startTestApi();
  adminToken = await api.token(ADMIN);
  gatewayToken = await api.token();
});
afterAll(() => api.close());

const put = (siteId: string, payload: unknown, token = adminToken) =>
  api.app.inject({
    method: 'PUT',
    url: `/site/${siteId}/maintenance`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('PUT /site/{siteId}/maintenance', () => {
  it('switches maintenance on and off, and the site details show it', async () => {
    const on = expectAnswer<SiteDetails>(
      await put(DEMO_SITE_IDS.khonkaen, { status: 'Enable' }),
      200,
      'SiteDetails',
    );
    expect(on.is_maintenance.status).toBe('Enable');
    const read = (await api.get(`/site/view/${DEMO_SITE_IDS.khonkaen}`, gatewayToken)).json<SiteDetails>();
    expect(read.is_maintenance.status).toBe('Enable');
    const off = expectAnswer<SiteDetails>(
      await put(DEMO_SITE_IDS.khonkaen, { status: 'Disable' }),
      200,
      'SiteDetails',
    );
    expect(off.is_maintenance.status).toBe('Disable');
    expect(Date.parse(off.updated_at)).toBeGreaterThanOrEqual(Date.parse(on.updated_at));
  });

  it('replaces the message when one is given, keeps it when omitted, clears it with null', async () => {
    const message = { th: 'ปิดปรับปรุงระบบชั่วคราว', en: 'Temporarily closed for maintenance' };
    const set = (await put(DEMO_SITE_IDS.chiangmai, { status: 'Enable', message })).json<SiteDetails>();
    expect(set.is_maintenance.message).toEqual(message);
    const kept = (await put(DEMO_SITE_IDS.chiangmai, { status: 'Disable' })).json<SiteDetails>();
    expect(kept.is_maintenance.message).toEqual(message);
    const cleared = expectAnswer<SiteDetails>(
      await put(DEMO_SITE_IDS.chiangmai, { status: 'Disable', message: null }),
      200,
      'SiteDetails',
    );
    expect(cleared.is_maintenance.message).toBeNull();
  });

  it('is forbidden (403) to the visitor-facing gateway client and 401 without a token', async () => {
    expectError(await put(DEMO_SITE_IDS.dept, { status: 'Enable' }, gatewayToken), 403);
    const anonymous = await api.app.inject({
      method: 'PUT',
      url: `/site/${DEMO_SITE_IDS.dept}/maintenance`,
      payload: { status: 'Enable' },
    });
    expectError(anonymous, 401);
    const details = (await api.get(`/site/view/${DEMO_SITE_IDS.dept}`, gatewayToken)).json<SiteDetails>();
    expect(details.is_maintenance.status).toBe('Disable');
  });

  it.each([
    ['an unknown status', { status: 'on' }],
    ['no status', {}],
    ['a message missing a language', { status: 'Enable', message: { th: 'ปิดปรับปรุง' } }],
    ['an empty message', { status: 'Enable', message: { th: '', en: '' } }],
    ['an unknown field', { status: 'Enable', reason: 'x' }],
    ['a 3 000 character message', { status: 'Enable', message: { th: 'ก'.repeat(3000), en: 'x' } }],
  ])('answers 400 for %s', async (_, payload) => {
    expectError(await put(DEMO_SITE_IDS.dept, payload), 400);
  });

  it('answers 404 for an unknown site', async () => {
    expectError(await put('64b0000000000000000000ff', { status: 'Enable' }), 404);
  });
});

describe('npm run maintenance (command line)', () => {
  const cli = new URL('../src/cli/maintenance.ts', import.meta.url).pathname;

  // Each run of the command migrates and seeds a fresh database folder (all the demo content): seconds each, more
  // on a busy 2-core machine.
  it('seeds no demo site into a database unless asked (decision 0609)', { timeout: 120_000 }, async () => {
    const fresh = await createTestDatabaseLocation();
    try {
      const env = {
        ...process.env,
        ...fresh.env,
        DATABASE_URL: fresh.env.DATABASE_URL ?? '',
        SEED_DEMO_DATA: '',
      };
      await expect(run(process.execPath, [cli, 'phuket', 'on'], { env })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('No site has the code or id "phuket".'),
      });
      const database = await openDatabase(fresh.location);
      try {
        expect(await getSiteDetails(database.db, DEMO_SITE_IDS.phuket)).toBeNull();
      } finally {
        await database.close();
      }
    } finally {
      await fresh.dispose();
    }
  });

  it('switches a site by code or id in the database', { timeout: 120_000 }, async () => {
    const fresh = await createTestDatabaseLocation();
    try {
      const env = {
        ...process.env,
        ...fresh.env,
        DATABASE_URL: fresh.env.DATABASE_URL ?? '',
        SEED_DEMO_DATA: 'true',
      };
      const off = await run(process.execPath, [cli, 'phuket', 'off'], { env });
      expect(off.stdout).toContain(
        'Phuket Provincial Probation Office (64b000000000000000000004): maintenance off',
      );
      const on = await run(process.execPath, [cli, DEMO_SITE_IDS.khonkaen, 'on'], { env });
      expect(on.stdout).toContain('maintenance on');
      const database = await openDatabase(fresh.location);
      try {
        expect((await getSiteDetails(database.db, DEMO_SITE_IDS.phuket))?.is_maintenance.status).toBe(
          'Disable',
        );
        expect((await getSiteDetails(database.db, DEMO_SITE_IDS.khonkaen))?.is_maintenance.status).toBe(
          'Enable',
        );
      } finally {
        await database.close();
      }
    } finally {
      await fresh.dispose();
    }
  });

  it('explains its usage and fails for a bad switch or an unknown site', async () => {
    await expect(run(process.execPath, [cli, 'phuket', 'maybe'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage'),
    });
  });
});
