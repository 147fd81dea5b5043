import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../../scripts/bench/scenario.ts';
import { verdictLine } from '../../../../scripts/bench/report.ts';
import { verdictsOf, type Verdict } from '../../../../scripts/bench/verdicts.ts';

/** `npm run bench`'s verdicts against the targets of docs/performance.md (decision 0617), on figures made up here. */

const PAGES = [{ label: 'news item' }, { label: 'search', search: true as const }];
/** The baselines' CPU per request in each of three rounds: 0.020 ms, so a ratio of 35 is 0.700 ms. */
const BASELINE_CPU = 0.02;

function scenario(kind: Scenario['kind'], page: string, figures: Partial<Scenario> = {}): Scenario {
  const cpuMsPerRequest = figures.cpuMsPerRequest ?? BASELINE_CPU;
  return {
    kind,
    page,
    requestsPerSecond: 1000,
    p50Ms: 1,
    p99Ms: 10,
    responses: 5000,
    durationSeconds: 5,
    cpuMs: cpuMsPerRequest * 5000,
    cpuMsPerRequest,
    peakRssMb: 150,
    hwmRssMb: 150,
    pageCache: {},
    upstreamCpuMsPerRequest: NaN,
    problems: [],
    roundCpuMsPerRequest: [cpuMsPerRequest, cpuMsPerRequest, cpuMsPerRequest],
    ...figures,
  };
}

/** A run of both pages within every target, with some of its scenarios' figures replaced. */
function run(replaced: Partial<Record<`${Scenario['kind']} ${string}`, Partial<Scenario>>> = {}): Scenario[] {
  const figures = (kind: Scenario['kind'], page: string, within: Partial<Scenario>) =>
    scenario(kind, page, { ...within, ...replaced[`${kind} ${page}`] });
  return [
    figures('baseline', 'news item', {}),
    figures('cached', 'news item', { cpuMsPerRequest: 0.04, roundCpuMsPerRequest: [0.04, 0.04, 0.04] }),
    figures('fresh', 'news item', { cpuMsPerRequest: 0.5 }),
    figures('baseline', 'search', {}),
    figures('cached', 'search', { cpuMsPerRequest: 0.04, roundCpuMsPerRequest: [0.04, 0.04, 0.04] }),
    figures('fresh', 'search', { cpuMsPerRequest: 1.2 }),
  ];
}

function verdictFor(results: Scenario[], target: string, chartNodeFlags = true): Verdict {
  const verdicts = verdictsOf({ results, pages: PAGES, connections: 50, chartNodeFlags });
  const found = verdicts.find((verdict) => verdict.target.startsWith(target));
  if (!found) throw new Error(`no verdict "${target}…" among ${verdicts.map((v) => v.target).join(' | ')}`);
  return found;
}

