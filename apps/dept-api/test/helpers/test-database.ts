/**
 * A fresh database for one test file: in-memory PGlite by default; when TEST_DATABASE_URL is set, a new database
 * created on that PostgreSQL server (and dropped afterwards), so parallel files and runs never share state.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase, type Database, type DatabaseLocation } from '../../src/db/database.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabaseLocation {
  location: DatabaseLocation;
  /** Environment variables that point dept-api's configuration (a child process) at this database. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** A database nobody has opened yet: a new PostgreSQL database, or a PGlite folder in a temporary directory. */
export async function createTestDatabaseLocation(): Promise<TestDatabaseLocation> {
  if (TEST_DATABASE_URL) {
    const name = `dept_api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      location: { url: url.toString() },
      env: { DATABASE_URL: url.toString() },
      dispose: async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'dept-api-test-'));
  return {
    location: { dataDir },
    env: { DATA_DIR: dataDir },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** Where a test database lives: embedded PGlite, or the PostgreSQL server of TEST_DATABASE_URL. */
export type TestDriver = 'pglite' | 'postgres';

/** The drivers a suite that must hold on both runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DRIVERS: readonly TestDriver[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * An open, migrated, empty database: on the PostgreSQL server when TEST_DATABASE_URL is set, else in-memory
 * PGlite; `driver` asks for one of them (PostgreSQL needs TEST_DATABASE_URL).
 */
export async function createTestDatabase(
  driver: TestDriver = TEST_DATABASE_URL ? 'postgres' : 'pglite',
): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('a PostgreSQL test database needs TEST_DATABASE_URL');
  const fresh = await createTestDatabaseLocation();
  const database = await openDatabase(fresh.location);
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      await fresh.dispose();
    },
  };
}
