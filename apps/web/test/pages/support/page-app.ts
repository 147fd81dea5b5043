import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { CLIENT_SECRET, type FakeDeptApi } from '../../server/support/fake-dept-api.ts';

/** The whole website (pages included, production build) in front of the fake department API. */
export async function startPageApp(
  fake: FakeDeptApi,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEPT_API_URL: fake.url,
    DEPT_API_CLIENT_SECRET: CLIENT_SECRET,
    UPSTREAM_TIMEOUT_MS: '2000',
    ...env,
  });
  const app = await buildApp(config, { upstreamRetryDelayMs: 5, buildId: 'test-build' });
  await app.ready();
  return app;
}
