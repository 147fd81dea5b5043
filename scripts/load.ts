// `npm run load -- <scenario> [--duration 1m] [--vus N] [--base-rate N] [--think-seconds N]
//                             [--web-node-options="<NODE_OPTIONS of the website>"] [--no-build]`
//
// Builds the website, starts the product on its embedded defaults (dept-api on PGlite with the demo data, the
// website in front of it, memory cache), runs a k6 scenario of load-tests/ against it and prints k6's summary,
// then the CPU time and peak memory of both servers and the website's cache outcomes (from its /metrics).
// Scenarios: visitors, graphql, mixed (the CI smoke: `mixed --duration 20s --vus 4`), spike, search, forms, members.
// Exits with k6's code: non-zero when a threshold failed.

import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, repoRoot, startProduct } from './lib/product.ts';
import { toolAvailable } from './lib/required-tool.ts';
import { cpuMs, statusKb } from './lib/process-usage.ts';

const SCENARIOS = ['visitors', 'graphql', 'mixed', 'spike', 'search', 'forms', 'members'];
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '1m' },
    vus: { type: 'string' },
    'base-rate': { type: 'string' },
    'think-seconds': { type: 'string' },
    'web-node-options': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const scenario = positionals[0] ?? 'mixed';
if (!SCENARIOS.includes(scenario)) {
  console.error(`Unknown scenario "${scenario}"; one of: ${SCENARIOS.join(', ')}`);
  process.exit(2);
}
if (!toolAvailable('k6')) process.exit(process.env.CI === 'true' ? 1 : 0);

if (!values['no-build']) {
  console.log('Building the website (codegen, then the production bundle)…');
  execFileSync('npm', ['run', 'codegen', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build', '-w', '@probation/web', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

const webMetricsPort = await freePort();
const product = await startProduct({
  apiEnv: { LOG_LEVEL: 'warn', METRICS_PORT: String(await freePort()) },
  webEnv: {
    LOG_LEVEL: 'warn',
    METRICS_PORT: String(webMetricsPort),
    // The forms scenario's complainants come from their own addresses (X-Forwarded-For), as behind the ingress.
    // So do the members scenario's members (each logs in from its own address).
    ...(scenario === 'forms' || scenario === 'members' ? { TRUST_PROXY: '1' } : {}),
    ...(values['web-node-options'] ? { NODE_OPTIONS: values['web-node-options'] } : {}),
  },
});
const baseUrl = `http://127.0.0.1:${product.webPort}`;
console.log(
  `Product started (website ${baseUrl}); running k6 scenario "${scenario}" ${scenario === 'spike' ? '(74 s: base rate, 10 × for 30 s, base rate)' : `for ${values.duration}`}…`,
);

const servers = { website: product.web.pid!, 'dept-api': product.api.pid! };
const cpuBefore: Record<string, number> = {};
for (const [name, pid] of Object.entries(servers)) cpuBefore[name] = cpuMs(pid);
const startedAt = performance.now();

const env: Record<string, string | undefined> = {
  BASE_URL: baseUrl,
  DURATION: values.duration,
  VUS: values.vus,
  BASE_RATE: values['base-rate'],
  THINK_SECONDS: values['think-seconds'],
};
const k6Args = ['run', '--quiet', join(repoRoot, 'load-tests', `${scenario}.ts`)];
for (const [name, value] of Object.entries(env)) if (value) k6Args.push('-e', `${name}=${value}`);
const k6 = spawn('k6', k6Args, { cwd: repoRoot, stdio: 'inherit' });
const k6Code: number = await new Promise((resolve) => k6.once('exit', (code) => resolve(code ?? 1)));

const wallSeconds = (performance.now() - startedAt) / 1000;
console.log(`\nServers during the run (${wallSeconds.toFixed(1)} s):`);
for (const [name, pid] of Object.entries(servers)) {
  const cpu = (cpuMs(pid) - cpuBefore[name]!) / 1000;
  console.log(
    `  ${name.padEnd(9)} CPU ${cpu.toFixed(1).padStart(6)} s (${((cpu / wallSeconds) * 100).toFixed(0).padStart(3)} % of one core)` +
      `   peak RSS ${(statusKb(pid, 'VmHWM') / 1024).toFixed(0).padStart(4)} MB`,
  );
}
try {
  const metrics = await (await fetch(`http://127.0.0.1:${webMetricsPort}/metrics`)).text();
  const total = (name: string, label: string) => {
    const sums = new Map<string, number>();
    for (const match of metrics.matchAll(
      new RegExp(`^${name}\\{[^}]*${label}="([^"]+)"[^}]*\\} (\\S+)$`, 'gm'),
    ))
      sums.set(match[1]!, (sums.get(match[1]!) ?? 0) + Number(match[2]));
    return [...sums].map(([outcome, count]) => `${outcome} ${count}`).join(', ') || 'none';
  };
  console.log(`  page cache: ${total('page_cache_answers_total', 'outcome')}`);
  console.log(`  data cache: ${total('data_cache_lookups_total', 'outcome')}`);
} catch (error) {
  console.log(`  (the website's metrics could not be read: ${(error as Error).message})`);
}

await product.stop();
process.exit(k6Code);
