/**
 * Switches a site's maintenance mode straight in the database (the same database `npm start` uses):
 *   npm run maintenance -w @probation/dept-api -- <site code or id> on|off
 * Stop dept-api first when it runs on embedded PGlite (one process at a time may open its data folder);
 * with DATABASE_URL the API may keep running. The website sees the change when its cache expires. With
 * SEED_DEMO_DATA=true it seeds the demo data first, as dept-api would.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { resolveSiteId, setSiteMaintenance } from '../sites/site-repository.ts';
import { runCommand } from './run-command.ts';

const USAGE = 'Usage: npm run maintenance -w @probation/dept-api -- <site code or id> on|off';
const SWITCH = { on: 'Enable', off: 'Disable' } as const;

async function run(args: string[]): Promise<number> {
  const [site, onOff] = args;
  if (!site || (onOff !== 'on' && onOff !== 'off')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    // The demo sites, when asked for (decision 0609): a production database is never given them.
    if (config.seedDemoData) await seedDemoData(database.db);
    const siteId = await resolveSiteId(database.db, site);
    if (!siteId) {
      console.error(`No site has the code or id "${site}".`);
      return 1;
    }
    const details = await setSiteMaintenance(database.db, siteId, { status: SWITCH[onOff] }, new Date());
    console.log(
      `${details?.name.en} (${details?._id}): maintenance ${onOff} (is_maintenance.status = ${details?.is_maintenance.status})`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(run);
