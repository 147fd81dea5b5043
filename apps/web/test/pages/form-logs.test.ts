import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { CLIENT_SECRET, startFakeDeptApi, type FakeDeptApi } from '../server/support/fake-dept-api.ts';
import type { PageSuite } from './support/page-app.ts';
import { PDF, postForm, shownForm } from './support/public-form.ts';

/**
 * Nothing a complainant sends reaches the website's logs (issue 12, PDPA): with every log line kept (debug), a
 * complaint filed, refused, tracked and rated leaves none of its fields, its password or its tracking code.
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

const SECRETS = {
  firstName: 'Wiraphon',
  lastName: 'Khemkaeo',
  phone: '089 765 4321',
  email: 'wiraphon.private@example.com',
  extraPhone: '02 987 6543',
  complaintType: 'service',
  detail: 'A very private account of what happened at the office',
};

describe('the logs of the public forms', () => {
  it('carry nothing a complainant sent: fields, files’ names, passwords, tracking codes, comments', async () => {
    const shown = await shownForm(suite, '/en/forms/complaint', 'en');
    const refused = await postForm(suite, '/en/forms/complaint', {
      ...SECRETS,
      ...shown.fields,
      email: 'broken@',
    });
    expect(refused.statusCode).toBe(422);
    const again = await shownForm(suite, '/en/forms/complaint', 'en');
    const filed = await postForm(
      suite,
      '/en/forms/complaint',
      { ...SECRETS, ...again.fields, password: 'my-private-pass-77' },
      { files: [{ name: 'private-evidence.pdf', type: 'application/pdf', bytes: PDF }] },
    );
    expect(filed.statusCode).toBe(200);
    const complaint = fake.complaints.at(-1)!;
    const wrong = await postForm(suite, '/en/forms/track', {
      trackingCode: 'DEM1-0003',
      password: 'guess-pass-1234',
    });
    expect(wrong.statusCode).toBe(404);
    const tracked = await postForm(suite, '/en/forms/track', {
      trackingCode: 'DEM1-0003',
      password: 'demo-complaint',
    });
    const credentials = /name="credentials" value="([^"]+)"/.exec(tracked.body)?.[1] ?? '';
    const rated = await postForm(suite, '/en/forms/track/rate', {
      credentials,
      rating: '5',
      comment: 'A private comment about the officer',
    });
    expect(rated.statusCode).toBe(200);

    const logs = lines.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      ...Object.values(SECRETS).filter((value) => value !== 'service'),
      'broken@',
      'my-private-pass-77',
      'private-evidence',
      'guess-pass-1234',
      'demo-complaint',
      'DEM1-0003',
      complaint.trackingCode,
      'A private comment',
      credentials,
    ]) {
      expect(logs, secret).not.toContain(secret);
    }
  });
});
