// The values the website's Helm chart gives the pod (charts/probation-web/values.yaml), read by what runs the
// built server the way the pod does: the benchmark, and the tests of the server's V8 flags.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './product.ts';

/** A top-level value of the website's Helm chart. */
export function websiteChartValue(name: string): string {
  const values = readFileSync(join(repoRoot, 'charts/probation-web/values.yaml'), 'utf8');
  const value = new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(values)?.[1]?.trim();
  if (!value) throw new Error(`charts/probation-web/values.yaml has no ${name}`);
  return value;
}

/** The V8 flags the chart gives the website (`nodeOptions`), as NODE_OPTIONS text. */
export function websiteChartNodeOptions(): string {
  return websiteChartValue('nodeOptions');
}
