import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      deptApi: {
        url: 'http://127.0.0.1:4000',
        clientId: 'web-gateway',
        clientSecret: 'dev-gateway-secret',
        scope: '',
        timeoutMs: 5000,
      },
      cache: { redisUrl: undefined, ttlSeconds: 60, staleSeconds: 86400 },
      graphql: { graphiql: false, introspection: false },
      pageCache: { enabled: false, ttlSeconds: 30 },
      logLevel: 'info',
      trustProxy: false,
      shutdownGraceMs: 10000,
      publicRuntimeSettings: { firebase: null },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DEPT_API_URL: 'not a url' }, 'DEPT_API_URL'],
    [{ DEPT_API_URL: 'ftp://files.example' }, 'DEPT_API_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ GRAPHIQL: 'maybe' }, 'GRAPHIQL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ NODE_ENV: 'production' }, 'DEPT_API_CLIENT_SECRET'],
    [{ PUBLIC_SCHEME: 'ftp' }, 'PUBLIC_SCHEME'],
    [{ PUBLIC_PORT: '99999' }, 'PUBLIC_PORT'],
    [{ PUBLIC_PORT: 'auto' }, 'PUBLIC_PORT'],
    [{ PAGE_CACHE_MAX_MB: '0' }, 'PAGE_CACHE_MAX_MB'],
  ])('names the variable in the message for %j', (env, variable) => {
    const error = configErrorOf(env);
    expect(error.message).toContain(variable);
    expect(error.issues.some((issue) => issue.startsWith(`${variable}:`))).toBe(true);
  });

  it('makes the public origin https without a port in production, http on the listening port elsewhere', () => {
    const production = { NODE_ENV: 'production', DEPT_API_CLIENT_SECRET: 's', PORT: '8080' };
    expect(loadConfig(production).publicOrigin).toEqual({ scheme: 'https', port: null });
    expect(loadConfig({ PORT: '8080' }).publicOrigin).toEqual({ scheme: 'http', port: 8080 });
    expect(loadConfig({ ...production, PUBLIC_SCHEME: 'http', PUBLIC_PORT: '3000' }).publicOrigin).toEqual({
      scheme: 'http',
      port: 3000,
    });
    expect(loadConfig({ PUBLIC_PORT: 'none' }).publicOrigin.port).toBeNull();
    expect(loadConfig({}).pageCache.maxBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({}).cache.negativeTtlSeconds).toBe(5);
    expect(loadConfig({}).cache.searchTtlSeconds).toBe(60);
    expect(loadConfig({ SEARCH_CACHE_SECONDS: '0' }).cache.searchTtlSeconds).toBe(0);
  });

  it.each([['true'], ['TRUE'], ['yes'], ['*']])(
    'refuses TRUST_PROXY=%s (trust everything) with a clear message',
    (value) => {
      const error = configErrorOf({ TRUST_PROXY: value });
      expect(error.issues).toEqual([
        expect.stringMatching(/^TRUST_PROXY: trusting every proxy would let any client forge/),
      ]);
    },
  );

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    [
      '10.0.0.0/8, 192.168.1.1,::1, fd00::/8, loopback',
      ['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8', 'loopback'],
    ],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([['11'], ['10.0.0.0/33'], ['proxy.example'], ['10.0.0.1,']])('refuses TRUST_PROXY=%s', (value) => {
    expect(configErrorOf({ TRUST_PROXY: value }).issues[0]).toMatch(/^TRUST_PROXY: expected a hop count/);
  });

  it('keeps the page cache off in development unless PAGE_CACHE says otherwise, on elsewhere (decision 0613)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).pageCache.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', PAGE_CACHE: 'true' }).pageCache.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).pageCache.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEPT_API_CLIENT_SECRET: 's' }).pageCache.enabled).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', DEPT_API_CLIENT_SECRET: 's', PAGE_CACHE: 'off' }).pageCache
        .enabled,
    ).toBe(false);
  });

  it('has rate limits on by default, with settings', () => {
    expect(loadConfig({}).rateLimit).toEqual({
      enabled: true,
      max: 600,
      windowMs: 60_000,
      strictMax: 20,
      strictWindowMs: 60_000,
    });
    expect(
      loadConfig({ RATE_LIMIT_MAX: '50', RATE_LIMIT_STRICT_WINDOW_SECONDS: '600' }).rateLimit,
    ).toMatchObject({
      max: 50,
      strictWindowMs: 600_000,
    });
    expect(loadConfig({}).deptApi.mediaStreamMaxMs).toBe(300_000);
  });

  it('lists every bad variable at once', () => {
    const error = configErrorOf({ PORT: '-1', UPSTREAM_TIMEOUT_MS: 'soon' });
    expect(error.issues).toHaveLength(2);
  });

  it('accepts a production configuration with an explicit secret', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DEPT_API_CLIENT_SECRET: 's3cret',
      DEPT_API_URL: 'https://api.example.go.th/v1/',
    });
    expect(config.deptApi).toMatchObject({ clientSecret: 's3cret', url: 'https://api.example.go.th/v1' });
  });

  it('exposes Firebase settings publicly only when api key, project id and app id are given, and nothing secret', () => {
    expect(
      loadConfig({ FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'p' }).publicRuntimeSettings.firebase,
    ).toBeNull();
    const settings = loadConfig({
      FIREBASE_API_KEY: 'k',
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_APP_ID: 'a',
      DEPT_API_CLIENT_SECRET: 'never-public',
    }).publicRuntimeSettings;
    expect(settings.firebase).toMatchObject({ apiKey: 'k', projectId: 'p', appId: 'a' });
    expect(JSON.stringify(settings)).not.toContain('never-public');
  });

  it('main.ts prints the message and exits 1 on a bad value', () => {
    const result = spawnSync(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, PORT: 'eighty', DEPT_API_URL: 'nope' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(
      result.status,
      `signal ${result.signal}, error ${String(result.error)}, stderr ${result.stderr}`,
    ).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/PORT: expected a whole number/);
    expect(result.stderr).toMatch(/DEPT_API_URL: expected an http\(s\) URL/);
  });
});
