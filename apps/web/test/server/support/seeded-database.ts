import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../../dept-api/src/db/database.ts';
import { seedDemoData } from '../../../../dept-api/src/seed/seed-demo-data.ts';
import { claim, waitFor } from '../../../../dept-api/test/helpers/run-once.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this run where the first test file that needs it leaves the seeded database (global-setup.ts). */
    seededDatabaseDir: string;
  }
}

/**
 * dept-api's database as its demo seed leaves it, once per test run: the first test file that needs it migrates
 * and seeds an in-memory PGlite (about 5 s on this machine) and leaves its dump in the run's folder; every other
 * file (and that one) opens its own in-memory copy of the dump (under 1 s). Seeded at the moment of the run, so
 * the calendar's coming events and the latest news are always around today (decision 0190).
 */
export interface SeededDatabase {
  database: Database;
  /** The `now` the demo data was seeded at (news spread over the two years before it, events around it). */
  seededAt: Date;
}

const IMAGE = 'seeded.tar';
const SEEDED_AT = 'seeded-at.txt';

export async function openSeededDatabase(): Promise<SeededDatabase> {
  const folder = inject('seededDatabaseDir') as string | undefined;
  if (!folder) return seedFresh();
  const image = join(folder, IMAGE);
  if (await claim(join(folder, 'seeding.lock'))) {
    const fresh = await seedFresh();
    const dump = await fresh.database.dumpDataDir!();
    await writeFile(`${image}.part`, Buffer.from(await dump.arrayBuffer()));
    await writeFile(join(folder, SEEDED_AT), fresh.seededAt.toISOString());
    await rename(`${image}.part`, image);
    return fresh;
  }
  await waitFor(image);
  const [bytes, seededAt] = await Promise.all([readFile(image), readFile(join(folder, SEEDED_AT), 'utf8')]);
  return {
    database: await openDatabase({ inMemory: true, from: new Blob([bytes]) }),
    seededAt: new Date(seededAt),
  };
}

async function seedFresh(): Promise<SeededDatabase> {
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  const seededAt = new Date();
  await seedDemoData(database.db, seededAt);
  return { database, seededAt };
}
