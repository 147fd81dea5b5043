// The outage drill: warm the caches, stop the department API, keep browsing every page of two sites
// in both languages (and the internal tools' GraphQL queries) for the whole outage, then start the API again.
// Passes when no page view and no warm GraphQL query failed while the API was down.

import { pause, send, sitePaths, statusCounts, summarise, webPool, type Outcome } from './http.ts';
import { startDrillProduct } from './product-control.ts';

export interface OutageDrillOptions {
  outageSeconds: number;
  /** The website's CACHE_TTL_SECONDS and PAGE_CACHE_TTL_SECONDS; short TTLs make every entry stale early. */
  ttlSeconds: number;
  sites?: string[];
  /** Browsing clients during the outage. */
  clients?: number;
  log?: (line: string) => void;
}

export interface OutageDrillReport {
  sites: string[];
  pagesPerSite: Record<string, number>;
  pageViews: number;
  failedPageViews: Array<{ host: string; path: string; expected: number; got: string }>;
  graphqlQueries: number;
  graphqlErrors: number;
  pageCacheSources: Record<string, number>;
  latency: ReturnType<typeof summarise>;
  /** A page nobody had asked for before the outage: it has nothing to fall back on (reported, not failed). */
  coldPageDuringOutage: string;
  coldPageAfterRecovery: string;
  passed: boolean;
}

// The events' range is fixed: without one it starts at this hour, and a new hour during the outage is a new key,
// which a drill of warm keys is not about (CI once crossed 11:00 mid-drill).
const TOOLS_QUERY = `query DrillTools($lang: Language!) {
  currentSite { id name(lang: $lang)
    news(lang: $lang, pageSize: 5) { total items { id title } }
    documents(lang: $lang, pageSize: 5) { total items { id title } }
    events(lang: $lang, pageSize: 5, from: "2026-12-01", to: "2027-01-01") { total items { id title } } } }`;

interface Visit {
  host: string;
  path: string;
  expected: number;
}

export async function runOutageDrill(options: OutageDrillOptions): Promise<OutageDrillReport> {
  const log = options.log ?? (() => {});
  const sites = options.sites ?? ['localhost', 'chiangmai.localhost'];
  const ttl = String(options.ttlSeconds);
  const product = await startDrillProduct({
    // Rate limits would count the drill's clients as one visitor (127.0.0.1); the flood drill tests them.
    webEnv: { CACHE_TTL_SECONDS: ttl, PAGE_CACHE_TTL_SECONDS: ttl, RATE_LIMIT: 'false' },
  });
  const pool = webPool(product.webOrigins[0]!, options.clients ?? 4);
  try {
    log(`warming ${sites.join(', ')}`);
    const visits: Visit[] = [];
    const pagesPerSite: Record<string, number> = {};
    for (const host of sites) {
      const paths = await sitePaths(pool, host);
      pagesPerSite[host] = paths.length;
      for (const path of paths) {
        await send(pool, { path, host });
        const second = await send(pool, { path, host });
        visits.push({ host, path, expected: second.status });
      }
    }
    const queries = sites.flatMap((host) => ['th', 'en'].map((lang) => ({ host, lang })));
    for (const query of queries) await graphql(pool, query.host, query.lang);

    log(`stopping the department API for ${options.outageSeconds} s`);
    await product.stopApi();
    const cold = await send(pool, { path: '/th/more-news?year=2026', host: sites[0]! });

    const outcomes: Outcome[] = [];
    const failed: OutageDrillReport['failedPageViews'] = [];
    let graphqlQueries = 0;
    let graphqlErrors = 0;
    const until = Date.now() + options.outageSeconds * 1000;
    let next = 0;
    const client = async () => {
      while (Date.now() < until) {
        const index = next++;
        if (index % 10 === 9) {
          const query = queries[index % queries.length]!;
          graphqlQueries++;
          if (!(await graphql(pool, query.host, query.lang))) graphqlErrors++;
        } else {
          const visit = visits[index % visits.length]!;
          const outcome = await send(pool, { path: visit.path, host: visit.host });
          outcomes.push(outcome);
          if (outcome.status !== visit.expected) {
            failed.push({ ...visit, got: outcome.error ?? String(outcome.status) });
          }
        }
        await pause(10);
      }
    };
    await Promise.all(Array.from({ length: options.clients ?? 4 }, client));

    log('starting the department API again');
    await product.startApi();
    const recovered = await eventuallyOk(pool, '/th/more-news?year=2026', sites[0]!, 30_000);

    const sources: Record<string, number> = {};
    for (const outcome of outcomes) {
      const source = outcome.pageCache ?? 'none';
      sources[source] = (sources[source] ?? 0) + 1;
    }
    return {
      sites,
      pagesPerSite,
      pageViews: outcomes.length,
      failedPageViews: failed,
      graphqlQueries,
      graphqlErrors,
      pageCacheSources: { ...sources, ...prefixed('status ', statusCounts(outcomes)) },
      latency: summarise(outcomes.map((outcome) => outcome.ms)),
      coldPageDuringOutage: cold.error ?? String(cold.status),
      coldPageAfterRecovery: recovered,
      passed: failed.length === 0 && graphqlErrors === 0 && outcomes.length > 0,
    };
  } finally {
    await pool.close();
    await product.stop();
  }
}

/** True when the query answered data and no error. */
async function graphql(pool: ReturnType<typeof webPool>, host: string, lang: string): Promise<boolean> {
  const outcome = await send(pool, {
    method: 'POST',
    path: '/graphql',
    host,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: TOOLS_QUERY, variables: { lang } }),
    keepBody: true,
  });
  if (outcome.status !== 200 || !outcome.body) return false;
  const answer = JSON.parse(outcome.body) as { data?: unknown; errors?: unknown[] };
  return Boolean(answer.data) && !answer.errors?.length;
}

async function eventuallyOk(
  pool: ReturnType<typeof webPool>,
  path: string,
  host: string,
  timeoutMs: number,
): Promise<string> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    const outcome = await send(pool, { path, host });
    last = outcome.error ?? String(outcome.status);
    if (outcome.status === 200) return `200 after ${((Date.now() - started) / 1000).toFixed(1)} s`;
    await pause(250);
  }
  return `${last} (still failing after ${timeoutMs / 1000} s)`;
}

function prefixed(prefix: string, counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([key, value]) => [prefix + key, value]));
}

export function formatOutageReport(report: OutageDrillReport): string {
  const lines = [
    `sites: ${report.sites.map((site) => `${site} (${report.pagesPerSite[site]} pages)`).join(', ')}`,
    `page views during the outage: ${report.pageViews}, failed: ${report.failedPageViews.length}`,
    `  answers: ${JSON.stringify(report.pageCacheSources)}`,
    `  latency ms: p50 ${report.latency.p50.toFixed(1)}, p99 ${report.latency.p99.toFixed(1)}, max ${report.latency.max.toFixed(1)}`,
    `GraphQL queries (warm keys) during the outage: ${report.graphqlQueries}, with errors: ${report.graphqlErrors}`,
    `a page never seen before, during the outage: ${report.coldPageDuringOutage}; after the API came back: ${report.coldPageAfterRecovery}`,
    ...report.failedPageViews
      .slice(0, 20)
      .map((f) => `  FAILED ${f.host}${f.path}: expected ${f.expected}, got ${f.got}`),
    report.passed ? 'PASS  0 failed page views, 0 GraphQL errors for warm keys' : 'FAIL',
  ];
  return lines.join('\n');
}
