// The servers a bench round runs: dept-api with its demo data, the website (its page cache on for the cached runs,
// off for the fresh ones) with the Helm chart's settings, and one static baseline per page; built first, stopped
// after their round.

import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILT_WEBSITE_SERVER, freePort, repoRoot, stopProcess } from '../lib/product.ts';
import { startServices, type Services } from '../services.ts';
import { get } from './http-get.ts';
import type { BenchOptions } from './options.ts';
import type { ServedPage } from './pages.ts';
import { LOAD_CPU, SERVER_CPU, type BenchProcesses } from './processes.ts';

export interface Server {
  process: ChildProcess;
  port: number;
}

/** What the website asks for its data: dept-api, and the Redis of its data cache (`--redis`) or none (memory). */
export interface Upstream {
  deptApi: Server;
  redisUrl: string | undefined;
}

/** Every workspace's codegen first (turbo): the website's server bundle includes the contract's generated code. */
export function buildWebsite(): void {
  for (const command of [
    ['run', 'codegen'],
    ['run', 'build', '-w', '@probation/web'],
  ]) {
    console.log(`\n> npm ${command.join(' ')}`);
    const result = spawnSync('npm', command, { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm ${command.join(' ')} failed`);
  }
}

/** A throwaway Redis for the website's data cache, as the Helm chart runs it (`--redis`). */
export async function startRedis(): Promise<Services & { redisUrl: string }> {
  const services = await startServices();
  if (!services.redisUrl)
    throw new Error('--redis: no Redis could be started (apt-get install redis-server)');
  return { ...services, redisUrl: services.redisUrl };
}

export async function startDeptApi(processes: BenchProcesses): Promise<Server> {
  const port = await freePort();
  const api = processes.startNode('dept-api', ['apps/dept-api/src/main.ts'], LOAD_CPU, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(processes.folder, 'dept-api-data'),
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  });
  await waitFor200(processes, 'dept-api', api, port, '/healthz');
  return { process: api, port };
}

/**
 * The built website on the servers' CPU. `cached`: its full-page cache on and search answers kept (as long as the
 * run); `fresh`: neither, so every request renders and every search asks dept-api.
 */
export async function startWebsite(
  processes: BenchProcesses,
  options: BenchOptions,
  run: 'cached' | 'fresh',
  upstream: Upstream,
  /** The built server to start: this checkout's, or another's (`npm run bench:ab`). */
  serverFile = BUILT_WEBSITE_SERVER,
): Promise<Server> {
  const port = await freePort();
  const nodeFlags = options.webNodeFlags.split(' ').filter(Boolean);
  const web = processes.startNode(
    'web',
    [...nodeFlags, ...profilerFlags(options, run), serverFile],
    SERVER_CPU,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DEPT_API_URL: `http://127.0.0.1:${upstream.deptApi.port}`,
      MALLOC_ARENA_MAX: options.mallocArenaMax,
      MALLOC_MMAP_THRESHOLD_: options.mallocMmapThreshold,
      // React picks its development build (several times slower to render) unless NODE_ENV=production.
      NODE_ENV: options.nodeEnv,
      DEPT_API_CLIENT_SECRET: 'dev-gateway-secret', // dept-api's built-in demo client (it runs in development)
      LOG_LEVEL: 'warn',
      PAGE_CACHE: String(run === 'cached'),
      // Every request is counted against the rate limit, as in production (decision 0423); all come from
      // 127.0.0.1, so the limit is set where it never refuses one (a million a second).
      RATE_LIMIT: 'true',
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_WINDOW_SECONDS: '1',
      // Long enough that the measured run never sees a stale entry: "cached" means served from the cache.
      PAGE_CACHE_TTL_SECONDS: '3600',
      SEARCH_CACHE_SECONDS: run === 'cached' ? '3600' : '0',
      ...(upstream.redisUrl ? { REDIS_URL: upstream.redisUrl } : {}),
    },
  );
  await waitFor200(processes, 'web', web, port, '/th/main');
  return { process: web, port };
}

/** `--cpu-prof <dir>`: the website profiled into `<dir>/cached` or `<dir>/fresh`. */
function profilerFlags(options: BenchOptions, run: 'cached' | 'fresh'): string[] {
  if (!options.cpuProfileDir) return [];
  const folder = join(resolve(options.cpuProfileDir), run);
  mkdirSync(folder, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${folder}`];
}

/**
 * One baseline per page: Fastify answering a fixed string of the size the page travels in (compressed) and its
 * type (scripts/bench/baseline-server.ts), in the pages' order.
 */
export async function startBaselines(processes: BenchProcesses, pages: ServedPage[]): Promise<Server[]> {
  const baselines: Server[] = [];
  for (const page of pages) {
    const port = await freePort();
    const name = `baseline-${baselines.length}`;
    const base = processes.startNode(name, ['scripts/bench/baseline-server.ts'], SERVER_CPU, {
      PORT: String(port),
      HOST: '127.0.0.1',
      BODY_BYTES: String(page.bytes),
      CONTENT_TYPE: page.contentType,
    });
    await waitFor200(processes, name, base, port, page.path);
    baselines.push({ process: base, port });
  }
  return baselines;
}

export async function stopServers(...servers: Server[]): Promise<void> {
  for (const server of servers) await stopProcess(server.process);
}

/** Polls until GET path answers 200; fails, with the end of the server's log, when it exits or after 60 s. */
async function waitFor200(
  processes: BenchProcesses,
  name: string,
  child: ChildProcess,
  port: number,
  path: string,
): Promise<void> {
  const logTail = () => processes.logLines(name, 20).join('\n');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited during start-up:\n${logTail()}`);
    }
    const status = await get(port, path).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`${name}: GET ${path} did not answer 200 within 60 s:\n${logTail()}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