describe('the bench verdicts', () => {
  it('holds each page to every target, and the whole run to the peak RSS', () => {
    const lines = verdictsOf({ results: run(), pages: PAGES, connections: 50, chartNodeFlags: true }).map(
      verdictLine,
    );
    expect(lines).toEqual([
      "PASS  news item: fresh render ≤ 35 × the baseline's CPU per request: 25.00 ×",
      "PASS  news item: cached ≤ 2.5 × the baseline's CPU per request: 2.00 × (rounds: 2.00, 2.00, 2.00)",
      'PASS  news item: p99 cached at 50 connections < 50 ms: 10.0 ms',
      "PASS  search: fresh search (dept-api asked each time) ≤ 80 × the baseline's CPU per request: 60.00 ×",
      "PASS  search: cached (a query asked again, its page kept) ≤ 2.5 × the baseline's CPU per request: 2.00 × (rounds: 2.00, 2.00, 2.00)",
      'PASS  search: p99 cached at 50 connections < 50 ms: 10.0 ms',
      "PASS  peak RSS (the website over the whole run, the chart's Node flags) < 256 MB: 150.0 MB",
    ]);
  });

  it('passes a fresh render at 35 × the baseline and fails it above', () => {
    const at = verdictFor(run({ 'fresh news item': { cpuMsPerRequest: 0.7 } }), 'news item: fresh render');
    const above = verdictFor(
      run({ 'fresh news item': { cpuMsPerRequest: 0.702 } }),
      'news item: fresh render',
    );
    expect(at.pass).toBe(true);
    expect(at.value).toBe(35);
    expect(above.pass).toBe(false);
    expect(above.value).toBeCloseTo(35.1);
  });

  it('passes a fresh search at 80 × the baseline and fails it above', () => {
    const at = verdictFor(run({ 'fresh search': { cpuMsPerRequest: 1.6 } }), 'search: fresh search');
    const above = verdictFor(run({ 'fresh search': { cpuMsPerRequest: 1.61 } }), 'search: fresh search');
    expect(at.pass).toBe(true);
    expect(at.value).toBe(80);
    expect(above.pass).toBe(false);
    expect(above.value).toBeCloseTo(80.5);
  });

  it("judges a cached page by the median of each round's ratio to the baseline measured beside it", () => {
    // The baseline's rounds differ; the cached page's ratios per round are 2.4, 2.5 and 3.0: median 2.5.
    const within = run({
      'baseline search': { roundCpuMsPerRequest: [0.02, 0.02, 0.01] },
      'cached search': { roundCpuMsPerRequest: [0.048, 0.05, 0.03] },
    });
    // Ratios 2.4, 2.6 and 3.0: median 2.6.
    const beyond = run({
      'baseline search': { roundCpuMsPerRequest: [0.02, 0.02, 0.01] },
      'cached search': { roundCpuMsPerRequest: [0.048, 0.052, 0.03] },
    });
    const passed = verdictFor(within, 'search: cached');
    const failed = verdictFor(beyond, 'search: cached');
    expect(passed.pass).toBe(true);
    expect(verdictLine(passed)).toMatch(/: 2\.50 × \(rounds: 2\.40, 2\.50, 3\.00\)$/);
    expect(failed.pass).toBe(false);
    expect(verdictLine(failed)).toMatch(/^FAIL .*: 2\.60 × \(rounds: 2\.40, 2\.60, 3\.00\)$/);
  });

  it('passes a cached p99 under 50 ms and fails it at 50', () => {
    const under = verdictFor(run({ 'cached news item': { p99Ms: 49.9 } }), 'news item: p99');
    const at = verdictFor(run({ 'cached news item': { p99Ms: 50 } }), 'news item: p99');
    expect(under.pass).toBe(true);
    expect(at.pass).toBe(false);
  });

  it("passes the website's peak RSS under 256 MB and fails it at 256; the baselines' RSS is not the website's", () => {
    const under = verdictFor(
      run({ 'fresh search': { peakRssMb: 255.9 }, 'baseline news item': { peakRssMb: 400 } }),
      'peak RSS',
    );
    const at = verdictFor(run({ 'cached news item': { peakRssMb: 256 } }), 'peak RSS');
    expect([under.pass, under.value]).toEqual([true, 255.9]);
    expect([at.pass, at.value]).toEqual([false, 256]);
  });

  it("says when the website ran with other Node flags than the chart's", () => {
    expect(verdictFor(run(), 'peak RSS', false).target).toBe(
      "peak RSS (the website over the whole run, --web-node-flags, not the chart's) < 256 MB",
    );
  });

  it('fails a target whose run is invalid, however good its figure, and says why', () => {
    const results = run({ 'baseline news item': { problems: ['3 non-2xx responses'] } });
    const fresh = verdictFor(results, 'news item: fresh render');
    const p99 = verdictFor(results, 'news item: p99');
    expect(fresh.pass).toBe(false);
    expect(verdictLine(fresh)).toBe(
      "FAIL  news item: fresh render ≤ 35 × the baseline's CPU per request: 25.00 × (INVALID: 3 non-2xx responses)",
    );
    // The p99 rests on the cached run alone, which is valid.
    expect(p99.pass).toBe(true);
  });

  it('judges only the pages measured', () => {
    const newsItemOnly = run().filter((r) => r.page === 'news item');
    const targets = verdictsOf({
      results: newsItemOnly,
      pages: PAGES,
      connections: 50,
      chartNodeFlags: true,
    }).map((verdict) => verdict.page);
    expect(targets).toEqual(['news item', 'news item', 'news item', null]);
  });
});
