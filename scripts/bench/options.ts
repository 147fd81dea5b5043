// The bench's command line (each option is described at the top of scripts/bench.ts), read into its options.

import { parseArgs } from 'node:util';
import { positiveArgument } from '../lib/bench-process.ts';
import { chartValue } from '../lib/chart-values.ts';
import { BENCH_PAGES, type BenchPage } from './pages.ts';

export interface BenchOptions {
  build: boolean;
  durationSeconds: number;
  warmupSeconds: number;
  rounds: number;
  sliceSeconds: number;
  connections: number;
  /** Where to write the figures and verdicts as JSON. */
  json: string | undefined;
  /** Where to write the website's CPU profiles (`cached/` and `fresh/`). */
  cpuProfileDir: string | undefined;
  nodeEnv: 'production' | 'development';
  /** The website's Node/V8 flags: the Helm chart's `nodeOptions` unless `--web-node-flags` gives others. */
  webNodeFlags: string;
  webNodeFlagsAreTheChart: boolean;
  /** The pod's malloc arenas (the chart's `mallocArenaMax`): part of the RSS printed. */
  mallocArenaMax: string;
  /** Allocations glibc maps on their own (the chart's `mallocMmapThreshold`, decision 0425): part of the RSS too. */
  mallocMmapThreshold: string;
  pages: BenchPage[];
  redis: boolean;
  keepLogsIn: string | undefined;
}

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values: args } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '2' },
      rounds: { type: 'string', default: '5' },
      slice: { type: 'string', default: '1' },
      connections: { type: 'string', default: '50' },
      json: { type: 'string' },
      'cpu-prof': { type: 'string' },
      'node-env': { type: 'string', default: 'production' },
      'web-node-flags': { type: 'string' },
      pages: { type: 'string' },
      'keep-logs': { type: 'string' },
      redis: { type: 'boolean', default: false },
    },
  });
  const nodeEnv = args['node-env'];
  if (nodeEnv !== 'production' && nodeEnv !== 'development')
    throw new Error('--node-env must be production or development');
  const chartNodeFlags = chartValue('probation-web', 'nodeOptions');
  return {
    build: !args['no-build'],
    durationSeconds: positiveArgument(args, 'duration'),
    warmupSeconds: positiveArgument(args, 'warmup'),
    rounds: positiveArgument(args, 'rounds'),
    sliceSeconds: positiveArgument(args, 'slice'),
    connections: positiveArgument(args, 'connections'),
    json: args.json,
    cpuProfileDir: args['cpu-prof'],
    nodeEnv,
    webNodeFlags: args['web-node-flags'] ?? chartNodeFlags,
    webNodeFlagsAreTheChart: (args['web-node-flags'] ?? chartNodeFlags) === chartNodeFlags,
    mallocArenaMax: chartValue('probation-web', 'mallocArenaMax'),
    mallocMmapThreshold: chartValue('probation-web', 'mallocMmapThreshold'),
    pages: pagesNamed(args.pages),
    redis: args.redis,
    keepLogsIn: args['keep-logs'],
  };
}

/** `--pages home,news-list`: those pages, in the bench's order; every page when the option is absent. */
function pagesNamed(option: string | undefined): BenchPage[] {
  if (option === undefined) return [...BENCH_PAGES];
  const wanted = option.split(',').map((name) => name.trim().replace(/-/g, ' '));
  const unknown = wanted.filter((name) => !BENCH_PAGES.some((page) => page.label === name));
  if (unknown.length > 0 || wanted.length === 0) {
    throw new Error(`--pages takes ${BENCH_PAGES.map((page) => page.label.replace(/ /g, '-')).join(',')}`);
  }
  return BENCH_PAGES.filter((page) => wanted.includes(page.label));
}
