// `npm run bench:dept-api`: dept-api under HTTP load, as its chart runs it (the chart's `nodeOptions`, PostgreSQL),
// on the lists the website asks for most: CPU per request, latency, V8's scavenges (how often, what each promotes,
// how long each pauses) and the peak RSS. For sizing the dept-api chart and watching its young generation
// (docs/decisions/0437). dept-api runs on CPU 0 and the load generator (scripts/bench/load.ts) on CPU 1; PostgreSQL
// runs where the system puts it, so the CPU figures count dept-api's share only.
//
//   npm run bench:dept-api -- [--database-url postgres://…]   (default: a throwaway PostgreSQL, scripts/services.ts)
//                             [--duration 15] [--warmup 3] [--connections 20]

import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { DEMO_SITE_IDS } from '../apps/dept-api/src/seed/demo-sites.ts';
import type { LoadOptions, LoadResult } from './bench/load.ts';
import { chartNodeFlags } from './lib/chart-values.ts';
import { demoClientToken } from './lib/dept-api-token.ts';
import { cpuMs, statusKb } from './lib/process-usage.ts';
import { freePort, repoRoot, stopProcess } from './lib/product.ts';
import { printTable } from './lib/table.ts';
import { pinnedNodeCommand, positiveArgument } from './lib/bench-process.ts';
import { startServices } from './services.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
  },
});

const SITE = DEMO_SITE_IDS.dept;
const LISTS = [
  { label: 'news list', path: `/site/${SITE}/news?page=1&size=12` },
  { label: 'documents list', path: `/site/${SITE}/documents?page=1&size=12` },
  { label: 'albums list', path: `/site/${SITE}/albums?page=1&size=12` },
];
/** `node <args>` on one CPU (anywhere when taskset is missing). */
function pinnedNode(cpu: string, nodeArgs: string[], env: Record<string, string>) {
  const [command, commandArgs] = pinnedNodeCommand(cpu, nodeArgs);
  return spawn(command, commandArgs, { cwd: repoRoot, env: { ...process.env, ...env } });
}

async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const load = pinnedNode('1', ['scripts/bench/load.ts', JSON.stringify(options)], {});
  let output = '';
  load.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  load.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => load.once('exit', done));
  if (code !== 0) throw new Error(`load generator failed (exit ${code}):\n${output}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as LoadResult;
}

interface Scavenges {
  count: number;
  promotedKb: number;
  pauseMs: number;
  fullCollections: number;
}

/** V8's `--trace-gc-nvp` lines: scavenges (`gc=s`) averaged, full collections (`gc=mc`, `gc=mmc`) counted. */
function scavengesIn(trace: string): Scavenges {
  let count = 0;
  let promoted = 0;
  let pause = 0;
  let fullCollections = 0;
  for (const line of trace.split('\n')) {
    const kind = / gc=(\w+) /.exec(line)?.[1];
    if (kind === 'mc' || kind === 'mmc') fullCollections++;
    if (kind !== 's') continue;
    count++;
    promoted += Number(/ promoted=(\d+)/.exec(line)?.[1] ?? 0);
    pause += Number(/pause=([\d.]+)/.exec(line)?.[1] ?? 0);
  }
  return {
    count,
    promotedKb: count ? promoted / count / 1024 : 0,
    pauseMs: count ? pause / count : 0,
    fullCollections,
  };
}

async function main(): Promise<void> {
  const durationSeconds = positiveArgument(args, 'duration');
  const warmupSeconds = positiveArgument(args, 'warmup');
  const connections = positiveArgument(args, 'connections');
  const services = args['database-url'] ? undefined : await startServices();
  const databaseUrl = args['database-url'] ?? services?.databaseUrl;
  if (!databaseUrl) throw new Error('no PostgreSQL: install it, or give --database-url');

  const port = await freePort();
  const nodeFlags = ['--trace-gc-nvp', ...chartNodeFlags('dept-api')];
  const api = pinnedNode('0', [...nodeFlags, 'apps/dept-api/src/main.ts'], {
    NODE_ENV: 'production',
    DEPT_API_DEMO_CLIENTS: 'true',
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  let trace = '';
  let errors = '';
  api.stdout.on('data', (chunk: Buffer) => (trace += chunk.toString()));
  api.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    const origin = `http://127.0.0.1:${port}`;
    const token = await demoClientToken(origin, () => errors);
    console.log(`dept-api on PostgreSQL, Node options of its chart: ${nodeFlags.slice(1).join(' ')}`);
    console.log(
      `${connections} connections, ${warmupSeconds} s warm-up, then ${durationSeconds} s measured per list\n`,
    );
    const rows: string[][] = [];
    for (const list of LISTS) {
      const options = (seconds: number): LoadOptions => ({
        url: `${origin}${list.path}`,
        host: `127.0.0.1:${port}`,
        connections,
        durationSeconds: seconds,
        headers: { authorization: `Bearer ${token}` },
      });
      await runLoad(options(warmupSeconds));
      const traceBefore = trace.length;
      const cpuBefore = cpuMs(api.pid!);
      const result = await runLoad(options(durationSeconds));
      const cpu = cpuMs(api.pid!) - cpuBefore;
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(
          `${list.label}: ${result.non2xx} answers not 2xx, ${result.errors} errors\n${errors}`,
        );
      }
      const gc = scavengesIn(trace.slice(traceBefore));
      rows.push([
        list.label,
        result.requestsPerSecond.toFixed(0),
        String(result.p99Ms),
        (cpu / result.responses).toFixed(3),
        ((gc.count / result.responses) * 1000).toFixed(1),
        gc.promotedKb.toFixed(0),
        gc.pauseMs.toFixed(2),
        String(gc.fullCollections),
      ]);
    }
    printTable(
      [
        'list',
        'req/s',
        'p99 ms',
        'CPU ms/req',
        'scavenges/1000 req',
        'promoted KB/scav.',
        'pause ms',
        'full GCs',
      ],
      rows,
    );
    console.log(`\npeak RSS of dept-api: ${(statusKb(api.pid!, 'VmHWM') / 1024).toFixed(1)} MB`);
  } finally {
    await stopProcess(api);
    services?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`\nbench:dept-api failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
