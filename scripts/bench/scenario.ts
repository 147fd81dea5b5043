// What the bench measures of one scenario (a page cached, fresh, or its static baseline): the figures of one load
// run, and of several runs merged into one (scripts/bench/aggregate.ts).

export type ScenarioKind = 'baseline' | 'cached' | 'fresh';

export interface Scenario {
  kind: ScenarioKind;
  /** The page's label (scripts/bench/pages.ts). */
  page: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  responses: number;
  /** Seconds of load measured (autocannon's own figure). */
  durationSeconds: number;
  cpuMs: number;
  cpuMsPerRequest: number;
  peakRssMb: number;
  /** Highest RSS of the process's whole life (VmHWM), start-up included. */
  hwmRssMb: number;
  pageCache: Record<string, number>;
  /** dept-api's CPU (all threads) per response of the website in the measured run: what its upstream calls cost. */
  upstreamCpuMsPerRequest: number;
  /** Why the scenario is invalid (non-2xx, errors, wrong cache source); empty when it is valid. */
  problems: string[];
  /** CPU ms per request of each round (cached and baseline runs are measured in rounds). */
  roundCpuMsPerRequest: number[];
}
