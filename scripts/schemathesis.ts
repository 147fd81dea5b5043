// `node scripts/schemathesis.ts`: schemathesis (from PyPI, pinned) against dept-api's OpenAPI document
// (packages/contract/openapi.yaml), with dept-api started on a throwaway data folder (decision 0121).
// Installs schemathesis into .data/schemathesis-venv when it is missing (needs python3 with venv, and PyPI
// the first time), starts dept-api, takes a token for a throwaway client with every scope, runs, stops
// dept-api and exits with schemathesis's status (non-zero on any failure).
//
//   node scripts/schemathesis.ts [--max-examples 10] [--seed 1] [--workers 1] [-- <more schemathesis run options>]

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, repoRoot, startNodeProcess, stopProcess, waitUntilReady } from './lib/product.ts';

const SCHEMATHESIS_VERSION = '4.32.5';
const venv = join(repoRoot, '.data/schemathesis-venv');
const schemathesis = join(venv, 'bin/schemathesis');

const { values: options, positionals: extraArguments } = parseArgs({
  options: {
    'max-examples': { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    workers: { type: 'string', default: '1' },
  },
  allowPositionals: true,
});

function runOrFail(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`,
    );
  }
}

function ensureSchemathesis(): void {
  const installed = spawnSync(schemathesis, ['--version'], { encoding: 'utf8' });
  if (installed.status === 0 && installed.stdout.includes(SCHEMATHESIS_VERSION)) return;
  console.log(`Installing schemathesis ${SCHEMATHESIS_VERSION} into ${venv}`);
  runOrFail('python3', ['-m', 'venv', venv]);
  runOrFail(join(venv, 'bin/pip'), ['install', '--quiet', `schemathesis==${SCHEMATHESIS_VERSION}`]);
}

async function accessToken(apiUrl: string, client: { client_id: string; client_secret: string }) {
  const response = await fetch(`${apiUrl}/oauth2/client/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', ...client }),
  });
  if (!response.ok) throw new Error(`token exchange answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

function runSchemathesis(apiUrl: string, token: string): Promise<number> {
  const args = [
    '--config-file',
    join(repoRoot, 'scripts/schemathesis.toml'),
    'run',
    join(repoRoot, 'packages/contract/openapi.yaml'),
    '--url',
    apiUrl,
    '--header',
    `Authorization: Bearer ${token}`,
    '--max-examples',
    options['max-examples'],
    '--seed',
    options.seed,
    '--workers',
    options.workers,
    '--generation-database',
    'none',
    '--report',
    'junit',
    '--report-dir',
    join(repoRoot, 'test-results/schemathesis'),
    ...extraArguments,
  ];
  return new Promise((resolveStatus, reject) => {
    // Its own cache (.schemathesis/) goes under .data, which git ignores.
    const child = spawn(schemathesis, args, { stdio: 'inherit', cwd: join(repoRoot, '.data') });
    child.on('error', reject);
    child.on('exit', (code) => resolveStatus(code ?? 1));
  });
}

async function main(): Promise<number> {
  ensureSchemathesis();
  const dataDir = await mkdtemp(join(tmpdir(), 'dept-api-schemathesis-'));
  // A client of this run only, with every scope, so schemathesis reaches the write and admin calls too.
  const client = { client_id: 'schemathesis', client_secret: randomBytes(24).toString('base64url') };
  const apiUrl = `http://127.0.0.1:${await freePort()}`;
  const api = startNodeProcess(join(repoRoot, 'apps/dept-api/src/main.ts'), {
    PORT: new URL(apiUrl).port,
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'db'),
    SEED_DEMO_DATA: 'true',
    MEDIA_CACHE_DIR: join(dataDir, 'media-cache'),
    ATTACHMENTS_DIR: join(dataDir, 'attachments'),
    LOG_LEVEL: 'error',
    // Its own metrics port: the default 9465 is taken whenever another dept-api runs on the machine.
    METRICS_PORT: '0',
    DEPT_API_CLIENTS: JSON.stringify([
      {
        ...client,
        scopes: ['site:read', 'site:admin', 'content:write', 'forms:read', 'forms:write', 'member:manage'],
      },
    ]),
  });
  try {
    await waitUntilReady(`${apiUrl}/readyz`, api);
    const status = await runSchemathesis(apiUrl, await accessToken(apiUrl, client));
    const errors = api.output().trim();
    if (errors) console.log(`\ndept-api logged errors during the run:\n${errors}`);
    return status;
  } finally {
    await stopProcess(api.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
