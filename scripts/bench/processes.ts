// The processes the bench starts: each pinned to its CPU, its output in a log file of a temporary folder, and all
// of them stopped on exit, on error and on Ctrl-C (the logs kept first when `--keep-logs` asks).

import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pinnedNodeCommand } from '../lib/bench-process.ts';
import { repoRoot } from '../lib/product.ts';

/** The servers under test (the website, the baselines) run on this CPU ... */
export const SERVER_CPU = '0';
/** ... and the load generator, dept-api and the bench itself on this one. */
export const LOAD_CPU = '1';

export interface BenchProcesses {
  /** The temporary folder: logs, dept-api's data. */
  readonly folder: string;
  /** `node <nodeArgs>` pinned to `cpu` (unpinned when taskset is missing), its output appended to `<name>.log`. */
  startNode(name: string, nodeArgs: string[], cpu: string, env: Record<string, string>): ChildProcess;
  /** The log's lines so far (its last 20 with `tail`). */
  logLines(name: string, tail?: number): string[];
  removeLog(name: string): void;
  /** Kills every process still running, keeps the logs if asked, removes the folder. */
  stopAll(): void;
}

export function benchProcesses(keepLogsIn: string | undefined): BenchProcesses {
  const folder = mkdtempSync(join(tmpdir(), 'probation-bench-'));
  const children = new Set<ChildProcess>();
  let stopped = false;
  const logOf = (name: string) => join(folder, `${name}.log`);

  const processes: BenchProcesses = {
    folder,
    startNode(name, nodeArgs, cpu, env) {
      const log = openSync(logOf(name), 'a');
      const [command, commandArgs] = pinnedNodeCommand(cpu, nodeArgs);
      const child = spawn(command, commandArgs, {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', log, log],
      });
      closeSync(log);
      children.add(child);
      child.once('exit', () => children.delete(child));
      return child;
    },
    logLines(name, tail) {
      const lines = readFileSync(logOf(name), 'utf8').trimEnd().split('\n');
      return tail === undefined ? lines : lines.slice(-tail);
    },
    removeLog(name) {
      rmSync(logOf(name));
    },
    stopAll() {
      if (stopped) return;
      stopped = true;
      for (const child of children) child.kill('SIGKILL');
      if (keepLogsIn) {
        const kept = resolve(keepLogsIn);
        mkdirSync(kept, { recursive: true });
        for (const log of readdirSync(folder).filter((name) => name.endsWith('.log'))) {
          copyFileSync(join(folder, log), join(kept, log));
        }
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
  process.on('exit', () => processes.stopAll());
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      process.stderr.write(`\n${signal}: stopping everything the benchmark started\n`);
      processes.stopAll();
      process.exit(130);
    });
  }
  return processes;
}
