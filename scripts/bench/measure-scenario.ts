// The measurement of one scenario in one round: a fresh page's warm-up and run, or a cached page beside its
// baseline in slices taken in turn (A B B A…). Figures: the server's CPU per response, latency and peak RSS, and
// dept-api's CPU where the website asks it.

import { cpuMs, statusKb } from '../lib/process-usage.ts';
import { merged, sliceRules } from './aggregate.ts';
import { HOST_HEADER } from './http-get.ts';
import type { LoadOptions, LoadResult } from './load.ts';
import type { BenchOptions } from './options.ts';
import type { BenchPage } from './pages.ts';
import { LOAD_CPU, type BenchProcesses } from './processes.ts';
import type { Scenario, ScenarioKind } from './scenario.ts';
import type { Server } from './servers.ts';

type Timing = Pick<BenchOptions, 'durationSeconds' | 'warmupSeconds' | 'sliceSeconds' | 'connections'>;

/** One server of a measurement in turn; for the website, the page cache source its answers must show. */
export interface Side {
  kind: ScenarioKind;
  server: Server;
  website?: { expectedCache: string; deptApi: Server };
}

export class ScenarioMeasurement {
  readonly #processes: BenchProcesses;
  readonly #timing: Timing;

  constructor(processes: BenchProcesses, timing: Timing) {
    this.#processes = processes;
    this.#timing = timing;
  }

