import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Starts the real product for browser tests: dept-api on a fresh embedded database (demo data seeded) and the
 * website's production build in front of it, each on a free port of this machine.
 */
const repoRoot = resolve(import.meta.dirname, '../../../..');
const nodeBinary = process.execPath;

export interface RunningProduct {
  webUrl: string;
  webPort: number;
  apiUrl: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms:\n${output()}`);
}

function start(script: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(nodeBinary, [script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => log };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startProduct(extraWebEnv: Record<string, string> = {}): Promise<RunningProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'probation-e2e-'));
  const apiPort = await freePort();
  const webPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://localhost:${webPort}`;

  const api = start(join(repoRoot, 'apps/dept-api/src/main.ts'), {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitFor(`${apiUrl}/healthz`, api.child, api.output);
  } catch (error) {
    await stopProcess(api.child);
    throw error;
  }
  const web = start(join(repoRoot, 'apps/web/src/server/main.ts'), {
    PORT: String(webPort),
    HOST: '127.0.0.1',
    DEPT_API_URL: apiUrl,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ...extraWebEnv,
  });
  try {
    await waitFor(`http://127.0.0.1:${webPort}/healthz`, web.child, web.output);
  } catch (error) {
    await Promise.all([stopProcess(web.child), stopProcess(api.child)]);
    throw error;
  }

  return {
    webUrl,
    webPort,
    apiUrl,
    async stop() {
      await stopProcess(web.child);
      await stopProcess(api.child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
