// dept-api's search alone, in-process, on the demo data: milliseconds (wall and this process's CPU) per call of
// `searchSite` for a few queries, and the query plans (EXPLAIN ANALYZE) of the SQL one call runs. A focused
// measurement of search speed (decision 0133): no HTTP, no website, no load generator.
//
//   npm run bench:search -- [--database-url postgres://…] [--calls 200] [--concurrency 1] [--only <label part>]
//                           [--explain]   (each statement of one call of each query, and the plans of the slowest)
//                           [--profile <file.cpuprofile>]   (the timed calls only, summarised)
//                           [--dump <file.json>]   (1,056 answers, to compare before/after or PGlite/PostgreSQL)
//
// Without --database-url: embedded PGlite in a temporary folder (as `npm start`), seeded with the demo data.
// With it: that PostgreSQL database is migrated and seeded (use a throwaway one: `npx node scripts/services.ts`).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/dept-api/src/db/database.ts';
import { seedDemoData } from '../apps/dept-api/src/seed/seed-demo-data.ts';
import { DEMO_SITE_IDS } from '../apps/dept-api/src/seed/demo-sites.ts';
import { searchSite, type SearchQuery } from '../apps/dept-api/src/search/search-query.ts';
import { summariseCpuProfile } from './bench/cpuprofile.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    calls: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '1' },
    explain: { type: 'boolean', default: false },
    /** A .cpuprofile of the timed calls only (not the seed), summarised as by scripts/bench/cpuprofile.ts. */
    profile: { type: 'string' },
    /** Writes the answers of many queries (all sites, both languages, filters, pages, typos) to this JSON file. */
    dump: { type: 'string' },
    /** Only the queries whose label contains this. */
    only: { type: 'string' },
  },
});

const SITE = DEMO_SITE_IDS.dept;
/** The bench's page (a common Thai word, hits of several types), an English word, a typo, two words, a filter. */
const QUERIES: Array<{ label: string; query: SearchQuery }> = [
  { label: 'th คุมประพฤติ', query: { q: 'คุมประพฤติ', lang: 'th', page: 1, pageSize: 10 } },
  { label: 'en probation', query: { q: 'probation', lang: 'en', page: 1, pageSize: 10 } },
  { label: 'en typo probtion', query: { q: 'probtion', lang: 'en', page: 1, pageSize: 10 } },
  { label: 'en two words', query: { q: 'community service', lang: 'en', page: 1, pageSize: 10 } },
  {
    label: 'th word + year',
    query: { q: 'ผู้ถูกคุมความประพฤติ', lang: 'th', year: 2025, page: 1, pageSize: 10 },
  },
];

const cpuNow = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function main(): Promise<void> {
  const calls = Number(args.calls);
  const concurrency = Number(args.concurrency);
  const url = args['database-url'];
  const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'bench-search-'));
  const database = await openDatabase(url ? { url } : { dataDir: dataDir! });
  try {
    await database.migrate();
    const seeded = await seedDemoData(database.db);
    console.log(`${database.driver}: ${seeded.searchEntriesWritten} index rows written`);
    const { db } = database;

    if (args.dump) {
      writeFileSync(args.dump, JSON.stringify(await answers(db), null, 1));
      console.log(`answers written to ${args.dump}`);
    }
    const session = args.profile ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    for (const { label, query } of QUERIES.filter((q) => q.label.includes(args.only ?? ''))) {
      const first = await searchSite(db, SITE, query);
      // Warm-up: stems remembered, plans cached, JIT warm.
      for (let i = 0; i < 20; i += 1) await searchSite(db, SITE, query);
      const wallStart = performance.now();
      const cpuStart = cpuNow();
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < calls) {
            next += 1;
            await searchSite(db, SITE, query);
          }
        }),
      );
      const wall = performance.now() - wallStart;
      const cpu = cpuNow() - cpuStart;
      console.log(
        `${label.padEnd(18)} total ${String(first.total).padStart(4)}  ` +
          `${(wall / calls).toFixed(2)} ms wall/call  ${(cpu / calls).toFixed(2)} ms CPU/call  ` +
          `${((calls / wall) * 1000).toFixed(0)} calls/s`,
      );
    }
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(args.profile!, JSON.stringify(profile));
      session.disconnect();
      console.log(summariseCpuProfile(args.profile!, 25));
    }
    if (args.explain) await explain(db);
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Answers to compare before and after a change, and between PGlite and PostgreSQL. */
async function answers(db: Db): Promise<Record<string, unknown>> {
  const words = [
    'คุมประพฤติ',
    'ประพฤติ',
    'ตา',
    'ผู้ถูกคุมความประพฤติ',
    'ข่าว',
    'กำไลอิเล็กทรอนิกส์',
    'อาสาสมัคร',
    'บริการ',
    'probation',
    'probtion',
    'community service',
    'volunteers',
    'news',
    'bracelet',
    'braclets',
    'office',
    'the of',
    "wombat' | 'sanctuary",
    '<script>',
    'Probation Office',
    'calendar',
    'ข่าว probation',
  ];
  const found: Record<string, unknown> = {};
  for (const site of Object.values(DEMO_SITE_IDS)) {
    for (const lang of ['th', 'en'] as const) {
      for (const q of words) {
        for (const extra of [
          { page: 1, pageSize: 10 },
          { page: 2, pageSize: 3 },
          { page: 1, pageSize: 50, type: 'news' as const },
          { page: 1, pageSize: 10, year: 2025 },
          { page: 1, pageSize: 10, type: 'document' as const, year: 2024 },
          { page: 1, pageSize: 10, category: 'press-releases' },
        ]) {
          found[JSON.stringify({ site, lang, q, ...extra })] = await searchSite(db, site, {
            q,
            lang,
            ...extra,
          });
        }
      }
    }
  }
  return found;
}

/**
 * Each SQL statement one call of each query runs, with its time, then EXPLAIN ANALYZE of the slowest ones: db.execute
 * is wrapped for the duration (raw SQL only; searchSite runs nothing else).
 */
async function explain(db: Db): Promise<void> {
  const dialect = (
    db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } }
  ).dialect;
  const original = db.execute.bind(db);
  const seen: Array<{ sql: string; params: unknown[]; ms: number }> = [];
  (db as { execute: unknown }).execute = async (query: SQL) => {
    const start = performance.now();
    const result = await original(query);
    seen.push({ ...dialect.sqlToQuery(query), ms: performance.now() - start });
    return result;
  };
  try {
    for (const { label, query } of QUERIES) {
      seen.length = 0;
      const start = performance.now();
      await searchSite(db, SITE, query);
      const total = performance.now() - start;
      const inSql = seen.reduce((sum, row) => sum + row.ms, 0);
      console.log(
        `\n=== ${label}: ${total.toFixed(2)} ms, ${seen.length} statements, ${inSql.toFixed(2)} ms in them`,
      );
      for (const row of seen) console.log(`  ${row.ms.toFixed(2).padStart(7)} ms  ${oneLine(row.sql)}`);
      for (const row of [...seen].sort((a, b) => b.ms - a.ms).slice(0, 2)) {
        const plan = await original(sql.raw(`explain (analyze, buffers off) ${inline(row.sql, row.params)}`));
        const lines = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as Array<
          Record<string, string>
        >;
        console.log(`  --- plan of: ${oneLine(row.sql).slice(0, 90)}`);
        for (const line of lines) console.log(`    ${Object.values(line)[0]}`);
      }
    }
  } finally {
    (db as { execute: unknown }).execute = original;
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 160);

/** The statement with its parameters written in (for EXPLAIN only: the values are this script's own). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

await main();
