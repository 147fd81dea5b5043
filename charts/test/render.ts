import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const CHARTS = ['probation-web', 'dept-api'] as const;
export const ENVIRONMENTS = ['dev', 'staging', 'prod'] as const;
export type Chart = (typeof CHARTS)[number];
export type Environment = (typeof ENVIRONMENTS)[number];

/** The Kubernetes version templates are rendered for (helm built with `go install` assumes 1.20 otherwise). */
export const KUBE_VERSION = '1.31.0';

export const chartDir = (chart: Chart) => resolve(import.meta.dirname, '..', chart);

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rendered Kubernetes objects, read by the tests
  spec?: any;
  data?: Record<string, string>;
  automountServiceAccountToken?: boolean;
}

export interface Rendered {
  ok: boolean;
  error: string;
  manifests: Manifest[];
}

/** `helm template` of a chart with an environment's values file (and extra --set pairs). */
export function render(chart: Chart, environment: Environment, set: string[] = []): Rendered {
  const result = spawnSync(
    'helm',
    [
      'template',
      chart,
      chartDir(chart),
      '-f',
      `${chartDir(chart)}/values-${environment}.yaml`,
      '--kube-version',
      KUBE_VERSION,
      ...set.flatMap((pair) => ['--set', pair]),
    ],
    { encoding: 'utf8' },
  );
  const manifests =
    result.status === 0 ? parseAllDocuments(result.stdout).map((doc) => doc.toJS() as Manifest) : [];
  return { ok: result.status === 0, error: result.stderr, manifests: manifests.filter(Boolean) };
}

export function one(manifests: readonly Manifest[], kind: string): Manifest {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  if (found.length !== 1) throw new Error(`expected one ${kind}, found ${found.length}`);
  return found[0]!;
}

/** Mebibytes of a Kubernetes quantity such as 320Mi or 1Gi. */
export function mebibytes(quantity: string): number {
  const match = /^(\d+)(Mi|Gi)$/.exec(quantity);
  if (!match) throw new Error(`unexpected memory quantity ${quantity}`);
  return Number(match[1]) * (match[2] === 'Gi' ? 1024 : 1);
}
