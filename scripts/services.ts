// Throwaway PostgreSQL and Redis servers for tests that need real ones.
//
//   const services = await startServices();   // { databaseUrl, redisUrl, stop() }
//   node scripts/services.ts                  // start both, print the URLs, Ctrl-C stops them
//
// Each run gets a fresh temporary folder, free ports on 127.0.0.1 and no persistence. Everything is
// stopped when stop() is called, when the process exits (normally, on an uncaught error) and on
// Ctrl-C / SIGTERM / SIGHUP. A run killed with SIGKILL is cleaned up by the next startServices().
// A missing binary fails under CI=true and is a warning (that service is skipped) otherwise.

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  constants as fsConstants,
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export interface Services {
  /** postgres://… of a database owned by a superuser role (may create and drop databases); undefined if skipped. */
  databaseUrl: string | undefined;
  /** redis://127.0.0.1:<port>; undefined if skipped. */
  redisUrl: string | undefined;
  /** Stops both servers and deletes their files. Synchronous and safe to call twice. */
  stop(): void;
}

const DIR_PREFIX = 'probation-services-';
const PG_ROLE = 'probation_test';
const PG_DATABASE = 'probation_test';
const isCI = ['true', '1'].includes(process.env.CI ?? '');
const isRoot = process.getuid?.() === 0;

const running = new Set<() => void>();

export async function startServices(): Promise<Services> {
  installExitHooks();
  reapStaleRuns();
  const root = mkdtempSync(join(tmpdir(), DIR_PREFIX));
  chmodSync(root, 0o711); // the postgres user must be able to reach root/pg
  writeFileSync(join(root, 'owner.pid'), String(process.pid));
  const stops: Array<() => void> = [];
  const stop = () => {
    if (!running.delete(stop)) return;
    for (const s of stops.reverse()) s();
    rmSync(root, { recursive: true, force: true });
  };
  running.add(stop);
  try {
    const pg = await startPostgres(join(root, 'pg'));
    if (pg) stops.push(pg.stop);
    const redis = await startRedis(join(root, 'redis'));
    if (redis) stops.push(redis.stop);
    return { databaseUrl: pg?.url, redisUrl: redis?.url, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

// ---------------------------------------------------------------- PostgreSQL

async function startPostgres(dir: string): Promise<{ url: string; stop: () => void } | undefined> {
  const bin = findPostgresBin();
  if (!bin) return missing('PostgreSQL (initdb, pg_ctl)', 'postgresql');
  if (isRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return missing('the "postgres" system user (PostgreSQL refuses to run as root)', 'postgresql');
  }

  mkdirSync(dir);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const password = randomBytes(16).toString('hex');
  const pwFile = join(dir, 'password');
  writeFileSync(pwFile, password + '\n', { mode: 0o600 });
  if (isRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout),
    );
    chownSync(dir, uid!, gid!);
    chownSync(pwFile, uid!, gid!);
  }

  const initdbArgs = [`--pgdata=${data}`, `--username=${PG_ROLE}`, `--pwfile=${pwFile}`, '--encoding=UTF8'];
  initdbArgs.push('--auth-local=trust', '--auth-host=scram-sha-256', '--no-locale', '--no-sync');
  runAsPostgres(join(bin, 'initdb'), initdbArgs, 'initdb');
  rmSync(pwFile);

  const pgCtl = join(bin, 'pg_ctl');
  const stop = () => {
    if (!existsSync(join(data, 'postmaster.pid'))) return;
    const result = runAsPostgres(pgCtl, ['stop', '-D', data, '-m', 'fast', '-w', '-t', '15'], undefined);
    if (result.status !== 0) killPid(readPid(join(data, 'postmaster.pid')), 'SIGQUIT');
  };

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    const started = runAsPostgres(
      pgCtl,
      ['start', '-w', '-t', '30', '-D', data, '-l', log, '-o', options],
      undefined,
    );
    if (started.status !== 0) {
      stop();
      if (attempt < 3 && readLog(log).includes('could not bind')) continue; // the port was taken meanwhile
      throw new Error(`PostgreSQL did not start (pg_ctl exit ${started.status}).\n${readLog(log)}`);
    }
    const created = spawnSync(
      join(bin, 'createdb'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', PG_ROLE, PG_DATABASE],
      {
        env: { ...process.env, PGPASSWORD: password },
        encoding: 'utf8',
      },
    );
    if (created.status !== 0) {
      stop();
      throw new Error(`createdb failed: ${created.stderr.trim()}`);
    }
    return { url: `postgres://${PG_ROLE}:${password}@127.0.0.1:${port}/${PG_DATABASE}`, stop };
  }
}

/** Debian installs the server binaries in /usr/lib/postgresql/<major>/bin, not on PATH. */
function findPostgresBin(): string | undefined {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).filter((v) => /^\d+$/.test(v)) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(debian, version, 'bin');
    if (existsSync(join(bin, 'pg_ctl')) && existsSync(join(bin, 'initdb'))) return bin;
  }
  const onPath = findOnPath('pg_ctl');
  return onPath && existsSync(join(onPath, 'initdb')) ? onPath : undefined;
}

