import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startDeptApiUnderTest, type DeptApiUnderTest } from '../../server/support/dept-api-under-test.ts';
import { eventually } from '../../server/support/test-app.ts';

/** The production server as built (npm run build), as deployed. */
const MAIN = fileURLToPath(new URL('../../../dist/node/main.js', import.meta.url));

export interface BuiltServer {
  child: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  /** What the process wrote to stdout so far. */
  stdout(): string;
}

export interface BuiltServerOptions {
  nodeArgs?: string[];
  env?: Record<string, string>;
}

/**
 * One department API under test for the file, and built servers in front of it: `start` answers one once it says
 * it is ready; whichever is still running after the file is killed.
 */
export function useBuiltServers(): {
  deptApi(): DeptApiUnderTest;
  start(options?: BuiltServerOptions): Promise<BuiltServer>;
} {
  let deptApi: DeptApiUnderTest;
  const started: ChildProcess[] = [];
  beforeAll(async () => {
    deptApi = await startDeptApiUnderTest();
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    await deptApi.close();
  });
  return {
    deptApi: () => deptApi,
    start: async (options) => {
      const server = await startBuiltServer(deptApi, options);
      started.push(server.child);
      return server;
    },
  };
}

/** The built server as a child process in front of the department API under test, once it says it is ready. */
async function startBuiltServer(
  deptApi: DeptApiUnderTest,
  options: BuiltServerOptions = {},
): Promise<BuiltServer> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DEPT_API_URL: deptApi.url,
      DEPT_API_CLIENT_SECRET: deptApi.clientSecret,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await eventually(() => /Website ready on http:\/\/[^\s]+/.test(stdout), 15_000).catch(() => {
    child.kill('SIGKILL');
    throw new Error(`server did not start: ${stdout} ${stderr}`);
  });
  return {
    child,
    origin: /Website ready on (http:\/\/[^\s]+)/.exec(stdout)![1]!,
    exited,
    stderr: () => stderr,
    stdout: () => stdout,
  };
}
