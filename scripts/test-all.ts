// `npm test`: every check and every test suite, in order, stopping at the first failing step.
//
//   codegen → typecheck → lint → formatting → decision records → helm lint → start PostgreSQL + Redis
//   → unit/integration tests of every workspace (the rendered Helm manifests and the Dockerfile checks among
//   them) → build the web app → browser tests → k6 smoke run → stop the services
//
// `npm run test:quick` (this script with --quick) is the developer's inner loop: codegen, typecheck, lint and the
// workspaces' test suites only, on PGlite and the in-memory cache (TEST_DATABASE_URL and TEST_REDIS_URL are
// ignored), with no build, browser, Lighthouse, k6 or schemathesis step (decision 0613).
//
// Test suites run with vitest's JSON reporter next to the default one; the reports land in
// test-results/vitest/ and the last line printed is the total over all of them:
//   "N passed, N failed" (", N skipped" when there are any).

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism, constants, homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { startServices, type Services } from './services.ts';
import { emptyTally, formatTally, readVitestReport, type Tally } from './lib/vitest-report.ts';
import { findWorkspaces, type Workspace } from './lib/workspaces.ts';
import { INSTALL_HINTS, isInstalled, type Tool } from './lib/required-tool.ts';

const root = resolve(import.meta.dirname, '..');
const reportDir = join(root, 'test-results', 'vitest');
const nodeMajor = Number(process.versions.node.split('.')[0]);

if (nodeMajor !== 24) {
  console.error(`Node ${process.versions.node} is running this script; the project needs Node 24.`);
  console.error('Run it as `npm test`, which puts the pinned Node (node_modules/.bin/node) first on PATH.');
  process.exit(1);
}

// helm and k6 are Go programs installed with `go install` (see .ci/run): their folder goes on PATH too.
const goBin = join(process.env.GOPATH ?? join(homedir(), 'go'), 'bin');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [join(root, 'node_modules', '.bin'), process.env.PATH ?? '', goBin].join(delimiter),
  TURBO_UI: '0', // plain streamed output, also in a terminal
  TURBO_TELEMETRY_DISABLED: '1',
};
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (chromium && !env.CHROMIUM_PATH) env.CHROMIUM_PATH = chromium;

const quick = process.argv.includes('--quick');
if (quick) {
  delete env.TEST_DATABASE_URL;
  delete env.TEST_REDIS_URL;
}

const tally: Tally = emptyTally();
const timings: Array<{ title: string; seconds: number; outcome: string }> = [];
const running = new Set<ChildProcess>();
let services: Services | undefined;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    console.error(`\n${signal} received: stopping (test services are stopped on exit).`);
    process.exit(128 + constants.signals[signal]); // services.ts stops PostgreSQL and Redis on 'exit'
  });
}

// `quick`: a step of `npm run test:quick`; the others need services, a build, a browser or a long run.
const allSteps: Array<{ title: string; quick?: true; run: () => Promise<boolean | 'skipped'> }> = [
  { title: 'Generate code (npm run codegen)', quick: true, run: () => command('npm', ['run', 'codegen']) },
  {
    title: 'Typecheck (turbo run typecheck)',
    quick: true,
    run: () => command('turbo', ['run', 'typecheck']),
  },
  {
    title: 'Typecheck the scripts (tsc -p scripts)',
    quick: true,
    run: () => command('tsc', ['-p', 'scripts']),
  },
  { title: 'Lint (eslint .)', quick: true, run: () => command('eslint', ['.']) },
  { title: 'Formatting (prettier --check .)', run: () => command('prettier', ['--check', '.']) },
  {
    title: 'Decision records (template, index, links both ways, paths they name)',
    run: () => command('node', ['scripts/check-decision-records.ts']),
  },
  { title: 'Helm charts (helm lint --strict, every environment)', run: lintCharts },
  { title: 'Start PostgreSQL and Redis', run: startTestServices },
  { title: 'Unit and integration tests (vitest in every workspace)', quick: true, run: workspaceTests },
  {
    title: "Contract fuzzing of dept-api (schemathesis against packages/contract's OpenAPI document)",
    run: () => command('node', ['scripts/schemathesis.ts']),
  },
  {
    title: 'Build the web app (npm run build -w @probation/web)',
    run: () => command('npm', ['run', 'build', '-w', '@probation/web']),
  },
  { title: 'Browser tests (npm run test:e2e -w @probation/web)', run: browserTests },
  {
    title: 'Lighthouse (accessibility, best practices, SEO 100 and CLS 0 on every page kind)',
    run: () => command('node', ['scripts/lighthouse.ts', '--assert', '--quick', '--no-build']),
  },
  {
    title: 'Load smoke run (k6, 20 s, thresholds enforced)',
    run: () =>
      withTool('k6', () =>
        command('npm', ['run', 'load', '--', 'mixed', '--duration', '20s', '--vus', '4', '--no-build']),
      ),
  },
  { title: 'Stop PostgreSQL and Redis', run: stopTestServices },
];
const steps = quick ? allSteps.filter((step) => step.quick) : allSteps;

