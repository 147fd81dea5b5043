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

/** The handle a `db.transaction` callback gets: the Db's API inside the transaction. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as one tarball (tests seed once and start each copy from it). */
  dumpDataDir?(): Promise<Blob>;
}

/** `from`: an in-memory PGlite starts as a copy of a dump made by `dumpDataDir`. */
export type DatabaseLocation = { url: string } | { dataDir: string } | { inMemory: true; from?: Blob };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url);
  if ('dataDir' in location) return openPglite(location.dataDir, undefined);
  return openPglite(undefined, location.from);
}

/** A driver's Database: its Drizzle API (typed as the one Db), its migrator and closing, and the same ping. */
function handle(
  db: Db,
  driver: Database['driver'],
  own: Pick<Database, 'migrate' | 'close' | 'dumpDataDir'>,
): Database {
  return { db, driver, ping: async () => void (await db.execute(sql`select 1`)), ...own };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzle(client, { schema });
  return handle(db as unknown as Db, 'postgres', {
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  });
}

async function openPglite(dataDir: string | undefined, dump: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm (search's typo tolerance) is a contrib extension PGlite loads on request; the migration creates it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(dump ? { loadDataDir: dump } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzle(client, { schema });
  return handle(db as unknown as Db, 'pglite', {
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  });
}
