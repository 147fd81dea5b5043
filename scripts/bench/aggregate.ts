// Runs of one scenario merged into one (the slices of a round, then the rounds of a run), and a scenario's CPU per
// request as a ratio to its page's static baseline.

import type { Scenario } from './scenario.ts';

/** A scenario's figures: what merging runs into one must say how to merge, each by a rule of its own. */
type Figures = Omit<Scenario, 'kind' | 'page'>;
type MergeRules = { [Field in keyof Figures]: (runs: Scenario[]) => Figures[Field] };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const total = (pick: (run: Scenario) => number) => (runs: Scenario[]) =>
  runs.reduce((sum, run) => sum + pick(run), 0);
const highest = (pick: (run: Scenario) => number) => (runs: Scenario[]) => Math.max(...runs.map(pick));
const medianOf = (pick: (run: Scenario) => number) => (runs: Scenario[]) => median(runs.map(pick));
/** A total divided by the runs' responses (NaN when there were none). */
const perResponse = (pick: (run: Scenario) => number) => (runs: Scenario[]) => {
  const responses = total((run) => run.responses)(runs);
  return responses ? total(pick)(runs) / responses : NaN;
};

/** Merged alike however the runs were taken: totals, the highest RSS, every cache source counted, every problem. */
const commonRules = {
  responses: total((run) => run.responses),
  durationSeconds: total((run) => run.durationSeconds),
  cpuMs: total((run) => run.cpuMs),
  peakRssMb: highest((run) => run.peakRssMb),
  hwmRssMb: highest((run) => run.hwmRssMb),
  pageCache: (runs: Scenario[]) => {
    const counts: Record<string, number> = {};
    for (const run of runs)
      for (const [source, count] of Object.entries(run.pageCache))
        counts[source] = (counts[source] ?? 0) + count;
    return counts;
  },
  problems: (runs: Scenario[]) => [...new Set(runs.flatMap((run) => run.problems))],
};

const cpuMsPerResponse = perResponse((run) => run.cpuMs);

/** Slices of one side as one run: CPU and responses summed, the slowest p99. */
export const sliceRules: MergeRules = {
  ...commonRules,
  requestsPerSecond: (runs) =>
    total((run) => run.responses)(runs) / total((run) => run.durationSeconds)(runs),
  p50Ms: medianOf((run) => run.p50Ms),
  p99Ms: highest((run) => run.p99Ms),
  cpuMsPerRequest: cpuMsPerResponse,
  upstreamCpuMsPerRequest: perResponse((run) => run.upstreamCpuMsPerRequest * run.responses),
  roundCpuMsPerRequest: (runs) => [cpuMsPerResponse(runs)],
};

/** One scenario from its rounds: medians of the figures, each round's CPU per request kept. */
export const roundRules: MergeRules = {
  ...commonRules,
  requestsPerSecond: medianOf((run) => run.requestsPerSecond),
  p50Ms: medianOf((run) => run.p50Ms),
  p99Ms: medianOf((run) => run.p99Ms),
  cpuMsPerRequest: medianOf((run) => run.cpuMsPerRequest),
  upstreamCpuMsPerRequest: medianOf((run) => run.upstreamCpuMsPerRequest),
  roundCpuMsPerRequest: (runs) => runs.map((run) => run.cpuMsPerRequest),
};

/** Runs of one scenario as one, each figure by its rule (the compiler holds every figure to have one). */
export function merged(runs: Scenario[], rules: MergeRules): Scenario {
  const figures = Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [field, rule(runs)]),
  ) as unknown as Figures;
  return { kind: runs[0]!.kind, page: runs[0]!.page, ...figures };
}

/** Each page's scenarios of every kind, merged from their rounds. */
export function mergedRounds(runs: Scenario[]): Scenario[] {
  const groups = new Map<string, Scenario[]>();
  for (const run of runs) {
    const key = `${run.kind} ${run.page}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()].map((rounds) => merged(rounds, roundRules));
}

/** A cached page's CPU per request over its baseline's, round by round (each pair measured seconds apart). */
export function roundRatios(cached: Scenario, baseline: Scenario): number[] {
  return cached.roundCpuMsPerRequest.map((cpu, round) => cpu / baseline.roundCpuMsPerRequest[round]!);
}

/**
 * A scenario's CPU per request over its page's baseline's: for a cached page, the median of each round's pair; for
 * a fresh one (measured apart from the baseline), over the baseline's median.
 */
export function ratioToBaseline(scenario: Scenario, baseline: Scenario): number {
  return scenario.kind === 'cached'
    ? median(roundRatios(scenario, baseline))
    : scenario.cpuMsPerRequest / baseline.cpuMsPerRequest;
}