const started = performance.now();
let failedStep: string | undefined;
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

for (const [index, step] of steps.entries()) {
  console.log(`\n━━━ [${index + 1}/${steps.length}] ${step.title}`);
  const stepStart = performance.now();
  let outcome: boolean | 'skipped';
  try {
    outcome = await step.run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    outcome = false;
  }
  const seconds = (performance.now() - stepStart) / 1000;
  const label = outcome === 'skipped' ? 'skipped' : outcome ? 'passed' : 'FAILED';
  timings.push({ title: step.title, seconds, outcome: label });
  console.log(
    `━━━ ${outcome === false ? '✗' : outcome === 'skipped' ? '–' : '✓'} ${step.title}: ${label} in ${seconds.toFixed(1)} s`,
  );
  if (outcome === false) {
    failedStep = step.title;
    break;
  }
}

services?.stop();
console.log('\nSteps:');
for (const t of timings)
  console.log(`  ${t.outcome.padEnd(7)} ${t.seconds.toFixed(1).padStart(6)} s  ${t.title}`);
console.log(`  total   ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
console.log(`Test reports: ${reportDir}`);
if (failedStep) {
  // A red run never reads "0 failed": a step that failed without a test report counts as one failure.
  if (tally.failed === 0) tally.failed = 1;
  console.log(`Stopped at the first failing step: ${failedStep}`);
}
console.log(formatTally(tally));
process.exit(failedStep ? 1 : 0);

// ---------------------------------------------------------------- steps

async function startTestServices(): Promise<boolean> {
  services = await startServices();
  if (services.databaseUrl) env.TEST_DATABASE_URL = services.databaseUrl;
  if (services.redisUrl) env.TEST_REDIS_URL = services.redisUrl;
  console.log(
    `TEST_DATABASE_URL=${services.databaseUrl ?? '(not started: PostgreSQL tests will be skipped)'}`,
  );
  console.log(`TEST_REDIS_URL=${services.redisUrl ?? '(not started: Redis tests will be skipped)'}`);
  return true;
}

async function stopTestServices(): Promise<boolean> {
  services?.stop();
  services = undefined;
  return true;
}

/** helm lint --strict of each chart with each environment's values (the manifest tests render them too). */
async function lintCharts(): Promise<boolean | 'skipped'> {
  return withTool('helm', async () => {
    let ok = true;
    for (const chart of ['probation-web', 'dept-api']) {
      for (const environment of ['dev', 'staging', 'prod']) {
        const dir = join('charts', chart);
        const args = ['lint', '--strict', dir, '-f', join(dir, `values-${environment}.yaml`)];
        ok = (await command('helm', [...args, '--kube-version', '1.31.0'])) && ok;
      }
    }
    return ok;
  });
}

/** Runs `step` when `tool` is installed; outside CI a missing tool skips it (with how to install it), in CI fails. */
async function withTool(tool: Tool, step: () => Promise<boolean>): Promise<boolean | 'skipped'> {
  if (!isInstalled(tool, env)) {
    if (env.CI === 'true') {
      console.error(`${tool} is not installed (required in CI): ${INSTALL_HINTS[tool]}`);
      return false;
    }
    console.log(`NOTICE: ${tool} is not installed, so this step is skipped: ${INSTALL_HINTS[tool]}`);
    return 'skipped';
  }
  return step();
}

/**
 * Every workspace's own `test` script, with vitest's JSON reporter added, two at a time where there are two cores
 * (dept-api's and the website's suites, the long ones, start together: their files wait on databases and timers as
 * much as on the CPU). A suite's output is printed whole when it ends, so the log reads one suite after another.
 * All run; the step fails if any does.
 */
async function workspaceTests(): Promise<boolean> {
  const queue = findWorkspaces(root).filter((w) => w.scripts.test);
  const jobs = Math.min(2, availableParallelism());
  let ok = true;
  const worker = async () => {
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
      const header = `\n── ${workspace.name} (${workspace.dir}): ${workspace.scripts.test}`;
      ok = (await vitestScript(workspace, 'test', jobs > 1 ? header : undefined)) && ok;
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return ok;
}

async function browserTests(): Promise<boolean | 'skipped'> {
  const web = findWorkspaces(root).find((w) => w.name === '@probation/web');
  if (!web?.scripts['test:e2e']) {
    console.log('NOTICE: @probation/web has no "test:e2e" script yet, so there are no browser tests to run.');
    return 'skipped';
  }
  return vitestScript(web, 'test:e2e');
}

/**
 * Runs `npm run <script> -w <workspace>`; a vitest script also writes a JSON report that is added to the tally.
 * With `bufferedUnder`, the output is held and printed under that header when the script ends.
 */
async function vitestScript(workspace: Workspace, script: string, bufferedUnder?: string): Promise<boolean> {
  const isVitest = /^vitest(\s|$)/.test(workspace.scripts[script] ?? '');
  const report = join(
    reportDir,
    `${workspace.name.replace(/[@/]+/g, '_').replace(/^_/, '')}-${script.replace(':', '-')}.json`,
  );
  const extra = isVitest
    ? ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : [];
  const ok = await command('npm', ['run', script, '-w', workspace.name, ...extra], bufferedUnder);
  const counts = isVitest ? readVitestReport(report) : undefined;
  tally.passed += counts?.passed ?? 0;
  tally.failed += counts?.failed ?? 0;
  tally.skipped += counts?.skipped ?? 0;
  // A suite that failed without a failed test (config error, no test files, crash) counts as one failure.
  if (!ok && !counts?.failed) tally.failed += 1;
  if (ok && !isVitest) {
    console.log(
      `NOTICE: ${workspace.name} "${script}" is not a plain vitest command; its tests are not in the totals.`,
    );
  }
  return ok;
}

/** Runs a command in the repository's root; with `bufferedUnder`, its output is printed under that header at its end. */
function command(cmd: string, args: string[], bufferedUnder?: string): Promise<boolean> {
  const line = `$ ${cmd} ${args.join(' ')}`;
  if (bufferedUnder === undefined) console.log(line);
  return new Promise((resolvePromise) => {
    const buffered = bufferedUnder !== undefined;
    const child = spawn(cmd, args, {
      cwd: root,
      env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    running.add(child);
    let settled = false;
    const finish = (ok: boolean, problem?: string) => {
      if (settled) return; // a command that cannot start reports 'error' and may then report 'close'
      settled = true;
      running.delete(child);
      if (buffered) process.stdout.write(`${bufferedUnder}\n${line}\n${Buffer.concat(output).toString()}`);
      if (problem) console.error(problem);
      resolvePromise(ok);
    };
    child.once('error', (error) => finish(false, `Could not run ${cmd}: ${error.message}`));
    child.once('close', (code, signal) =>
      finish(
        code === 0,
        code === 0 ? undefined : `${cmd} ${args[0] ?? ''} exited with ${signal ?? `code ${code}`}`,
      ),
    );
  });
}
