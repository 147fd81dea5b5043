// One autocannon run, in its own process so that it can be pinned to another CPU than the server
// (scripts/bench.ts starts it with `taskset -c 1`). Input: one JSON argument (LoadOptions). Output: one
// JSON line (LoadResult) on stdout. Besides autocannon's figures it counts the values of the
// `x-page-cache` response header, so the caller can check that every response came from where it should.

import { createRequire } from 'node:module';

/** What every browser sends; the load generator sends it too, so cached pages go out as they are held. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

export interface LoadOptions {
  url: string;
  host: string;
  connections: number;
  durationSeconds: number;
  /** More request headers (an API's `authorization`). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  /** Responses received (any status). */
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationSeconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Count per value of the x-page-cache response header ("(none)" when absent). */
  pageCache: Record<string, number>;
}

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonResult {
  duration: number;
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number };
}
interface AutocannonClient {
  on(event: 'headers', listener: (info: { headers: string[] }) => void): void;
  /** autocannon's queue of requests in flight: its `addBody` appends each body chunk to a string. */
  pipelinedRequests: { addBody(chunk: Buffer): void };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  setupClient: (client: AutocannonClient) => void;
}) => Promise<AutocannonResult>;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const pageCache: Record<string, number> = {};
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    // As browsers ask (decision 0270): brotli or gzip, so a cached page goes out as the cache holds it.
    headers: { host: options.host, 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...options.headers },
    setupClient(client) {
      discardBodies(client);
      client.on('headers', ({ headers }) => {
        let value = '(none)';
        for (let i = 0; i < headers.length; i += 2) {
          if (headers[i]!.toLowerCase() === 'x-page-cache') value = headers[i + 1]!;
        }
        pageCache[value] = (pageCache[value] ?? 0) + 1;
      });
    },
  });
  const responses = result['2xx'] + result.non2xx;
  return {
    responses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
    requestsPerSecond: responses / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    pageCache,
  };
}

/**
 * autocannon decodes every response body into a string (`body += chunk`), which nothing here reads. Decoding a
 * compressed page (binary) costs it about twice the CPU of decoding the baseline's ASCII filler, and a slower
 * client changes how the server under test batches its work: Fastify sending the same page's bytes measured 0.042
 * ms per request against 0.025 for 'x' bytes of the same length, and 0.022-0.025 for both once the bodies are
 * dropped (docs/decisions/0435). So the bodies are counted by autocannon (bytes) and otherwise dropped.
 */
function discardBodies(client: AutocannonClient): void {
  const queue = client.pipelinedRequests;
  if (typeof queue?.addBody !== 'function') {
    throw new Error(
      'autocannon changed: its client has no pipelinedRequests.addBody to replace (scripts/bench/load.ts)',
    );
  }
  queue.addBody = () => {};
}

if (import.meta.main) {
  const options = JSON.parse(process.argv[2] ?? '') as LoadOptions;
  process.stdout.write(JSON.stringify(await runLoad(options)) + '\n');
}
