/**
 * Creates or updates sites, their domains and layouts from a JSON or YAML file (decision 0609; the file's shape in
 * README.md "Sites of a real deployment", an example in examples/sites.example.json):
 *   npm run import-sites -w @probation/dept-api -- <file> [--dry-run]
 * --dry-run checks the file against the database and prints what would change, writing nothing. Without it the
 * changes are made in one transaction: all of them or none. Stop dept-api first when it runs on embedded PGlite
 * (one process at a time); with DATABASE_URL it may keep running (the website sees the change when its cache
 * expires).
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import {
  SiteImportError,
  applySiteImport,
  parseSiteImport,
  planSiteImport,
  type SiteChange,
} from '../sites/site-import.ts';
import { runCommand } from './run-command.ts';

const USAGE = 'Usage: npm run import-sites -w @probation/dept-api -- <sites.json|sites.yaml> [--dry-run]';

function describe(change: SiteChange, dryRun: boolean): string {
  const verb = { create: 'create', update: 'update', unchanged: 'leave unchanged' }[change.action];
  const done = { create: 'created', update: 'updated', unchanged: 'unchanged' }[change.action];
  const what = `site ${change.code} (${change.id})${change.changes.length ? `: ${change.changes.join(', ')}` : ''}`;
  return dryRun ? `would ${verb} ${what}` : `${done} ${what}`;
}

async function readSitesFile(path: string): Promise<unknown> {
  const text = await readFile(path, 'utf8');
  try {
    return ['.yaml', '.yml'].includes(extname(path).toLowerCase()) ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    throw new SiteImportError([
      `(file): not valid ${extname(path) === '.json' ? 'JSON' : 'JSON or YAML'}: ${(error as Error).message}`,
    ]);
  }
}

async function run(args: string[]): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const files = args.filter((arg) => arg !== '--dry-run');
  if (files.length !== 1 || files[0]!.startsWith('--')) {
    console.error(USAGE);
    return 2;
  }
  const file = parseSiteImport(await readSitesFile(files[0]!));
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const plan = dryRun ? await planSiteImport(database.db, file) : await applySiteImport(database.db, file);
    for (const change of plan) console.log(describe(change, dryRun));
    if (dryRun) console.log('Dry run: nothing was written.');
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(run);
