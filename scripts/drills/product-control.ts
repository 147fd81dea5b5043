// The product as the drills need it: dept-api on a fixed port and data folder (so it can be stopped and started
// again), and one or more website processes in front of it.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import {
  BUILT_WEBSITE_SERVER,
  freePort,
  repoRoot,
  startNodeProcess,
  stopProcess,
  waitUntilReady,
} from '../lib/product.ts';

export interface DrillProduct {
  apiUrl: string;
  webOrigins: string[];
  webProcesses: ChildProcess[];
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  /** SIGTERM to one website process; resolves with its exit code. */
  terminateWeb(index: number): Promise<number | null>;
  stop(): Promise<void>;
}

export interface DrillProductOptions {
  webCount?: number;
  webEnv?: Record<string, string>;
}

export async function startDrillProduct(options: DrillProductOptions = {}): Promise<DrillProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'probation-drill-'));
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  let api: ChildProcess | undefined;
  const webProcesses: ChildProcess[] = [];

  const startApi = async () => {
    const started = startNodeProcess(join(repoRoot, 'apps/dept-api/src/main.ts'), {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
    });
    api = started.child;
    await waitUntilReady(`${apiUrl}/healthz`, started);
  };
  const stopApi = async () => {
    if (api) await stopProcess(api);
    api = undefined;
  };
  const stop = async () => {
    await Promise.all(webProcesses.map((child) => stopProcess(child)));
    await stopApi();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await startApi();
    const webOrigins: string[] = [];
    for (let index = 0; index < (options.webCount ?? 1); index++) {
      const port = await freePort();
      const started = startNodeProcess(BUILT_WEBSITE_SERVER, {
        PORT: String(port),
        // Listening on every loopback address lets a drill send from 127.0.0.2 as another visitor.
        HOST: '0.0.0.0',
        DEPT_API_URL: apiUrl,
        NODE_ENV: 'production',
        DEPT_API_CLIENT_SECRET: 'dev-gateway-secret',
        LOG_LEVEL: 'warn',
        // Several processes at once: each its own free metrics port.
        METRICS_PORT: '0',
        ...options.webEnv,
      });
      webProcesses.push(started.child);
      await waitUntilReady(`http://127.0.0.1:${port}/readyz`, started);
      webOrigins.push(`http://127.0.0.1:${port}`);
    }
    return {
      apiUrl,
      webOrigins,
      webProcesses,
      stopApi,
      startApi,
      async terminateWeb(index) {
        const child = webProcesses[index]!;
        const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
        child.kill('SIGTERM');
        return exited;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
