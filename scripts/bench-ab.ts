// `npm run bench:ab -- <checkout A> <checkout B> [bench options]`: two builds of the website measured side by side
// (docs/performance.md): what a change costs or saves, per page, cached and fresh, in CPU per request, p99 and RSS.
// Each checkout's website must be built (`npm run build -w @probation/web` in it); both ask one dept-api, this
// checkout's. A and B of a page are measured in turn, in slices (A B B A…), as a cached page and its baseline are
// by `npm run bench`, so that the host's drift falls on both alike; B/A is the median of the rounds' ratios.
//
// Options as `npm run bench`'s: --pages, --duration, --warmup, --slice, --rounds (3 here), --connections,
// --web-node-flags, --redis, --keep-logs.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { median } from './bench/aggregate.ts';
import { mergedRounds } from './bench/aggregate.ts';
import { ScenarioMeasurement } from './bench/measure-scenario.ts';
import { parseBenchOptions } from './bench/options.ts';
import { servedPages } from './bench/pages.ts';
import { benchProcesses } from './bench/processes.ts';
import type { Scenario } from './bench/scenario.ts';
import { startDeptApi, startRedis, startWebsite, stopServers, type Upstream } from './bench/servers.ts';
import { printTable } from './lib/table.ts';

const [checkoutA, checkoutB, ...benchArgs] = process.argv.slice(2);
if (!checkoutA || !checkoutB || checkoutA.startsWith('-') || checkoutB.startsWith('-')) {
  console.error('usage: npm run bench:ab -- <checkout A> <checkout B> [bench options]');
  process.exit(2);
}
const servers = [checkoutA, checkoutB].map((checkout) => {
  const file = join(resolve(checkout), 'apps/web/dist/node/main.js');
  if (!existsSync(file))
    throw new Error(`${file} is missing: run npm run build -w @probation/web in ${checkout}`);
  return file;
}) as [string, string];
const options = parseBenchOptions(['--no-build', '--rounds', '3', ...benchArgs]);
const processes = benchProcesses(options.keepLogsIn);
const measure = new ScenarioMeasurement(processes, options);

async function main(): Promise<void> {
  const redis = options.redis ? await startRedis() : undefined;
  const upstream: Upstream = { deptApi: await startDeptApi(processes), redisUrl: redis?.redisUrl };
  console.log(`A: ${servers[0]}\nB: ${servers[1]}\ndata cache: ${redis ? 'Redis' : 'memory'}\n`);
  const runs: Array<{ a: Scenario; b: Scenario }> = [];
  for (let round = 0; round < options.rounds; round++) {
    for (const run of ['cached', 'fresh'] as const) {
      console.log(`round ${round + 1} of ${options.rounds}, ${run}`);
      const [a, b] = await Promise.all(
        servers.map((file) => startWebsite(processes, options, run, upstream, file)),
      );
      const pages = await servedPages(options.pages, a!.port);
      for (const page of pages) {
        const website = (server: typeof a) => ({
          kind: run,
          server: server!,
          website: { expectedCache: run === 'cached' ? 'hit' : 'bypass', deptApi: upstream.deptApi },
        });
        const [first, second] = await measure.inTurn(page, [website(a), website(b)], round % 2 === 0);
        runs.push({ a: first, b: second });
      }
      await stopServers(a!, b!);
    }
  }
  await stopServers(upstream.deptApi);
  redis?.stop();
  printComparison(runs);
}

/** One row per page and run: A's and B's figures, and B over A. */
function printComparison(runs: Array<{ a: Scenario; b: Scenario }>): void {
  const keys = [...new Set(runs.map(({ a }) => `${a.kind} ${a.page}`))];
  const rows = keys.map((key) => {
    const pairs = runs.filter(({ a }) => `${a.kind} ${a.page}` === key);
    const [a, b] = [
      mergedRounds(pairs.map((pair) => pair.a))[0]!,
      mergedRounds(pairs.map((pair) => pair.b))[0]!,
    ];
    const ratios = pairs.map((pair) => pair.b.cpuMsPerRequest / pair.a.cpuMsPerRequest);
    return [
      key,
      (a.cpuMsPerRequest * 1000).toFixed(1),
      (b.cpuMsPerRequest * 1000).toFixed(1),
      `${median(ratios).toFixed(2)} (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`,
      `${a.p99Ms.toFixed(0)} / ${b.p99Ms.toFixed(0)}`,
      `${a.peakRssMb.toFixed(0)} / ${b.peakRssMb.toFixed(0)}`,
      [...a.problems, ...b.problems].join('; ') || 'ok',
    ];
  });
  console.log('');
  printTable(
    ['page', 'A µs/req', 'B µs/req', 'B/A (rounds)', 'p99 ms A / B', 'peak RSS MB A / B', 'valid'],
    rows,
  );
}

main().then(
  () => processes.stopAll(),
  (error: unknown) => {
    console.error(`\nbench:ab failed: ${error instanceof Error ? error.message : String(error)}`);
    processes.stopAll();
    process.exit(1);
  },
);
