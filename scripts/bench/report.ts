// What the bench prints: the table of every scenario, dept-api's share, the verdicts against the targets; the same
// as JSON (`--json`); and a summary of the website's CPU profiles (`--cpu-prof`).

import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hasTaskset } from '../lib/bench-process.ts';
import { printTable } from '../lib/table.ts';
import { ratioToBaseline } from './aggregate.ts';
import { summariseCpuProfile } from './cpuprofile.ts';
import type { BenchOptions } from './options.ts';
import type { BenchPage, ServedPage } from './pages.ts';
import { LOAD_CPU } from './processes.ts';
import type { Scenario } from './scenario.ts';
import type { Verdict } from './verdicts.ts';

/** The table (in the pages' order: baseline, cached, fresh), dept-api's CPU, invalid runs, then the verdicts. */
export function printReport(results: Scenario[], verdicts: Verdict[], pages: readonly BenchPage[]): void {
  const baselineOf = (page: string) => results.find((r) => r.kind === 'baseline' && r.page === page)!;
  const ordered = pages.flatMap((page) =>
    (['baseline', 'cached', 'fresh'] as const).flatMap(
      (kind) => results.find((r) => r.kind === kind && r.page === page.label) ?? [],
    ),
  );
  console.log('');
  printTable(
    ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', '× baseline', 'peak RSS MB'],
    ordered.map((r) => [
      `${r.kind} ${r.page}${r.problems.length ? ' (INVALID)' : ''}`,
      r.requestsPerSecond.toFixed(0),
      r.p50Ms.toFixed(1),
      r.p99Ms.toFixed(1),
      r.cpuMsPerRequest.toFixed(3),
      ratioToBaseline(r, baselineOf(r.page)).toFixed(2),
      r.peakRssMb.toFixed(1),
    ]),
  );
  const upstream = ordered.filter((r) => r.upstreamCpuMsPerRequest >= 0.001);
  if (upstream.length > 0) {
    console.log(
      `\ndept-api CPU per website response (its upstream calls; dept-api runs on CPU ${LOAD_CPU}): ` +
        upstream.map((r) => `${r.kind} ${r.page} ${r.upstreamCpuMsPerRequest.toFixed(3)} ms`).join(', '),
    );
  }
  for (const r of ordered.filter((s) => s.problems.length))
    console.log(`INVALID ${r.kind} ${r.page}: ${r.problems.join('; ')}`);
  console.log('');
  for (const verdict of verdicts) console.log(verdictLine(verdict));
  console.log('\n(A measurement, not a test: the exit code is 0 even when a target is missed.)');
}

/** `PASS  news item: cached ≤ 2.5 × the baseline's CPU per request: 1.62 × (rounds: 1.50, 1.62, 1.70)` */
export function verdictLine(verdict: Verdict): string {
  const figure =
    verdict.unit === '×' ? `${verdict.value.toFixed(2)} ×` : `${verdict.value.toFixed(1)} ${verdict.unit}`;
  const detail = verdict.detail ? ` (${verdict.detail})` : '';
  return `${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.target}: ${figure}${detail}`;
}

/** The run's settings, pages, every scenario's figures and the verdicts, as JSON in `file`. */
export function writeJsonReport(
  file: string,
  options: BenchOptions,
  pages: ServedPage[],
  results: Scenario[],
  verdicts: Verdict[],
): void {
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    pinned: hasTaskset,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    rounds: options.rounds,
    connections: options.connections,
    pages,
    nodeEnv: options.nodeEnv,
    webNodeFlags: options.webNodeFlags,
    results,
    verdicts,
  };
  writeFileSync(resolve(file), JSON.stringify(report, null, 2) + '\n');
  console.log(`\nResults written to ${file}`);
}

/** `--cpu-prof <dir>`: the newest profile of the cached and of the fresh runs, summarised. */
export function printCpuProfiles(profileDir: string): void {
  for (const run of ['cached', 'fresh'] as const) {
    const folder = join(resolve(profileDir), run);
    const newest = readdirSync(folder)
      .filter((f) => f.endsWith('.cpuprofile'))
      .sort()
      .at(-1);
    if (!newest) continue;
    console.log(
      `\nCPU profile of the website during warm-up + ${run} runs (figures above are inflated by the profiler): ${join(folder, newest)}`,
    );
    console.log(summariseCpuProfile(join(folder, newest)));
  }
}
