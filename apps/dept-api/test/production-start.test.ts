import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { accepts, nonLoopbackAddress } from '../../../scripts/lib/network-address.ts';
import { freePort, startNodeProcess, stopProcess, waitUntilReady } from '../../../scripts/lib/product.ts';
import { openDatabase } from '../src/db/database.ts';
import { complaints, members, siteDomains, siteLayouts, sites, tipOffs } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { createTestDatabaseLocation, type TestDatabaseLocation } from './helpers/test-database.ts';

/**
 * dept-api started as production starts it (src/main.ts, NODE_ENV=production, its own clients; decisions 0608, 0609):
 * on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite in a folder.
 */
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const CLIENTS = JSON.stringify([
  { client_id: 'website', client_secret: 'a-secret-of-the-test', scopes: ['site:read'] },
]);

const scratch = await mkdtemp(join(tmpdir(), 'dept-api-production-start-'));
const locations: TestDatabaseLocation[] = [];
const running: ReturnType<typeof startNodeProcess>[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((started) => stopProcess(started.child)));
});
afterAll(async () => {
  await Promise.all(locations.map((location) => location.dispose()));
  await rm(scratch, { recursive: true, force: true });
});

async function emptyDatabase(): Promise<TestDatabaseLocation> {
  const location = await createTestDatabaseLocation();
  locations.push(location);
  return location;
}

async function startDeptApi(database: TestDatabaseLocation, env: Record<string, string> = {}) {
  const port = await freePort();
  const metricsPort = await freePort();
  const started = startNodeProcess(MAIN, {
    NODE_ENV: 'production',
    DEPT_API_CLIENTS: CLIENTS,
    HOST: '0.0.0.0',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    ATTACHMENTS_DIR: join(scratch, `attachments-${port}`),
    MEDIA_CACHE_DIR: join(scratch, `media-cache-${port}`),
    LOG_LEVEL: 'info',
    SEED_DEMO_DATA: '',
    ...database.env,
    ...env,
  });
  running.push(started);
  return { ...started, port, metricsPort, origin: `http://127.0.0.1:${port}` };
}

/** Rows per table, read once dept-api has stopped (PGlite is one process at a time). */
async function rowCounts(location: TestDatabaseLocation) {
  const database = await openDatabase(location.location);
  try {
    const tables = { sites, siteDomains, siteLayouts, members, complaints, tipOffs };
    const counted = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await database.db.select({ n: count() }).from(table);
        return [name, row?.n] as const;
      }),
    );
    return Object.fromEntries(counted);
  } finally {
    await database.close();
  }
}

describe('dept-api started as in production', () => {
  it('creates the schema on an empty database and seeds nothing', async () => {
    const database = await emptyDatabase();
    const api = await startDeptApi(database);
    await waitUntilReady(`${api.origin}/readyz`, api);
    expect(api.output()).toContain('"demoData":false');
    await stopProcess(api.child);

    expect(await rowCounts(database)).toEqual({
      sites: 0,
      siteDomains: 0,
      siteLayouts: 0,
      members: 0,
      complaints: 0,
      tipOffs: 0,
    });
  });

  it('seeds the demo data when SEED_DEMO_DATA=true, and refuses to start on it once the flag is off', async () => {
    const database = await emptyDatabase();
    const demo = await startDeptApi(database, { SEED_DEMO_DATA: 'true' });
    await waitUntilReady(`${demo.origin}/healthz`, demo);
    await stopProcess(demo.child);
    const seeded = await rowCounts(database);
    expect(seeded.sites).toBe(Object.keys(DEMO_SITE_IDS).length);
    expect(seeded.members).toBeGreaterThan(0);
    expect(seeded.complaints).toBeGreaterThan(0);

    const production = await startDeptApi(database);
    const [code] = (await once(production.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    const said = production.output();
    expect(said).toContain('SEED_DEMO_DATA is off, but the database holds demo data');
    expect(said).toMatch(/\d+ demo members/);
    expect(said).toMatch(/\d+ demo complaints/);
    expect(said).toContain('set SEED_DEMO_DATA=true if this deployment is a demonstration');
    // Nothing was changed on the way out.
    expect(await rowCounts(database)).toEqual(seeded);
  });

  // Decision 0608: whoever reaches the machine must not read the metrics.
  const neighbourAddress = nonLoopbackAddress();
  it.runIf(neighbourAddress)(
    'serves its metrics on loopback only by default, even when the API listens on every interface',
    async () => {
      const api = await startDeptApi(await emptyDatabase());
      await waitUntilReady(`${api.origin}/healthz`, api);
      expect(await accepts(neighbourAddress!, api.port)).toBe(true);
      expect((await fetch(`http://127.0.0.1:${api.metricsPort}/metrics`)).status).toBe(200);
      expect(await accepts(neighbourAddress!, api.metricsPort)).toBe(false);
    },
  );
});
