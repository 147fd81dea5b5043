import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { PRETENURING_LINE } from '@probation/v8-flags/trace';
import { chartNodeFlags } from '../../../scripts/lib/chart-values.ts';
import { demoClientToken } from '../../../scripts/lib/dept-api-token.ts';
import { freePort } from '../../../scripts/lib/product.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { createTestDatabaseLocation, type TestDatabaseLocation } from './helpers/test-database.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const SITE = DEMO_SITE_IDS.dept;
/** What the website asks most: lists of each kind, as its pages do. */
const LIST_PATHS = [
  `/site/${SITE}/news?page=1&size=12`,
  `/site/${SITE}/news?page=2&size=12`,
  `/site/${SITE}/documents?page=1&size=12`,
  `/site/${SITE}/albums?page=1&size=12`,
];

/**
 * The V8 flags dept-api sets on itself (@probation/v8-flags, docs/decisions/0437), seen in the process as
 * deployed (src/main.ts, the chart's Node options): set before anything of dept-api runs, and in force under load.
 */
describe('the V8 flags of dept-api', () => {
  let database: TestDatabaseLocation | undefined;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    await database?.dispose();
  });

  it('V8 weighs no allocation site once dept-api answers, through a long load', async () => {
    database = await createTestDatabaseLocation();
    const port = await freePort();
    child = spawn(process.execPath, ['--trace-pretenuring-statistics', ...chartNodeFlags('dept-api'), MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DEPT_API_DEMO_CLIENTS: 'true',
        SEED_DEMO_DATA: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...database.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const origin = `http://127.0.0.1:${port}`;
    const token = await demoClientToken(origin, () => `${stdout}\n${stderr}`);
    // Node's module loader reads and type-strips every module before the first one (the flags) runs, and V8 weighs
    // and tenures sites of its own then (about 10; without the flags first, about 155 by the time dept-api answers).
    const startUp = stdout;

    const client = new Pool(origin, { connections: 20 });
    let asked = 0;
    const ask = async () => {
      const response = await client.request({
        method: 'GET',
        path: LIST_PATHS[asked++ % LIST_PATHS.length]!,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      await response.body.dump();
    };
    for (let round = 0; round < 40; round++) await Promise.all(Array.from({ length: 20 }, ask));
    await client.close();

    // Without the flags, this load alone had V8 weigh sites in every run tried (16 to 74 lines).
    expect(stdout.slice(startUp.length)).not.toMatch(PRETENURING_LINE);
  });
});
