// The npm workspaces of the repository, read from the root package.json.

import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface Workspace {
  name: string;
  /** Relative to the repository root, e.g. "apps/web". */
  dir: string;
  scripts: Record<string, string | undefined>;
}

export function findWorkspaces(root: string): Workspace[] {
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const manifests = (rootPackage.workspaces ?? []).flatMap((pattern) =>
    globSync(`${pattern}/package.json`, { cwd: root }),
  );
  return manifests.sort().map((manifest) => {
    const pkg = JSON.parse(readFileSync(join(root, manifest), 'utf8')) as {
      name: string;
      scripts?: Record<string, string>;
    };
    return { name: pkg.name, dir: dirname(manifest), scripts: pkg.scripts ?? {} };
  });
}
