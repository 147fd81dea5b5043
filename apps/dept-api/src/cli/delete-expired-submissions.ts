/**
 * Deletes the forms' submissions whose retention period is over, with their files (decision 0161):
 *   npm run forms:retention -w @probation/dept-api              # delete, then print what went
 *   npm run forms:retention -w @probation/dept-api -- --dry-run # only count
 * The periods come from RETENTION_DAYS_CONTACT, RETENTION_DAYS_COMPLAINT and RETENTION_DAYS_TIP_OFF (days; defaults
 * 365, 1095 and 1825); complaints and tip-offs still open are kept. dept-api runs the same every day itself
 * (RETENTION_EVERY_HOURS, decision 0163); this is the run by hand. Stop dept-api first when it runs on embedded PGlite (one process at a time may open its data folder); with
 * DATABASE_URL it may keep running. It prints counts only, never a name, an address or a reference.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { AttachmentStore } from '../forms/attachment-store.ts';
import { deleteExpiredSubmissions } from '../forms/retention.ts';
import { runCommand } from './run-command.ts';

async function run(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--dry-run');
  if (unknown.length > 0) {
    console.error(`unknown argument ${unknown[0]}; the only option is --dry-run`);
    return 2;
  }
  const dryRun = args.includes('--dry-run');
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const days = config.retentionDays;
    const report = await deleteExpiredSubmissions(
      database.db,
      new AttachmentStore(config.attachmentsDir),
      days,
      new Date(),
      { dryRun },
    );
    const verb = dryRun ? 'would delete' : 'deleted';
    console.log(
      `${verb}: ${report.deleted.contact} contact messages (over ${days.contact} days), ` +
        `${report.deleted.complaint} closed complaints (${days.complaint} days), ` +
        `${report.deleted.tipOff} closed tip-offs (${days.tipOff} days), ${report.files} files`,
    );
    if (report.keptOpen.complaint + report.keptOpen.tipOff > 0) {
      console.log(
        `kept, still open past the period: ${report.keptOpen.complaint} complaints, ${report.keptOpen.tipOff} tip-offs`,
      );
    }
    if (report.fileErrors > 0) {
      console.error(`${report.fileErrors} files could not be removed from ${config.attachmentsDir}`);
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(run);
