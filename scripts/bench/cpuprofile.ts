// Summary of a V8 .cpuprofile (written by `node --cpu-prof`): self time by function and by package,
// as a share of the busy time (everything but "(idle)").
//
//   node scripts/bench/cpuprofile.ts <file.cpuprofile> [top]

import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export function summariseCpuProfile(file: string, top = 20): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  // timeDeltas[i] is the time before sample i; the time after it is timeDeltas[i + 1].
  profile.samples.forEach((id, i) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });

  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of selfMicros) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    busy += micros;
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '';
    const fn = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }

  const list = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([name, micros]) =>
          `  ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
      )
      .join('\n');
  return [
    `Busy (non-idle) time: ${(busy / 1000).toFixed(0)} ms`,
    'Self time by package / area:',
    list(byPackage, 12),
    `Top ${top} functions by self time:`,
    list(byFunction, top),
  ].join('\n');
}

function shortUrl(url: string): string {
  const at = url.lastIndexOf('/node_modules/');
  if (at >= 0) return url.slice(at + '/node_modules/'.length);
  return url.replace(/^file:\/\/.*?\/apps\//, 'apps/');
}

function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native / V8 builtins)';
  if (url.startsWith('node:')) return 'node: core modules';
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (match) return match[1]!;
  const app = /\/apps\/([^/]+\/(?:dist\/[^/]+|src\/[^/]+))/.exec(url);
  return app ? `apps/${app[1]}` : shortUrl(url);
}

if (import.meta.main) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node scripts/bench/cpuprofile.ts <file.cpuprofile> [top]');
  process.stdout.write(summariseCpuProfile(file, Number(process.argv[3] ?? 20)) + '\n');
}
