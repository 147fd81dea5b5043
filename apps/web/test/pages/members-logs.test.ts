import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { CLIENT_SECRET, startFakeDeptApi, type FakeDeptApi } from '../server/support/fake-dept-api.ts';
import { DEMO_MEMBER_PASSWORD } from '../server/support/fake-members.ts';
import type { PageSuite } from './support/page-app.ts';
import { postForm } from './support/public-form.ts';
import { getWith, logIn, memberJar } from './support/members.ts';

/**
 * Nothing secret of a member reaches the website's logs (issue 13, PDPA): with every log line kept (debug), a
 * registration, its verification link, a login, a member's pages and a reset link leave no password, no member token
 * and no link token.
 */
let fake: FakeDeptApi;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  fake = await startFakeDeptApi();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    DEPT_API_URL: fake.url,
    DEPT_API_CLIENT_SECRET: CLIENT_SECRET,
    UPSTREAM_TIMEOUT_MS: '2000',
    RATE_LIMIT_STRICT_MAX: '200',
  });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp(config, { upstreamRetryDelayMs: 5, buildId: 'test-build', logStream });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const suite: PageSuite = {
  get fake() {
    return fake;
  },
  get app() {
    return app;
  },
  get: (url, host = 'localhost:3000') =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } }),
};

describe('the members area’s logs', () => {
  it('keep no password, member token or link token', async () => {
    const jar = await memberJar(suite, 'member-dept@example.com', DEMO_MEMBER_PASSWORD);
    await getWith(suite, '/en/members/dashboard', jar);
    await logIn(suite, 'member-dept@example.com', 'Wrong-Secret-9');
    await postForm(suite, '/en/members/forgot-password', { email: 'member-dept@example.com' });
    const reset = fake.members.mails.find((mail) => mail.kind === 'member-password-reset')!;
    await suite.get(`/en/members/reset-password?token=${reset.token}`);
    await postForm(suite, '/en/members/reset-password', {
      token: reset.token,
      password: 'Logged-Never1',
      confirmPassword: 'Logged-Never1',
    });
    const log = lines.join('');
    expect(log).toContain('/en/members/reset-password?token=[redacted]');
    for (const secret of [
      DEMO_MEMBER_PASSWORD,
      'Wrong-Secret-9',
      'Logged-Never1',
      reset.token,
      jar.members_access_token!,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
