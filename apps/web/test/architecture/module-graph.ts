import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importedSpecifiers, runtimeSpecifiers } from '../../../../scripts/lib/module-specifiers.ts';

/** The web app's sources (src/), read as text: these tests hold rules about what imports what. */
export const sourceRoot = fileURLToPath(new URL('../../src', import.meta.url));

export function sourceFiles(folder: string = sourceRoot): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The project's TypeScript files a module loads when it runs (its relative runtime imports). */
export function runtimeImports(file: string): string[] {
  return projectFiles(file, runtimeSpecifiers(file));
}

/** The project's TypeScript files a module names, for its types too (`import type` included). */
export function allImports(file: string): string[] {
  return projectFiles(file, importedSpecifiers(file));
}

function projectFiles(file: string, specifiers: string[]): string[] {
  return specifiers
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((path) => /\.tsx?$/.test(path));
}

/** Every project file a module loads when it runs, itself included, following imports to any depth. */
export function reachableFrom(entry: string): string[] {
  const reached = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...runtimeImports(file));
  }
  return [...reached];
}
