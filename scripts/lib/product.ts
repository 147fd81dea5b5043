// Starting the whole product (dept-api with its demo data, then the website in front of it) as child
// processes: used by `npm start`, the browser tests and the benchmark.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
/** The website's production server, as `npm run build -w @probation/web` writes it (docs/decisions/0402). */
export const BUILT_WEBSITE_SERVER = join(repoRoot, 'apps/web/dist/node/main.js');

export interface ProductOptions {
  apiPort?: number;
  webPort?: number;
  /** dept-api's data folder; a fresh temporary one (removed on stop) when not given. */
  dataDir?: string;
  /** Host the website listens on (0.0.0.0 lets *.localhost and the LAN reach it). */
  webHost?: string;
  webEnv?: Record<string, string>;
  apiEnv?: Record<string, string>;
  /** How node starts each app (flags, script, arguments); `npm run dev` watches the sources. Default: the script. */
  apiCommand?: string[];
  webCommand?: string[];
  /** Show the apps' own output (npm start) instead of keeping it for error messages (tests). */
  inheritOutput?: boolean;
}

export interface RunningProduct {
  apiUrl: string;
  webPort: number;
  web: ChildProcess;
  api: ChildProcess;
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

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Starts `node <script>`, or `node <...command>` for a command with node flags or script arguments. */
export function startNodeProcess(
  script: string | string[],
  env: Record<string, string>,
  inheritOutput = false,
): Started {
  const child = spawn(process.execPath, typeof script === 'string' ? [script] : script, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: inheritOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => log };
}

export async function waitUntilReady(url: string, started: Started, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${url}: the process exited with ${started.child.exitCode}\n${started.output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms\n${started.output()}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startProduct(options: ProductOptions = {}): Promise<RunningProduct> {
  const temporaryDataDir = options.dataDir ? null : await mkdtemp(join(tmpdir(), 'probation-data-'));
  const dataDir = options.dataDir ?? temporaryDataDir!;
  const apiPort = options.apiPort ?? (await freePort());
  const webPort = options.webPort ?? (await freePort());
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  const api = startNodeProcess(
    options.apiCommand ?? join(repoRoot, 'apps/dept-api/src/main.ts'),
    {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The demo sites, content, members and complaints (decision 0609): dept-api seeds them only when asked.
      SEED_DEMO_DATA: 'true',
      // The members' mail links lead to the website as served here (dept-api decision 0175).
      SITE_PUBLIC_SCHEME: 'http',
      SITE_PUBLIC_PORT: String(webPort),
      ...options.apiEnv,
    },
    options.inheritOutput,
  );
  const removeData = async () => {
    if (temporaryDataDir) await rm(temporaryDataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${apiUrl}/healthz`, api);
  } catch (error) {
    await stopProcess(api.child);
    await removeData();
    throw error;
  }
  // The website starts once its upstream answers, so its first token exchange succeeds.
  const web = startNodeProcess(
    options.webCommand ?? BUILT_WEBSITE_SERVER,
    {
      PORT: String(webPort),
      HOST: options.webHost ?? '127.0.0.1',
      DEPT_API_URL: apiUrl,
      // The production build, as deployed: React's development build renders several times slower.
      NODE_ENV: 'production',
      // dept-api's demo client, which production mode wants named explicitly.
      DEPT_API_CLIENT_SECRET: 'dev-gateway-secret',
      // Served over plain http on this port, not behind https: the pages' absolute URLs must say so.
      PUBLIC_SCHEME: 'http',
      PUBLIC_PORT: String(webPort),
      ...options.webEnv,
    },
    options.inheritOutput,
  );
  const stop = async () => {
    await stopProcess(web.child);
    await stopProcess(api.child);
    await removeData();
  };
  try {
    await waitUntilReady(`http://127.0.0.1:${webPort}/readyz`, web);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, webPort, web: web.child, api: api.child, stop };
}

/** Where to open the running product's demo sites (`npm start`, `npm run dev`). */
export function printWhereToOpen(product: RunningProduct): void {
  const url = (host: string, path: string) => `http://${host}:${product.webPort}${path}`;
  console.log(`
The product is running. Open:
  ${url('localhost', '/th')}              Department of Probation (Thai)
  ${url('localhost', '/en')}              Department of Probation (English)
  ${url('chiangmai.localhost', '/th')}    Chiang Mai Provincial Probation Office
  ${url('khonkaen.localhost', '/en')}     Khon Kaen Provincial Probation Office
  ${url('phuket.localhost', '/th')}       Phuket office: seeded in maintenance (503)
  ${url('localhost', '/graphql')}         GraphQL endpoint (POST)
dept-api: ${product.apiUrl}
Press Ctrl-C to stop.`);
}

/** Ctrl-C (or SIGTERM) stops both processes; if one of them exits on its own, the other is stopped too. */
export function stopOnCtrlC(product: RunningProduct): void {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await product.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const child of [product.web, product.api]) {
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(`A process of the product exited (${code}); stopping the rest.`);
      void product.stop().then(() => process.exit(1));
    });
  }
}
