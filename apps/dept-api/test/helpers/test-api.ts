/** Builds dept-api on a fresh, seeded test database (a copy of the run's seeded template) and offers the calls tests make again and again. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SchemaName } from '@probation/contract/json-schema';
import { contractErrors } from '@probation/contract/json-schema';
import { buildApi, type ApiDependencies } from '../../src/app.ts';
import { DEFAULT_TOKEN_THROTTLE } from '../../src/auth/token-throttle.ts';
import { DEMO_CLIENTS, DEV_REPORT_FINGERPRINT_SALT, type ApiConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { TEST_DATABASE_URL, type TestDriver } from './test-database.ts';
import { createSeededTestDatabase } from './seeded-template.ts';

export const GATEWAY = { client_id: 'web-gateway', client_secret: 'dev-gateway-secret' } as const;
export const ADMIN = { client_id: 'site-admin', client_secret: 'dev-site-admin-secret' } as const;
export const EDITOR = { client_id: 'content-editor', client_secret: 'dev-content-editor-secret' } as const;
export const OFFICER = { client_id: 'forms-officer', client_secret: 'dev-forms-officer-secret' } as const;
/** The date test databases are seeded at (demo news spreads over the two years before it). */
export const TEST_SEED_DATE = new Date('2026-11-20T03:00:00.000Z');

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    metricsPort: 0,
    metricsHost: '127.0.0.1',
    logLevel: 'silent',
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    mediaDir: new URL('../../media', import.meta.url).pathname,
    mediaCacheDir: join(tmpdir(), `dept-api-test-media-cache-${process.pid}`),
    clients: DEMO_CLIENTS,
    // The tests seed the demo data themselves (startTestApi), as SEED_DEMO_DATA=true would.
    seedDemoData: true,
    reportFingerprintSalt: DEV_REPORT_FINGERPRINT_SALT,
    tokenThrottle: DEFAULT_TOKEN_THROTTLE,
    attachmentsDir: join(tmpdir(), `dept-api-test-attachments-${process.pid}`),
    mail: {
      smtpUrl: undefined,
      from: 'กรมคุมประพฤติ <no-reply@probation.localhost>',
      officerFallback: undefined,
      retrySeconds: 60,
      tipOffOfficers: undefined,
    },
    retentionDays: { contact: 365, complaint: 1095, tipOff: 1825 },
    // Runs only when a test calls it (retention-schedule.test.ts), never on a timer.
    retentionEveryHours: 0,
    siteLinks: { scheme: 'http', port: 3000 },
    ...overrides,
  };
}

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  /** A fresh access token for a client (the gateway by default). */
  token(client?: { client_id: string; client_secret: string }): Promise<string>;
  /** GET with a Bearer token. */
  get(url: string, token: string): Promise<LightMyRequestResponse>;
  /** A call with a Bearer token and, when given, a JSON body. */
  send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApi(
  options: {
    config?: Partial<ApiConfig>;
    clock?: ApiDependencies['clock'];
    logger?: ApiDependencies['logger'];
    /** The database to run on (see createTestDatabase); by default PostgreSQL when TEST_DATABASE_URL is set. */
    driver?: TestDriver;
  } = {},
): Promise<TestApi> {
  const driver = options.driver ?? (TEST_DATABASE_URL ? 'postgres' : 'pglite');
  const { database, drop } = await createSeededTestDatabase(driver, TEST_SEED_DATE);
  const app = await buildApi(testConfig(options.config), {
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    app,
    database,
    async token(client = GATEWAY) {
      const response = await app.inject({
        method: 'POST',
        url: '/oauth2/client/access-token',
        payload: { grant_type: 'client_credentials', scope: '', ...client },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ access_token: string }>().access_token;
    },
    get: (url, token) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
    send: (method, url, token, body) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** Asserts the answer's status, that its body is JSON matching the contract schema, and returns the body. */
export function expectAnswer<T = unknown>(
  response: LightMyRequestResponse,
  status: number,
  schema: SchemaName,
): T {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  expect(contractErrors(schema, body), JSON.stringify(body)).toEqual([]);
  return body as T;
}

/** Asserts an error answer in the contract's ApiError shape with the given status. */
export function expectError(response: LightMyRequestResponse, status: number): { message: string } {
  const body = expectAnswer<{ statusCode: number; message: string }>(response, status, 'ApiError');
  expect(body.statusCode).toBe(status);
  return body;
}
