import { spawn } from 'node:child_process';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../../../../scripts/lib/product.ts';
import { eventually } from '../server/support/test-app.ts';

/** `npm run dev` as a developer starts it: both apps from their sources, the website restarted on server edits. */
describe('npm run dev (decision 0613)', () => {
  let output = '';
  let dataDir = '';
  let dev: ReturnType<typeof spawn> | undefined;

  /** Resolves once the output written after `from` contains `text`. */
  const outputAfter = (from: number, text: string, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + timeoutMs;
      const check = () => {
        if (output.slice(from).includes(text)) return resolve();
        if (dev?.exitCode !== null || Date.now() > deadline) {
          return reject(new Error(`no "${text}" in the output of npm run dev:\n${output.slice(-4000)}`));
        }
        setTimeout(check, 200);
      };
      check();
    });

  afterAll(async () => {
    // The whole process group: npm, scripts/dev.ts, both watchers and their servers.
    const running = dev?.pid && dev.exitCode === null && dev.signalCode === null;
    if (running) process.kill(-dev!.pid!, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the pages uncached, restarts the website when its server code changes, and stops on Ctrl-C', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'probation-dev-'));
    const webPort = await freePort();
    const apiPort = await freePort();
    // A developer's shell has no NODE_ENV; vitest's "test" would otherwise reach both apps.
    const { NODE_ENV: _vitestMode, ...shell } = process.env;
    dev = spawn('npm', ['run', 'dev'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...shell,
        PORT: String(webPort),
        DEPT_API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        METRICS_PORT: String(await freePort()),
      },
    });
    const keep = (chunk: Buffer) => (output += chunk.toString());
    dev.stdout?.on('data', keep);
    dev.stderr?.on('data', keep);
    const exited = new Promise((resolve) => dev?.once('exit', resolve));

    await outputAfter(0, 'Press Ctrl-C to stop.', 90_000);
    expect(output).toContain(`http://localhost:${webPort}/th`);
    const page = () => fetch(`http://127.0.0.1:${webPort}/th/main`, { headers: { host: 'localhost' } });

    const first = await page();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('bypass');
    const second = await page();
    expect(second.headers.get('x-page-cache')).toBe('bypass');

    // A server file's modification time is enough for Node's watch mode; its content stays as it is.
    const beforeEdit = output.length;
    const now = new Date();
    await utimes(join(repoRoot, 'apps/web/src/server/main.ts'), now, now);
    await outputAfter(beforeEdit, 'Restarting');
    await outputAfter(beforeEdit, `Website ready on http://127.0.0.1:${webPort}`);
    expect((await page()).status).toBe(200);

    // Ctrl-C in a terminal: SIGINT to the whole foreground group. Both servers stop and free their ports.
    process.kill(-dev.pid!, 'SIGINT');
    await exited;
    const answers = (url: string) =>
      fetch(url).then(
        () => true,
        () => false,
      );
    await eventually(async () => !(await answers(`http://127.0.0.1:${webPort}/readyz`)), 15_000);
    await eventually(async () => !(await answers(`http://127.0.0.1:${apiPort}/healthz`)), 15_000);
    expect(output).toContain('Stopping…');
  }, 150_000);
});
