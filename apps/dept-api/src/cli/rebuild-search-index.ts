/**
 * Rebuilds the search index from the content tables (the same database `npm start` uses):
 *   npm run search:rebuild -w @probation/dept-api
 * Content writes keep the index current, and a start rebuilds it when SEARCH_INDEX_VERSION changed; this is for
 * content written into the database by other means (an import, a restore). Stop dept-api first when it runs on
 * embedded PGlite (one process at a time may open its data folder); with DATABASE_URL it may keep running, and
 * searches see the old index until the rebuild commits (one transaction).
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { rebuildSearchIndex } from '../search/search-entries.ts';

async function run(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const started = Date.now();
    const written = await database.db.transaction((tx) => rebuildSearchIndex(tx));
    console.log(`search index rebuilt: ${written} entries in ${Date.now() - started} ms`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
