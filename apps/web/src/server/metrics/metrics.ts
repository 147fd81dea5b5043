import {
  Counter,
  Gauge,
  Histogram,
  LATENCY_BUCKETS,
  Registry,
  TalliedCounter,
  collectDefaultMetrics,
  createHttpMetrics,
} from '@probation/metrics';

/**
 * The website's Prometheus metrics (docs/decisions/0500). One registry per process: a pod is one process,
 * and counters are meant to add up over every app the process builds. Every label is bounded: route
 * patterns, site ids, outcome names and upstream operation shapes, never a raw path or host name.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry }); // event loop lag, heap, RSS, CPU, GC

export const httpMetrics = createHttpMetrics(metricsRegistry);

/** Tallied (decision 0421): counted for every page, cached ones included. */
export const pageCacheAnswers = new TalliedCounter({
  name: 'page_cache_answers_total',
  help: 'Pages answered, by page cache outcome (hit, miss, stale, bypass) and site id.',
  labelNames: ['outcome', 'site'] as const,
  registers: [metricsRegistry],
});

/** What a full-page cache holds: its entry count, read when scraped. */
interface CountedCache {
  readonly size: number;
}

/** The full-page caches of this process by name (`pages`, `search`); the pages plugin names them. */
let pageCaches: Readonly<Record<string, CountedCache | null>> = {};

export function observePageCaches(caches: Readonly<Record<string, CountedCache | null>>): void {
  pageCaches = caches;
}

/** Entries of each full-page cache: made-up spellings or paths must leave it flat (decision 0602). */
export const pageCacheEntries = new Gauge({
  name: 'page_cache_entries',
  help: 'Pages held by each full-page cache (pages, search).',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [cache, held] of Object.entries(pageCaches)) if (held) this.set({ cache }, held.size);
  },
});

/** Tallied (decision 0421): counted for every data cache read, two per cached page. */
export const dataCacheLookups = new TalliedCounter({
  name: 'data_cache_lookups_total',
  help: 'Upstream data cache lookups, by outcome (hit, stale, miss, error).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const upstreamCalls = new Counter({
  name: 'upstream_calls_total',
  help: 'Calls to the department API, by operation, method and status (or timeout, error).',
  labelNames: ['operation', 'method', 'status'] as const,
  registers: [metricsRegistry],
});

export const upstreamCallDuration = new Histogram({
  name: 'upstream_call_duration_seconds',
  help: 'Duration of calls to the department API (retries included), by operation.',
  labelNames: ['operation', 'method'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const tokenRefreshes = new Counter({
  name: 'upstream_token_refreshes_total',
  help: 'Client-credentials token exchanges with the department API, by outcome (ok, refused, error).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
