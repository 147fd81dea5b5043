// The drills' HTTP side: one request with its outcome and time, latency summaries, and the page list of a
// site read from its own sitemap.

import { Pool } from 'undici';

export interface Outcome {
  status: number;
  /** A network failure (reset, refused, timeout) instead of an answer. */
  error?: string;
  ms: number;
  /** The response's x-page-cache header (hit, miss, stale, bypass), when it has one. */
  pageCache?: string;
  /** What the body said, for the checks that read it (GraphQL errors). */
  body?: string;
}

export interface RequestSpec {
  path: string;
  host: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  keepBody?: boolean;
}

/** A keep-alive connection pool to the website, optionally bound to a local source address (127.0.0.x). */
export function webPool(origin: string, connections: number, localAddress?: string): Pool {
  return new Pool(origin, {
    connections,
    pipelining: 1,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
    ...(localAddress ? { localAddress } : {}),
  });
}

export async function send(pool: Pool, spec: RequestSpec): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await pool.request({
      method: spec.method ?? 'GET',
      path: spec.path,
      headers: { host: spec.host, accept: 'text/html', ...spec.headers },
      body: spec.body,
    });
    const text = spec.keepBody ? await response.body.text() : (await response.body.dump(), undefined);
    const pageCache = response.headers['x-page-cache'];
    return {
      status: response.statusCode,
      ms: performance.now() - started,
      ...(typeof pageCache === 'string' ? { pageCache } : {}),
      ...(text !== undefined ? { body: text } : {}),
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return {
      status: 0,
      error: code ?? (error instanceof Error ? error.message : String(error)),
      ms: performance.now() - started,
    };
  }
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarise(milliseconds: readonly number[]): LatencySummary {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** Counts of outcomes by status (0 = network failure), for the printed report. */
export function statusCounts(outcomes: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = outcome.status === 0 ? `error:${outcome.error}` : String(outcome.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * The paths of a site's pages, from its sitemap (every page in both languages), plus the site's feeds and
 * discovery files. Only paths are kept: the drills send the Host header themselves.
 */
export async function sitePaths(pool: Pool, host: string): Promise<string[]> {
  const sitemap = await send(pool, { path: '/sitemap.xml', host, keepBody: true });
  if (sitemap.status !== 200 || !sitemap.body) {
    throw new Error(`${host}/sitemap.xml answered ${sitemap.status} ${sitemap.error ?? ''}`);
  }
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  return [...new Set([...paths, '/robots.txt', '/sitemap.xml', '/th/rss.xml', '/en/rss.xml'])];
}

/** Milliseconds to wait; the drills' clock. */
export function pause(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** The resident memory of a process in MB, from /proc (Linux), or NaN where that cannot be read. */
export async function rssMb(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; reports the first and the highest sample. */
export function sampleRss(pid: number | undefined, everyMs = 500) {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const value = await rssMb(pid);
      if (Number.isFinite(value)) samples.push(value);
      await pause(everyMs);
    }
  })();
  return {
    async stop(): Promise<{ startMb: number; peakMb: number; endMb: number }> {
      running = false;
      await loop;
      return {
        startMb: samples[0] ?? Number.NaN,
        peakMb: samples.length ? Math.max(...samples) : Number.NaN,
        endMb: samples.at(-1) ?? Number.NaN,
      };
    },
  };
}
