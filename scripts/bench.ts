// `npm run bench`: server CPU per request of the website, beside a static baseline, in one run, judged against the
// project's targets (docs/performance.md, decisions 0400 and 0617). Three pages, each cached and fresh: the home
// page, a news list and a news item; each beside a baseline of its own size. And search (decisions 0269, 0134): a
// query asked again is kept by the search pages' own page cache, which its "cached" run measures; its "fresh" run
// renders and asks dept-api for every request (SEARCH_CACHE_SECONDS=0).
//
//   npm run bench -- [--no-build] [--duration 5] [--warmup 2] [--rounds 5] [--slice 1] [--connections 50]
//                    [--json <file>]   (the figures and the verdicts as JSON)
//                    (each round starts its own servers; a cached page and its baseline are then measured for
//                     `--duration` seconds each, in slices of `--slice` seconds taken in turn, A B B A…: the
//                     host's speed moves within seconds, and two processes of the same code differ by up to a
//                     tenth, decisions 0400 and 0432; the figures printed are the rounds' medians, and
//                     × baseline the median of each round's pair)
//                    [--cpu-prof <dir>]   (profile the website during the cached and the fresh runs, into
//                     <dir>/cached and <dir>/fresh; their figures are then inflated)
//                    [--node-env production|development]   (the website's NODE_ENV; default production)
//                    [--web-node-flags="<flags>"]   (Node/V8 flags for the website process only; default: the
//                     Helm chart's nodeOptions, so the RSS printed is the RSS the pod runs with)
//                    [--pages home,news-list,news-item,search]   (only these pages; default: all four)
//                    [--redis]   (the website's data cache in a throwaway Redis, as the Helm chart runs it; default:
//                     each process's memory)
//                    [--keep-logs <dir>]   (the servers' logs, e.g. with --web-node-flags="… --trace-gc", kept there)
//
// The servers run on CPU 0 and the load generator (autocannon, scripts/bench/load.ts) on CPU 1, both pinned
// with `taskset`. Every process started here is stopped on exit, on error and on Ctrl-C. The exit code is 0 even
// when a target is missed: a measurement, not a test. This file runs the steps; each step's module in
// scripts/bench/ is named after its job (docs/performance.md lists them).

import { spawnSync } from 'node:child_process';
import { hasTaskset } from './lib/bench-process.ts';
import { mergedRounds } from './bench/aggregate.ts';
import { ScenarioMeasurement } from './bench/measure-scenario.ts';
import { parseBenchOptions } from './bench/options.ts';
import { servedPages, type ServedPage } from './bench/pages.ts';
import { benchProcesses, LOAD_CPU, SERVER_CPU } from './bench/processes.ts';
import { printCpuProfiles, printReport, writeJsonReport } from './bench/report.ts';
import type { Scenario } from './bench/scenario.ts';
import {
  buildWebsite,
  startBaselines,
  startDeptApi,
  startRedis,
  startWebsite,
  stopServers,
  type Server,
  type Upstream,
} from './bench/servers.ts';
import { verdictsOf } from './bench/verdicts.ts';

const options = parseBenchOptions(process.argv.slice(2));
const processes = benchProcesses(options.keepLogsIn);
const measure = new ScenarioMeasurement(processes, options);

async function main(): Promise<void> {
  if (options.build) buildWebsite();
  pinThisProcess();
  printSettings();
  const redis = options.redis ? await startRedis() : undefined;
  console.log(`website data cache: ${redis ? `Redis (${redis.redisUrl}), as the chart runs it` : 'memory'}`);
  const upstream: Upstream = { deptApi: await startDeptApi(processes), redisUrl: redis?.redisUrl };

  // The first cached website also tells each page's path, size and type, which its baseline copies.
  const firstWebsite = await startWebsite(processes, options, 'cached', upstream);
  const pages = await servedPages(options.pages, firstWebsite.port);
  console.log('');
  const runs = [
    ...(await cachedRounds(pages, upstream, firstWebsite)),
    ...(await freshRounds(pages, upstream)),
  ];
  await stopServers(upstream.deptApi);
  redis?.stop();

  const results = mergedRounds(runs);
  const verdicts = verdictsOf({
    results,
    pages,
    connections: options.connections,
    chartNodeFlags: options.webNodeFlagsAreTheChart,
  });
  printReport(results, verdicts, pages);
  if (options.json) writeJsonReport(options.json, options, pages, results, verdicts);
  if (options.cpuProfileDir) printCpuProfiles(options.cpuProfileDir);
}

/**
 * Each cached page beside its baseline, each round on processes of its own (decision 0432): two processes of the
 * same code, started minutes apart, differ by up to a tenth in CPU per request.
 */
async function cachedRounds(
  pages: ServedPage[],
  upstream: Upstream,
  firstWebsite: Server,
): Promise<Scenario[]> {
  const runs: Scenario[] = [];
  for (let round = 0; round < options.rounds; round++) {
    if (options.rounds > 1) console.log(`round ${round + 1} of ${options.rounds}`);
    const website = round === 0 ? firstWebsite : await startWebsite(processes, options, 'cached', upstream);
    const baselines = await startBaselines(processes, pages);
    for (const [index, page] of pages.entries()) {
      const cached = { website, deptApi: upstream.deptApi };
      const pair = await measure.cachedBesideBaseline(page, cached, baselines[index]!, round % 2 === 0);
      runs.push(pair.cached, pair.baseline);
    }
    await stopServers(website, ...baselines);
  }
  return runs;
}

/** Every page rendered for every request (its data cache warm after the warm-up; search asks dept-api each time). */
async function freshRounds(pages: ServedPage[], upstream: Upstream): Promise<Scenario[]> {
  const runs: Scenario[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const website = await startWebsite(processes, options, 'fresh', upstream);
    for (const page of pages) runs.push(await measure.fresh(page, website, upstream.deptApi));
    await stopServers(website);
  }
  return runs;
}

/** The bench itself (it samples RSS) keeps off the servers' CPU too. */
function pinThisProcess(): void {
  if (hasTaskset) {
    spawnSync('taskset', ['-p', '-c', LOAD_CPU, String(process.pid)], { stdio: 'ignore' });
  } else {
    console.warn(
      'WARNING: taskset (util-linux) not found: servers and load generator run unpinned; figures are noisier.',
    );
  }
}

function printSettings(): void {
  console.log(
    `\nNode ${process.version} (${process.execPath}); servers on CPU ${SERVER_CPU}, load on CPU ${LOAD_CPU}; website NODE_ENV=${options.nodeEnv}, Node flags: ${options.webNodeFlags || '(none)'}, MALLOC_ARENA_MAX=${options.mallocArenaMax}, MALLOC_MMAP_THRESHOLD_=${options.mallocMmapThreshold}`,
  );
}

main().then(
  () => processes.stopAll(),
  (error: unknown) => {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    processes.stopAll();
    process.exit(1);
  },
);
