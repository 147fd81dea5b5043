import { readFileSync } from 'node:fs';

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** The instructions of a Dockerfile, continuation lines joined, comments and parser directives left out. */
export function parseDockerfile(path: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  let startLine = 0;
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.trim();
      if (!pending && (line === '' || line.startsWith('#'))) return;
      if (pending && line.startsWith('#')) return;
      if (!pending) startLine = index + 1;
      pending += (pending ? ' ' : '') + line.replace(/\\$/, '').trim();
      if (line.endsWith('\\')) return;
      const [keyword = '', ...rest] = pending.split(/\s+/);
      instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: startLine });
      pending = '';
    });
  return instructions;
}

/** The instructions of each stage, each from its FROM. */
export function stagesOf(instructions: readonly Instruction[]): Instruction[][] {
  const stages: Instruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

/** The instructions of the last stage (what runs). */
export function finalStage(instructions: readonly Instruction[]): Instruction[] {
  const lastFrom = instructions.findLastIndex((instruction) => instruction.keyword === 'FROM');
  return instructions.slice(lastFrom);
}

/** ENV of a stage as a map (`ENV A=1 B=2` form). */
export function environmentOf(stage: readonly Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage) {
    if (keyword !== 'ENV') continue;
    for (const pair of args.match(/[A-Za-z_][A-Za-z0-9_]*=("[^"]*"|\S*)/g) ?? []) {
      const [name, ...value] = pair.split('=');
      env[name!] = value.join('=').replace(/^"|"$/g, '');
    }
  }
  return env;
}

/** VOLUME paths of a stage (JSON array form). */
export function volumesOf(stage: readonly Instruction[]): string[] {
  return stage
    .filter((instruction) => instruction.keyword === 'VOLUME')
    .flatMap((instruction) => JSON.parse(instruction.args) as string[]);
}

/** ARG defaults of the whole file (used to resolve `FROM ${NODE_IMAGE}`). */
export function argDefaults(instructions: readonly Instruction[]): Record<string, string> {
  const args: Record<string, string> = {};
  for (const { keyword, args: text } of instructions) {
    const match = keyword === 'ARG' ? /^(\w+)=(\S+)$/.exec(text) : null;
    if (match) args[match[1]!] = match[2]!;
  }
  return args;
}

export function isUnder(path: string, directory: string): boolean {
  return path === directory || path.startsWith(directory.endsWith('/') ? directory : `${directory}/`);
}
