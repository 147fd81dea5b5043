/**
 * Opens the database: a real PostgreSQL server (postgres.js) when a URL is given, else embedded PGlite in a folder
 * (or in memory). Both give the same Drizzle API over the same schema; migrations are applied by `migrateDatabase`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation = { url: string } | { dataDir: string } | { inMemory: true };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url);
  return openPglite('dataDir' in location ? location.dataDir : undefined);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm (search's typo tolerance) is a contrib extension PGlite loads on request; the migration creates it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
