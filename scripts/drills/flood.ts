// The flood drill: 50 clients from one address send random paths, hosts and query strings while a
// visitor from another address browses normally. Passes when the visitor's p99 stays under 100 ms and nobody
// gets a 5xx; the website's memory is sampled throughout and printed.

import { randomBytes, randomInt } from 'node:crypto';
import { pause, sampleRss, send, sitePaths, statusCounts, summarise, webPool, type Outcome } from './http.ts';
import { startDrillProduct } from './product-control.ts';

export interface FloodDrillOptions {
  seconds: number;
  floodClients?: number;
  /** The visitor's pause between pages (a person reads; 200 ms is a fast one). */
  visitorThinkMs?: number;
  p99TargetMs?: number;
  log?: (line: string) => void;
}

export interface FloodDrillReport {
  visitor: ReturnType<typeof summarise> & { statuses: Record<string, number> };
  flood: { requests: number; perSecond: number; statuses: Record<string, number> };
  memory: { startMb: number; peakMb: number; endMb: number };
  serverErrors: number;
  /** Up to 10 of the requests that got a 5xx or no answer, to investigate. */
  serverErrorSamples: string[];
  p99TargetMs: number;
  passed: boolean;
}

const SECTIONS = ['press-releases', 'documents', 'photos', 'videos', 'calendar', 'about'];

/** One hostile request: a random path, host, port, id or query string (the shapes an attacker or a bot tries). */
export function randomRequest(): { path: string; host: string } {
  const word = () => randomBytes(6).toString('hex');
  const lang = randomInt(2) ? 'th' : 'en';
  const section = SECTIONS[randomInt(SECTIONS.length)]!;
  const hosts = [
    'localhost',
    `localhost:${randomInt(1, 65_536)}`,
    `${word()}.example`,
    'LOCALHOST.',
    `${word()}@localhost`,
    'chiangmai.localhost',
  ];
  const paths = [
    `/${lang}/${word()}`,
    `/${lang}/${section}/${word()}`,
    `/${lang}/${section}?page=${randomInt(1, 100_000)}`,
    `/${lang}/${section}?year=${randomInt(1900, 3000)}&category=${word()}&${word()}=${word()}`,
    `/${lang}/more-news?page=${randomInt(1, 1000)}&month=${randomInt(-5, 20)}`,
    `/${lang}/calendar?month=${randomInt(1900, 3000)}-${randomInt(0, 14)}&view=${word()}`,
    `/${word()}/${word()}/${word()}`,
  ];
  return { path: paths[randomInt(paths.length)]!, host: hosts[randomInt(hosts.length)]! };
}

export async function runFloodDrill(options: FloodDrillOptions): Promise<FloodDrillReport> {
  const log = options.log ?? (() => {});
  const floodClients = options.floodClients ?? 50;
  const p99TargetMs = options.p99TargetMs ?? 100;
  const product = await startDrillProduct();
  const origin = product.webOrigins[0]!;
  const visitorPool = webPool(origin, 1, '127.0.0.1');
  const floodPool = webPool(origin, floodClients, '127.0.0.2');
  // The pages are warmed from a third address, so the visitor starts the drill with its rate-limit budget whole.
  const warmingPool = webPool(origin, 4, '127.0.0.3');
  try {
    const paths = await sitePaths(warmingPool, 'localhost');
    await Promise.all(paths.map((path) => send(warmingPool, { path, host: 'localhost' })));
    log(`${paths.length} pages warmed; flooding with ${floodClients} clients for ${options.seconds} s`);

    const memory = sampleRss(product.webProcesses[0]!.pid);
    const until = Date.now() + options.seconds * 1000;
    const floodOutcomes: Outcome[] = [];
    const serverErrorSamples: string[] = [];
    const flood = async () => {
      while (Date.now() < until) {
        const request = randomRequest();
        const outcome = await send(floodPool, request);
        floodOutcomes.push(outcome);
        if ((outcome.status >= 500 || outcome.status === 0) && serverErrorSamples.length < 10) {
          serverErrorSamples.push(`${outcome.error ?? outcome.status} ${request.host} ${request.path}`);
        }
      }
    };
    const visitorOutcomes: Outcome[] = [];
    const visitor = async () => {
      for (let index = 0; Date.now() < until; index++) {
        visitorOutcomes.push(
          await send(visitorPool, { path: paths[index % paths.length]!, host: 'localhost' }),
        );
        await pause(options.visitorThinkMs ?? 200);
      }
    };
    await Promise.all([visitor(), ...Array.from({ length: floodClients }, flood)]);
    const rss = await memory.stop();

    const serverErrors = [...floodOutcomes, ...visitorOutcomes].filter(
      (outcome) => outcome.status >= 500 || outcome.status === 0,
    ).length;
    const visitorLatency = summarise(visitorOutcomes.map((outcome) => outcome.ms));
    const visitorFailures = visitorOutcomes.filter((outcome) => outcome.status !== 200).length;
    return {
      visitor: { ...visitorLatency, statuses: statusCounts(visitorOutcomes) },
      flood: {
        requests: floodOutcomes.length,
        perSecond: Math.round(floodOutcomes.length / options.seconds),
        statuses: statusCounts(floodOutcomes),
      },
      memory: rss,
      serverErrors,
      serverErrorSamples,
      p99TargetMs,
      passed: serverErrors === 0 && visitorFailures === 0 && visitorLatency.p99 < p99TargetMs,
    };
  } finally {
    await Promise.all([visitorPool.close(), floodPool.close(), warmingPool.close()]);
    await product.stop();
  }
}

export function formatFloodReport(report: FloodDrillReport): string {
  const { visitor, flood, memory } = report;
  return [
    `visitor: ${visitor.count} pages, p50 ${visitor.p50.toFixed(1)} ms, p99 ${visitor.p99.toFixed(1)} ms, max ${visitor.max.toFixed(1)} ms, ${JSON.stringify(visitor.statuses)}`,
    `flood: ${flood.requests} requests (${flood.perSecond}/s), ${JSON.stringify(flood.statuses)}`,
    `website RSS MB: start ${memory.startMb.toFixed(0)}, peak ${memory.peakMb.toFixed(0)}, end ${memory.endMb.toFixed(0)}`,
    `5xx or failed connections: ${report.serverErrors}`,
    ...report.serverErrorSamples.map((sample) => `  ${sample}`),
    report.passed
      ? `PASS  visitor p99 < ${report.p99TargetMs} ms, no 5xx`
      : `FAIL  visitor p99 < ${report.p99TargetMs} ms and no 5xx wanted`,
  ].join('\n');
}