  /** A fresh page's round: a warm-up (it fills the website's data cache), then one run of `--duration` seconds. */
  async fresh(page: BenchPage, website: Server, deptApi: Server): Promise<Scenario> {
    await this.#warmUp('fresh', page, website);
    process.stdout.write(
      `measuring ${this.#timing.durationSeconds} s × ${this.#timing.connections} connections… `,
    );
    const run = await this.#measureRun('fresh', page, website, this.#timing.durationSeconds, {
      expectedCache: 'bypass',
      deptApi,
    });
    process.stdout.write(run.problems.length ? `INVALID: ${run.problems.join('; ')}\n` : 'done\n');
    return run;
  }

  /**
   * A cached page's round beside its baseline (decision 0432): both warmed, then `--duration` seconds of each in
   * slices of `--slice` seconds, taken in turn as A B B A A B…, so that a change of the host's speed, which comes
   * within seconds, falls on both alike. `baselineFirst` alternates from round to round.
   */
  async cachedBesideBaseline(
    page: BenchPage,
    cached: { website: Server; deptApi: Server },
    baseline: Server,
    baselineFirst: boolean,
  ): Promise<{ cached: Scenario; baseline: Scenario }> {
    const [first, second] = await this.inTurn(
      page,
      [
        { kind: 'baseline', server: baseline },
        {
          kind: 'cached',
          server: cached.website,
          website: { expectedCache: 'hit', deptApi: cached.deptApi },
        },
      ],
      baselineFirst,
    );
    return { baseline: first, cached: second };
  }

  /**
   * Two servers of one page measured in turn, in slices (A B B A…), `firstFirst` saying which leads: a cached page
   * and its baseline, or two builds of the website (`npm run bench:ab`). Prints the second's cost as a ratio to the
   * first's.
   */
  async inTurn(page: BenchPage, sides: [Side, Side], firstFirst: boolean): Promise<[Scenario, Scenario]> {
    for (const side of sides) await this.#warmUp(side.kind, page, side.server);
    const slices = Math.max(1, Math.round(this.#timing.durationSeconds / this.#timing.sliceSeconds));
    process.stdout.write(`measuring ${slices} × ${this.#timing.sliceSeconds} s of each, in turn… `);
    const runs: [Scenario[], Scenario[]] = [[], []];
    for (let turn = 0; turn < slices; turn++) {
      const order = (turn % 2 === 0) === firstFirst ? [0, 1] : [1, 0];
      for (const index of order) {
        const side = sides[index]!;
        runs[index]!.push(
          await this.#measureRun(side.kind, page, side.server, this.#timing.sliceSeconds, side.website),
        );
      }
    }
    const result: [Scenario, Scenario] = [merged(runs[0], sliceRules), merged(runs[1], sliceRules)];
    const problems = result.flatMap((scenario) => scenario.problems);
    process.stdout.write(
      problems.length
        ? `INVALID: ${problems.join('; ')}\n`
        : `done (${(result[1].cpuMsPerRequest / result[0].cpuMsPerRequest).toFixed(2)} ×)\n`,
    );
    return result;
  }

  /** Load on a page for `--warmup` seconds, unmeasured: compiles the code and sizes the connections' buffers. */
  async #warmUp(kind: ScenarioKind, page: BenchPage, server: Server): Promise<void> {
    process.stdout.write(`${kind} ${page.label}: warm-up ${this.#timing.warmupSeconds} s, `);
    await this.#runLoad(this.#timing.warmupSeconds, server.port, page.path);
  }

  /**
   * One measured load run of `seconds` on a server already warm: its CPU, responses, latency and RSS. Invalid when a
   * response is not 2xx or a connection fails; on the website (`website`), also when a response's x-page-cache is
   * not the one expected, and dept-api's CPU is counted beside.
   */
  async #measureRun(
    kind: ScenarioKind,
    page: BenchPage,
    server: Server,
    seconds: number,
    website?: { expectedCache: string; deptApi: Server },
  ): Promise<Scenario> {
    const pid = server.process.pid!;
    const upstreamPid = website?.deptApi.process.pid;
    let peakKb = statusKb(pid, 'VmRSS');
    const sampler = setInterval(() => (peakKb = Math.max(peakKb, statusKb(pid, 'VmRSS'))), 100);
    const cpuBefore = cpuMs(pid);
    const upstreamBefore = upstreamPid === undefined ? NaN : cpuMs(upstreamPid);
    const load = await this.#runLoad(seconds, server.port, page.path).finally(() => clearInterval(sampler));
    const cpu = cpuMs(pid) - cpuBefore;
    const upstreamCpu = upstreamPid === undefined ? NaN : cpuMs(upstreamPid) - upstreamBefore;
    peakKb = Math.max(peakKb, statusKb(pid, 'VmRSS'));

    const problems: string[] = [];
    if (load.responses === 0) problems.push('no responses');
    if (load.non2xx > 0) problems.push(`${load.non2xx} non-2xx responses`);
    if (load.errors > 0) problems.push(`${load.errors} connection errors (${load.timeouts} timeouts)`);
    if (website) {
      const other = Object.entries(load.pageCache).filter(([value]) => value !== website.expectedCache);
      if (other.length > 0) {
        problems.push(
          `x-page-cache other than "${website.expectedCache}": ${other.map(([v, n]) => `${v}×${n}`).join(', ')}`,
        );
      }
    }
    return {
      kind,
      page: page.label,
      requestsPerSecond: load.requestsPerSecond,
      p50Ms: load.p50Ms,
      p99Ms: load.p99Ms,
      responses: load.responses,
      durationSeconds: load.durationSeconds,
      cpuMs: cpu,
      cpuMsPerRequest: load.responses ? cpu / load.responses : NaN,
      upstreamCpuMsPerRequest: load.responses ? upstreamCpu / load.responses : NaN,
      peakRssMb: peakKb / 1024,
      hwmRssMb: statusKb(pid, 'VmHWM') / 1024,
      pageCache: load.pageCache,
      problems,
      roundCpuMsPerRequest: [load.responses ? cpu / load.responses : NaN],
    };
  }

  /** autocannon (scripts/bench/load.ts) in a process of its own on the load generator's CPU. */
  async #runLoad(seconds: number, port: number, path: string): Promise<LoadResult> {
    const options: LoadOptions = {
      url: `http://127.0.0.1:${port}${path}`,
      host: HOST_HEADER,
      connections: this.#timing.connections,
      durationSeconds: seconds,
    };
    const load = this.#processes.startNode(
      'load',
      ['scripts/bench/load.ts', JSON.stringify(options)],
      LOAD_CPU,
      {},
    );
    const code = await new Promise<number | null>((done) => load.once('exit', (exitCode) => done(exitCode)));
    const lines = this.#processes.logLines('load');
    this.#processes.removeLog('load');
    if (code !== 0) throw new Error(`load generator failed (exit ${code}):\n${lines.slice(-20).join('\n')}`);
    return JSON.parse(lines.at(-1)!) as LoadResult;
  }
}
