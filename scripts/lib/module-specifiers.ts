// What a TypeScript module loads when it runs, read from its text: used by the web app's architecture tests and the
// images' checks (what the dept-api image must hold).

import { readFileSync } from 'node:fs';

/**
 * What a module loads when it runs, as written: static imports and re-exports that are not type-only (`import
 * type` is erased), side-effect imports and dynamic imports of a literal.
 */
export function runtimeSpecifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms);
  const sideEffects = source.matchAll(/^import\s+'([^']+)'/gm);
  const dynamic = source.matchAll(/import\(\s*'([^']+)'\s*\)/g);
  return [...statements, ...sideEffects, ...dynamic].map((match) => match[1]!);
}

/** Every module a module names: what it loads when it runs, and what it imports or re-exports for types only. */
export function importedSpecifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms);
  const sideEffects = source.matchAll(/^import\s+'([^']+)'/gm);
  const dynamic = source.matchAll(/import\(\s*'([^']+)'\s*\)/g);
  return [...statements, ...sideEffects, ...dynamic].map((match) => match[1]!);
}
