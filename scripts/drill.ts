// `npm run drill -- <outage|flood|sigterm|spellings> [--seconds N] [--ttl N]`: the reliability drills (decisions
// 0302, 0602) against the production build on embedded defaults (build it first: `npm run build -w @probation/web`).
// Each prints its figures and a PASS/FAIL line, and exits 1 on FAIL.
//
//   outage   stop the department API for --seconds (default 600) while browsing two sites; --ttl (default 60)
//            is the website's cache TTL during the drill (shorter makes every entry stale sooner)
//   flood    50 clients on random paths, hosts and query strings for --seconds (default 60) beside a visitor
//   sigterm  SIGTERM to one of two website processes under load, halfway through --seconds (default 10)
//   spellings  3,000 encoded spellings of the site's pages and 3,000 random encoded paths (decision 0602)

import { parseArgs } from 'node:util';
import { formatFloodReport, runFloodDrill } from './drills/flood.ts';
import { formatOutageReport, runOutageDrill } from './drills/outage.ts';
import { formatSigtermReport, runSigtermDrill } from './drills/sigterm.ts';
import { formatSpellingsReport, runSpellingsDrill } from './drills/spellings.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string' }, ttl: { type: 'string' } },
});
const log = (line: string) => console.log(`… ${line}`);
const number = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined ? fallback : Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`expected a positive number, got ${value}`);
  return parsed;
};

const drill = positionals[0];
let passed: boolean;
if (drill === 'outage') {
  const report = await runOutageDrill({
    outageSeconds: number(values.seconds, 600),
    ttlSeconds: number(values.ttl, 60),
    log,
  });
  console.log(formatOutageReport(report));
  passed = report.passed;
} else if (drill === 'flood') {
  const report = await runFloodDrill({ seconds: number(values.seconds, 60), log });
  console.log(formatFloodReport(report));
  passed = report.passed;
} else if (drill === 'sigterm') {
  const report = await runSigtermDrill({ seconds: number(values.seconds, 10), log });
  console.log(formatSigtermReport(report));
  passed = report.passed;
} else if (drill === 'spellings') {
  const report = await runSpellingsDrill({ log });
  console.log(formatSpellingsReport(report));
  passed = report.passed;
} else {
  console.error('usage: npm run drill -- <outage|flood|sigterm|spellings> [--seconds N] [--ttl N]');
  process.exit(2);
}
process.exit(passed ? 0 : 1);
