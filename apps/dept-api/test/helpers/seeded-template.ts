/**
 * The demo seed at TEST_SEED_DATE, made once per test run and copied for each test file that starts dept-api
 * (test-api.ts): migrating and seeding take about 5 s a file on this machine, a copy well under 1 s on PostgreSQL
 * (CREATE DATABASE … TEMPLATE) and about 1 s on PGlite (a dump of the seeded data folder).
 *
 * The first file that needs a driver's template claims it with a lock file in the run's folder (global-setup.ts)
 * and seeds it; the others wait for it. Outside a run with that folder (a script), every call seeds afresh.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { claim, waitFor } from './run-once.ts';
import {
  TEST_DATABASE_URL,
  createTestDatabase,
  type TestDatabase,
  type TestDriver,
} from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this run where the seeded templates are made (global-setup.ts). */
    seededTemplateDir: string;
    /** The name of this run's seeded PostgreSQL template database (dropped by global-setup.ts). */
    seededTemplateDatabase: string;
  }
}

/** A fresh, migrated database holding the demo seed at `seededAt`, on the driver asked for. */
export async function createSeededTestDatabase(driver: TestDriver, seededAt: Date): Promise<TestDatabase> {
  const folder = inject('seededTemplateDir') as string | undefined;
  if (!folder) return seedFresh(driver, seededAt);
  const ready = join(folder, `${driver}.ready`);
  if (await claim(join(folder, `${driver}.lock`))) {
    await makeTemplate(driver, folder, seededAt);
    await writeFile(ready, seededAt.toISOString());
  } else {
    await waitFor(ready);
  }
  const templateSeededAt = await readFile(ready, 'utf8');
  if (templateSeededAt !== seededAt.toISOString()) return seedFresh(driver, seededAt);
  return driver === 'pglite' ? copyOfDump(folder) : copyOfTemplate();
}

async function seedFresh(driver: TestDriver, seededAt: Date): Promise<TestDatabase> {
  const test = await createTestDatabase(driver);
  await seedDemoData(test.database.db, seededAt);
  return test;
}

const DUMP = 'pglite-seeded.tar';

async function makeTemplate(driver: TestDriver, folder: string, seededAt: Date): Promise<void> {
  if (driver === 'pglite') {
    const seeded = await seedFresh('pglite', seededAt);
    const dump = await seeded.database.dumpDataDir!();
    await writeFile(join(folder, `${DUMP}.part`), Buffer.from(await dump.arrayBuffer()));
    await rename(join(folder, `${DUMP}.part`), join(folder, DUMP));
    await seeded.drop();
    return;
  }
  const { url, name } = templateLocation();
  const admin = adminConnection();
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  await admin.end();
  const database = await openDatabase({ url });
  await database.migrate();
  await seedDemoData(database.db, seededAt);
  await database.close(); // a template is copied only while nobody is connected to it
}

async function copyOfDump(folder: string): Promise<TestDatabase> {
  const bytes = await readFile(join(folder, DUMP));
  const database = await openDatabase({ inMemory: true, from: new Blob([bytes]) });
  return { database, drop: () => database.close() };
}

async function copyOfTemplate(): Promise<TestDatabase> {
  const name = `dept_api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = adminConnection();
  await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${templateLocation().name}"`);
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

function templateLocation(): { url: string; name: string } {
  if (!TEST_DATABASE_URL) throw new Error('a PostgreSQL test database needs TEST_DATABASE_URL');
  const name = inject('seededTemplateDatabase');
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

function adminConnection() {
  return postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
}
