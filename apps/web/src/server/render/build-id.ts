import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webRoot } from '../web-root.ts';

const buildFile = join(webRoot, 'dist/build.json');

/** The id `vite build` gave the production bundle (dist/build.json), if there is one. */
export function readBuiltBundleId(): string | undefined {
  try {
    const { id } = JSON.parse(readFileSync(buildFile, 'utf8')) as { id?: unknown };
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}
