// The bench's verdicts against the project's targets (docs/performance.md "The targets", decision 0617): ratios to
// the static baseline measured in the same run, so that they hold on a slower or faster host alike, and the
// latency and memory a visitor and an operator feel.

import { ratioToBaseline, roundRatios } from './aggregate.ts';
import type { BenchPage } from './pages.ts';
import type { Scenario, ScenarioKind } from './scenario.ts';

export const TARGETS = {
  /** A fresh render of home, news list or news item: at most this many times the baseline's CPU per request. */
  freshRenderRatio: 35,
  /** A fresh search (dept-api asked for every request). */
  freshSearchRatio: 80,
  /** A page the cache holds (a query asked again, for search). */
  cachedRatio: 2.5,
  /** The cached pages' p99, at 50 connections. */
  cachedP99Ms: 50,
  /** The website's peak RSS over the whole run, with the Helm chart's settings. */
  peakRssMb: 256,
} as const;

export interface Verdict {
  /** The target as a sentence, e.g. "news item: fresh render ≤ 35 × the baseline's CPU per request". */
  target: string;
  /** The page it holds, or null for the whole run (peak RSS). */
  page: string | null;
  /** The figure measured, in `unit`, and the target it is held to: `value` `bound` `limit`. */
  value: number;
  bound: '≤' | '<';
  limit: number;
  unit: '×' | 'ms' | 'MB';
  pass: boolean;
  /** What else the line says: a cached page's round-by-round ratios, why a run is invalid. */
  detail: string | undefined;
}

export interface VerdictInput {
  /** Each scenario of the run, merged from its rounds (scripts/bench/aggregate.ts). */
  results: readonly Scenario[];
  /** The pages measured, in the order to judge them. */
  pages: readonly Pick<BenchPage, 'label' | 'search'>[];
  connections: number;
  /** Whether the website ran with the chart's Node flags (not `--web-node-flags`): the RSS target assumes them. */
  chartNodeFlags: boolean;
}

/**
 * Every target the run's scenarios can be judged by; a target fails when its figure misses it or when a run it
 * rests on is invalid (non-2xx answers, errors, answers from the wrong cache).
 */
export function verdictsOf({ results, pages, connections, chartNodeFlags }: VerdictInput): Verdict[] {
  const verdicts = pages.flatMap((page) => {
    const of = (kind: ScenarioKind) => results.find((r) => r.kind === kind && r.page === page.label);
    const [baseline, cached, fresh] = [of('baseline'), of('cached'), of('fresh')];
    const forPage: Verdict[] = [];
    if (baseline && fresh) {
      const limit = page.search ? TARGETS.freshSearchRatio : TARGETS.freshRenderRatio;
      const what = page.search ? 'fresh search (dept-api asked each time)' : 'fresh render';
      forPage.push(
        verdict(`${page.label}: ${what} ≤ ${limit} × the baseline's CPU per request`, page.label, {
          value: ratioToBaseline(fresh, baseline),
          limit,
          unit: '×',
          bound: '≤',
          runs: [fresh, baseline],
        }),
      );
    }
    if (baseline && cached) {
      const what = page.search ? 'cached (a query asked again, its page kept)' : 'cached';
      forPage.push(
        verdict(
          `${page.label}: ${what} ≤ ${TARGETS.cachedRatio} × the baseline's CPU per request`,
          page.label,
          {
            value: ratioToBaseline(cached, baseline),
            limit: TARGETS.cachedRatio,
            unit: '×',
            bound: '≤',
            runs: [cached, baseline],
            detail: `rounds: ${roundRatios(cached, baseline)
              .map((ratio) => ratio.toFixed(2))
              .join(', ')}`,
          },
        ),
      );
    }
    if (cached) {
      forPage.push(
        verdict(
          `${page.label}: p99 < ${TARGETS.cachedP99Ms} ms cached at ${connections} connections`,
          page.label,
          {
            value: cached.p99Ms,
            limit: TARGETS.cachedP99Ms,
            unit: 'ms',
            bound: '<',
            runs: [cached],
          },
        ),
      );
    }
    return forPage;
  });
  const website = results.filter((r) => r.kind !== 'baseline');
  if (website.length > 0) {
    const flags = chartNodeFlags ? "the chart's Node flags" : "--web-node-flags, not the chart's";
    verdicts.push(
      verdict(`peak RSS < ${TARGETS.peakRssMb} MB (the website over the whole run, ${flags})`, null, {
        value: Math.max(...website.map((r) => r.peakRssMb)),
        limit: TARGETS.peakRssMb,
        unit: 'MB',
        bound: '<',
        runs: website,
      }),
    );
  }
  return verdicts;
}

function verdict(
  target: string,
  page: string | null,
  figure: {
    value: number;
    limit: number;
    bound: Verdict['bound'];
    unit: Verdict['unit'];
    /** The runs the figure rests on: any invalid one fails the target. */
    runs: Scenario[];
    detail?: string;
  },
): Verdict {
  const problems = [...new Set(figure.runs.flatMap((run) => run.problems))];
  const invalid = problems.length > 0 ? `INVALID: ${problems.join('; ')}` : undefined;
  return {
    target,
    page,
    value: figure.value,
    bound: figure.bound,
    limit: figure.limit,
    unit: figure.unit,
    pass: !invalid && (figure.bound === '≤' ? figure.value <= figure.limit : figure.value < figure.limit),
    detail: [figure.detail, invalid].filter(Boolean).join('; ') || undefined,
  };
}
