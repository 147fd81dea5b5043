// What the benchmarks share about their processes and their command line: a whole-number option, and node
// pinned to one CPU so that a server and its load generator never share a core.

import { spawnSync } from 'node:child_process';

/** Whether `taskset` (util-linux) can pin a process here; without it the benchmarks run unpinned. */
export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** The command and arguments that run `node <nodeArgs>` on `cpu` (on any CPU when taskset is missing). */
export function pinnedNodeCommand(cpu: string, nodeArgs: readonly string[]): [string, string[]] {
  return hasTaskset
    ? ['taskset', ['-c', cpu, process.execPath, ...nodeArgs]]
    : [process.execPath, [...nodeArgs]];
}

/** A parsed option that must be a whole number ≥ 1 (`--duration 10`); anything else stops the run, naming it. */
export function positiveArgument(args: Readonly<Record<string, unknown>>, name: string): number {
  const value = Number(args[name]);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
}
