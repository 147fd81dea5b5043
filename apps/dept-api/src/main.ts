/**
 * Starts dept-api: configuration, database (migrated; the demo data seeded only with SEED_DEMO_DATA=true, else a
 * database holding demo data refuses the start: decision 0609), HTTP server, graceful shutdown.
 */
import { buildApi } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { AttachmentsFolderError } from './forms/attachment-store.ts';
import { DemoDataError, refuseDemoData } from './seed/demo-data-guard.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  let seeded = {};
  if (config.seedDemoData) seeded = await seedDemoData(database.db);
  else await refuseDemoData(database.db);
  const app = await buildApi(config, { database });
  app.log.info(
    {
      driver: database.driver,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      demoData: config.seedDemoData,
      ...seeded,
    },
    'database ready',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`dept-api listening on ${address.replace('[::1]', 'localhost')}`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof AttachmentsFolderError ||
    error instanceof DemoDataError
  ) {
    console.error(error.message);
  } else {
    console.error('dept-api failed to start:', error);
  }
  process.exit(1);
});
