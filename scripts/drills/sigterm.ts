// The SIGTERM drill: two website processes share the load, as two pods behind a Kubernetes Service.
// One is taken out of the rotation and sent SIGTERM at the same moment, the worst case a rolling update can
// give when its preStop pause is over. Passes when every request of the run, the ones in flight on the
// stopping process included, got a good answer and the process exited 0.

import { pause, send, sitePaths, statusCounts, summarise, webPool, type Outcome } from './http.ts';
import { startDrillProduct } from './product-control.ts';

export interface SigtermDrillOptions {
  seconds: number;
  clients?: number;
  log?: (line: string) => void;
}

export interface SigtermDrillReport {
  requests: number;
  failed: number;
  statuses: Record<string, number>;
  inFlightAtSigterm: number;
  inFlightOutcomes: Record<string, number>;
  exitCode: number | null;
  exitSeconds: number;
  latency: ReturnType<typeof summarise>;
  passed: boolean;
}

export async function runSigtermDrill(options: SigtermDrillOptions): Promise<SigtermDrillReport> {
  const log = options.log ?? (() => {});
  const clients = options.clients ?? 20;
  // Pages expire every second, so many requests are real renders (and data calls) when the signal comes.
  const product = await startDrillProduct({
    webCount: 2,
    // Rate limits would count the 20 clients as one visitor (127.0.0.1); the flood drill tests them.
    webEnv: { PAGE_CACHE_TTL_SECONDS: '1', RATE_LIMIT: 'false' },
  });
  const pools = product.webOrigins.map((origin) => webPool(origin, clients));
  try {
    const paths = await sitePaths(pools[0]!, 'localhost');
    const live = [0, 1];
    const inFlight = [new Set<Promise<Outcome>>(), new Set<Promise<Outcome>>()];
    const outcomes: Outcome[] = [];
    let next = 0;
    const until = Date.now() + options.seconds * 1000;
    const client = async () => {
      while (Date.now() < until) {
        const index = next++;
        const target = live[index % live.length]!;
        const request = send(pools[target]!, { path: paths[index % paths.length]!, host: 'localhost' });
        inFlight[target]!.add(request);
        const outcome = await request;
        inFlight[target]!.delete(request);
        outcomes.push(outcome);
      }
    };
    const load = Promise.all(Array.from({ length: clients }, client));

    await pause((options.seconds * 1000) / 2);
    live.splice(live.indexOf(0), 1);
    const caught = [...inFlight[0]!];
    log(`SIGTERM to website 1 with ${caught.length} requests in flight on it`);
    const signalledAt = performance.now();
    const exitCode = await product.terminateWeb(0);
    const exitSeconds = (performance.now() - signalledAt) / 1000;
    const caughtOutcomes = await Promise.all(caught);
    await load;

    const good = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 400;
    const failed = outcomes.filter((outcome) => !good(outcome)).length;
    return {
      requests: outcomes.length,
      failed,
      statuses: statusCounts(outcomes),
      inFlightAtSigterm: caught.length,
      inFlightOutcomes: statusCounts(caughtOutcomes),
      exitCode,
      exitSeconds,
      latency: summarise(outcomes.map((outcome) => outcome.ms)),
      passed: failed === 0 && exitCode === 0 && outcomes.length > 0,
    };
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
    await product.stop();
  }
}

export function formatSigtermReport(report: SigtermDrillReport): string {
  return [
    `requests: ${report.requests}, failed: ${report.failed}, ${JSON.stringify(report.statuses)}`,
    `in flight on the stopped process at SIGTERM: ${report.inFlightAtSigterm}, answered ${JSON.stringify(report.inFlightOutcomes)}`,
    `it exited with ${report.exitCode} after ${report.exitSeconds.toFixed(2)} s`,
    `latency ms: p50 ${report.latency.p50.toFixed(1)}, p99 ${report.latency.p99.toFixed(1)}`,
    report.passed ? 'PASS  0 failed requests, exit 0' : 'FAIL',
  ].join('\n');
}
