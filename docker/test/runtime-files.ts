// Which repository files an app that runs its sources loads, and whether its image has each: dept-api runs
// `node apps/dept-api/src/main.ts` in the image, so every module it reaches must be there, and so must the files
// its modules read beside themselves (`new URL('../openapi.yaml', import.meta.url)`).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { runtimeSpecifiers } from '../../scripts/lib/module-specifiers.ts';
import { isUnder, stagesOf, type Instruction } from './dockerfile.ts';

const WORKSPACE_SCOPE = '@probation/';

/**
 * A workspace package's file for a specifier (`@probation/contract/rules`), by its package.json's exports, and that
 * package.json (Node reads it to resolve the specifier).
 */
function workspaceFiles(root: string, specifier: string): string[] {
  const [, name, subpath] = /^@probation\/([^/]+)(\/.+)?$/.exec(specifier) ?? [];
  const folder = join(root, 'packages', name ?? '');
  if (!name || !existsSync(join(folder, 'package.json'))) return [];
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const target = manifest.exports[`.${subpath ?? ''}`];
  return target ? [join(folder, 'package.json'), join(folder, target)] : [];
}

/** Files a module reads beside itself, by a literal URL relative to it (not a folder above it). */
function filesReadBeside(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/new URL\(\s*'([^']+)',\s*import\.meta\.url\s*\)/g)]
    .map((match) => match[1]!)
    .filter((path) => !/(^|\/)\.\.?$/.test(path))
    .map((path) => resolve(dirname(file), path));
}

/** Every repository file (relative to root) an entry module loads or reads when it runs, to any depth. */
export function filesLoadedBy(root: string, entry: string): string[] {
  const reached = new Set<string>();
  const pending = [join(root, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier));
      else if (specifier.startsWith(WORKSPACE_SCOPE)) pending.push(...workspaceFiles(root, specifier));
    }
    pending.push(...filesReadBeside(file));
  }
  return [...reached].map((file) => relative(root, file)).sort();
}

/**
 * The npm packages the modules an app's entries reach load when they run (`react` for JSX in a .tsx file, through
 * its automatic runtime); type-only imports load nothing.
 */
export function packagesLoadedBy(root: string, entries: readonly string[]): Set<string> {
  const packages = new Set<string>();
  for (const file of new Set(entries.flatMap((entry) => filesLoadedBy(root, entry)))) {
    if (!/\.tsx?$/.test(file)) continue;
    if (file.endsWith('.tsx')) packages.add('react');
    for (const specifier of runtimeSpecifiers(join(root, file))) {
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      packages.add(specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/'));
    }
  }
  return packages;
}

/** A .dockerignore as a test of repository paths (its patterns: `**\/name`, `dir/*\/name`, plain paths). */
export function dockerIgnored(root: string): (path: string) => boolean {
  const patterns = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((pattern) => {
      const body = pattern
        .split('/')
        .map((part) =>
          part === '**' ? '(?:.*/)?' : part.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*') + '/',
        )
        .join('');
      return new RegExp(`^${body}`);
    });
  return (path) => patterns.some((pattern) => pattern.test(`${path}/`));
}

/** The repository paths a COPY takes (from the build context, or from /repo of an earlier stage). */
export function copiedSources(instruction: Instruction): string[] {
  if (instruction.keyword !== 'COPY') return [];
  const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
  return words.slice(0, -1).map((source) => source.replace(/^\/repo\//, '').replace(/\/$/, ''));
}

/**
 * Whether the last stage gets a repository file: copied from the build context (which must not leave it out), or
 * from an earlier stage that copied it from the context or generated it (`npm run codegen`).
 */
export function imageHas(
  instructions: readonly Instruction[],
  ignored: (path: string) => boolean,
  file: string,
): boolean {
  const stages = stagesOf(instructions);
  const copies = (instruction: Instruction) =>
    copiedSources(instruction).some((source) => isUnder(file, source));
  const copy = stages.at(-1)!.findLast(copies);
  if (!copy) return false;
  const from = /--from=(\S+)/.exec(copy.args)?.[1];
  if (!from) return !ignored(file);
  const stage = stages.find((each) => new RegExp(`\\sAS\\s+${from}$`, 'i').test(each[0]!.args)) ?? [];
  const fromContext = stage.some((instruction) => !/--from=/.test(instruction.args) && copies(instruction));
  if (fromContext && !ignored(file)) return true;
  const generates = stage.some(
    (instruction) => instruction.keyword === 'RUN' && /\bnpm run codegen\b/.test(instruction.args),
  );
  return generates && /(^|\/)generated\//.test(file);
}