/** The server refuses to run as root: as root, run its tools as the postgres user. */
function runAsPostgres(command: string, args: string[], failureLabel: string | undefined) {
  const runuser = join(findOnPath('runuser') ?? '/usr/sbin', 'runuser');
  const [cmd, argv] = isRoot ? [runuser, ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', cwd: tmpdir(), timeout: 60_000 });
  if (failureLabel && result.status !== 0) {
    throw new Error(
      `${failureLabel} failed (exit ${result.status}): ${(result.stderr || result.stdout || String(result.error)).trim()}`,
    );
  }
  return result;
}

function readLog(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '(no server log)';
}

// ---------------------------------------------------------------- Redis

async function startRedis(dir: string): Promise<{ url: string; stop: () => void } | undefined> {
  const bin = findOnPath('redis-server');
  if (!bin) return missing('redis-server', 'redis-server');
  mkdirSync(dir);
  const log = join(dir, 'redis.log');

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const logFd = openSync(log, 'w');
    const child = spawn(
      join(bin, 'redis-server'),
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', logFd, logFd] },
    );
    closeSync(logFd);
    child.unref();
    const pid = child.pid;
    writeFileSync(join(dir, 'redis.pid'), String(pid));
    let exited = false;
    child.once('exit', () => (exited = true));
    child.once('error', (error) => {
      exited = true;
      writeFileSync(log, `Could not run redis-server: ${error.message}\n`, { flag: 'a' });
    });
    const stop = () => killPid(pid);

    const answered = await waitFor(async () => exited || (await redisPing(port)), 10_000);
    if (answered && !exited) {
      return { url: `redis://127.0.0.1:${port}`, stop };
    }
    stop();
    if (attempt < 3 && readLog(log).includes('Address already in use')) continue;
    throw new Error(`redis-server did not answer PING on port ${port}.\n${readLog(log)}`);
  }
}

function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

// ---------------------------------------------------------------- shared helpers

function missing(what: string, aptPackage: string): undefined {
  const message = `${what} not found. Install it with: apt-get install ${aptPackage}`;
  if (isCI) throw new Error(`${message} (required because CI=true)`);
  console.warn(`⚠ ${message}. Tests that need it will be skipped.`);
  return undefined;
}

function findOnPath(name: string): string | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter).concat('/usr/sbin', '/usr/bin');
  return dirs.find((dir) => dir && isExecutable(join(dir, name)));
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

function readPid(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** A pid counts as gone when it no longer exists or is a zombie waiting to be reaped. */
function isAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Sends `signal`, waits up to 5 s (synchronously, so it works in an exit handler), then SIGKILL.
 * For a postmaster pass SIGQUIT: its "immediate shutdown", which also ends its backends.
 */
function killPid(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (!pid || !isAlive(pid)) return;
  const sleep = new Int32Array(new SharedArrayBuffer(4));
  try {
    process.kill(pid, signal);
    for (let waited = 0; waited < 5000 && isAlive(pid); waited += 50) Atomics.wait(sleep, 0, 0, 50);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Servers left by a run that was killed with SIGKILL (its exit hooks never ran). */
function reapStaleRuns(): void {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(DIR_PREFIX))) {
    const root = join(tmpdir(), name);
    const owner = readPid(join(root, 'owner.pid'));
    if (owner && isAlive(owner)) continue;
    console.warn(`Cleaning up test services left behind by process ${owner ?? '?'} in ${root}`);
    killPid(readPid(join(root, 'pg', 'data', 'postmaster.pid')), 'SIGQUIT');
    killPid(readPid(join(root, 'redis', 'redis.pid')));
    rmSync(root, { recursive: true, force: true });
  }
}

let hooksInstalled = false;
function installExitHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // 'exit' also fires after an uncaught exception or unhandled rejection, and after process.exit().
  process.on('exit', () => {
    for (const stop of [...running]) stop();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => process.exit(128 + constants.signals[signal]));
  }
}

// ---------------------------------------------------------------- command line

if (import.meta.main) {
  const services = await startServices();
  console.log(`TEST_DATABASE_URL=${services.databaseUrl ?? ''}`);
  console.log(`TEST_REDIS_URL=${services.redisUrl ?? ''}`);
  console.log('Services are running. Press Ctrl-C to stop them.');
  setInterval(() => {}, 1 << 30);
}
