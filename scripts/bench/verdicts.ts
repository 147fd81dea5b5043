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
      const what = page.search ? 'fresh search (dept-api asked each time)' : 'fresh render';
      forPage.push(
        verdict(`${page.label}: ${what}`, page.label, {
          value: ratioToBaseline(fresh, baseline),
          bound: '≤',
          limit: page.search ? TARGETS.freshSearchRatio : TARGETS.freshRenderRatio,
          unit: '×',
          runs: [fresh, baseline],
        }),
      );
    }
    if (baseline && cached) {
      const what = page.search ? 'cached (a query asked again, its page kept)' : 'cached';
      const rounds = roundRatios(cached, baseline).map((ratio) => ratio.toFixed(2));
      forPage.push(
        verdict(`${page.label}: ${what}`, page.label, {
          value: ratioToBaseline(cached, baseline),
          bound: '≤',
          limit: TARGETS.cachedRatio,
          unit: '×',
          runs: [cached, baseline],
          detail: `rounds: ${rounds.join(', ')}`,
        }),
      );
    }
    if (cached) {
      forPage.push(
        verdict(`${page.label}: p99 cached at ${connections} connections`, page.label, {
          value: cached.p99Ms,
          bound: '<',
          limit: TARGETS.cachedP99Ms,
          unit: 'ms',
          runs: [cached],
        }),
      );
    }
    return forPage;
  });
  const website = results.filter((r) => r.kind !== 'baseline');
  if (website.length > 0) {
    const flags = chartNodeFlags ? "the chart's Node flags" : "--web-node-flags, not the chart's";
    verdicts.push(
      verdict(`peak RSS (the website over the whole run, ${flags})`, null, {
        value: Math.max(...website.map((r) => r.peakRssMb)),
        bound: '<',
        limit: TARGETS.peakRssMb,
        unit: 'MB',
        runs: website,
      }),
    );
  }
  return verdicts;
}

const UNIT_WORDS: Record<Verdict['unit'], string> = {
  '×': "× the baseline's CPU per request",
  ms: 'ms',
  MB: 'MB',
};

/** The verdict on `subject`: its figure held to `bound limit unit`, and failed by any invalid run it rests on. */
function verdict(
  subject: string,
  page: string | null,
  figure: Pick<Verdict, 'value' | 'bound' | 'limit' | 'unit'> & { runs: Scenario[]; detail?: string },
): Verdict {
  const { value, bound, limit, unit } = figure;
  const problems = [...new Set(figure.runs.flatMap((run) => run.problems))];
  const invalid = problems.length > 0 ? `INVALID: ${problems.join('; ')}` : undefined;
  return {
    target: `${subject} ${bound} ${limit} ${UNIT_WORDS[unit]}`,
    page,
    value,
    bound,
    limit,
    unit,
    pass: !invalid && (bound === '≤' ? value <= limit : value < limit),
    detail: [figure.detail, invalid].filter(Boolean).join('; ') || undefined,
  };
}
