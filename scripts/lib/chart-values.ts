// The values a Helm chart of this repository gives its pod (charts/<chart>/values.yaml), read by what runs an app
// the way its pod does: the benchmark, and the tests of the apps' V8 flags.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './product.ts';

export type ChartName = 'probation-web' | 'dept-api';

/** A top-level value of a chart. */
export function chartValue(chart: ChartName, name: string): string {
  const file = `charts/${chart}/values.yaml`;
  const values = readFileSync(join(repoRoot, file), 'utf8');
  const value = new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(values)?.[1]?.trim();
  if (!value) throw new Error(`${file} has no ${name}`);
  return value;
}

/** The Node options a chart gives its app (`nodeOptions`), one flag per element. */
export function chartNodeFlags(chart: ChartName): string[] {
  return chartValue(chart, 'nodeOptions').split(/\s+/);
}
