import { z } from 'zod';

/**
 * Configuration from the environment, parsed once. `loadConfig` throws a ConfigError naming every bad
 * variable; main.ts prints it and exits 1. Only `publicRuntimeSettings` may ever reach a browser.
 */

export class ConfigError extends Error {
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

const DEV_CLIENT_SECRET = 'dev-gateway-secret';

const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (['true', '1', 'yes', 'on'].includes(value)) return true;
      if (['false', '0', 'no', 'off'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `expected true or false, got "${value}"` });
      return z.NEVER;
    });

const integer = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = Number(value);
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a whole number from ${min} to ${max}, got "${value}"`,
        });
        return z.NEVER;
      }
      return parsed;
    });

const httpUrl = (fallback: string | undefined) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `expected an http(s) URL, got "${value}"` });
        return z.NEVER;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: `expected an http(s) URL, got "${value}"` });
        return z.NEVER;
      }
      return url.toString().replace(/\/+$/, '');
    });

const redisUrl = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    if (!/^rediss?:\/\/\S+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'expected a redis:// or rediss:// URL' });
      return z.NEVER;
    }
    return value;
  });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value));

const environmentSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { message: 'expected development, production or test' })
      .default('development'),
    PORT: integer(3000, 0, 65535),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DEPT_API_URL: httpUrl('http://127.0.0.1:4000'),
    DEPT_API_CLIENT_ID: z.string().trim().min(1).default('web-gateway'),
    DEPT_API_CLIENT_SECRET: optionalText,
    DEPT_API_SCOPE: z.string().trim().default(''),
    UPSTREAM_TIMEOUT_MS: integer(5000, 1, 600_000),
    REDIS_URL: redisUrl,
    CACHE_TTL_SECONDS: integer(60, 1, 86_400 * 7),
    CACHE_STALE_SECONDS: integer(86_400, 0, 86_400 * 30),
    DEV_SITE_DOMAIN: optionalText,
    GRAPHIQL: booleanFlag(false),
    GRAPHQL_INTROSPECTION: booleanFlag(false),
    PAGE_CACHE: booleanFlag(true),
    PAGE_CACHE_TTL_SECONDS: integer(30, 1, 86_400),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'expected fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
    TRUST_PROXY: booleanFlag(false),
    SHUTDOWN_GRACE_MS: integer(10_000, 0, 600_000),
    METRICS_PORT: integer(9464, 0, 65535),
    BUILD_ID: optionalText,
    FIREBASE_API_KEY: optionalText,
    FIREBASE_AUTH_DOMAIN: optionalText,
    FIREBASE_DATABASE_URL: optionalText,
    FIREBASE_PROJECT_ID: optionalText,
    FIREBASE_STORAGE_BUCKET: optionalText,
    FIREBASE_MESSAGING_SENDER_ID: optionalText,
    FIREBASE_APP_ID: optionalText,
    FIREBASE_MEASUREMENT_ID: optionalText,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.DEPT_API_CLIENT_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEPT_API_CLIENT_SECRET'],
        message: 'must be set explicitly when NODE_ENV=production',
      });
    }
  });

/** Firebase web settings (SPEC §7 "Backend services"): public by design, they identify the project. */
export interface FirebasePublicSettings {
  apiKey: string;
  authDomain: string | undefined;
  databaseURL: string | undefined;
  projectId: string;
  storageBucket: string | undefined;
  messagingSenderId: string | undefined;
  appId: string;
  measurementId: string | undefined;
}

/** The only part of the configuration ever sent to browsers. */
export interface PublicRuntimeSettings {
  firebase: FirebasePublicSettings | null;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isDevelopment: boolean;
  isProduction: boolean;
  port: number;
  host: string;
  deptApi: {
    url: string;
    clientId: string;
    clientSecret: string;
    scope: string;
    timeoutMs: number;
  };
  cache: {
    redisUrl: string | undefined;
    ttlSeconds: number;
    staleSeconds: number;
  };
  /** In development, a configured domain that stands in for the request host (SPEC §7 call 6). */
  devSiteDomain: string | undefined;
  graphql: {
    graphiql: boolean;
    introspection: boolean;
  };
  pageCache: {
    enabled: boolean;
    ttlSeconds: number;
  };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  shutdownGraceMs: number;
  /** Where /metrics is served (Prometheus), beside PORT and never through it; 0 picks a free port. */
  metrics: { port: number };
  /** BUILD_ID, when the deployment names its build; else the id the production bundle was built with. */
  buildId: string | undefined;
  publicRuntimeSettings: PublicRuntimeSettings;
}

export type Environment = Record<string, string | undefined>;

export function loadConfig(env: Environment = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    isDevelopment: e.NODE_ENV === 'development',
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    deptApi: {
      url: e.DEPT_API_URL ?? 'http://127.0.0.1:4000',
      clientId: e.DEPT_API_CLIENT_ID,
      clientSecret: e.DEPT_API_CLIENT_SECRET ?? DEV_CLIENT_SECRET,
      scope: e.DEPT_API_SCOPE,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    },
    cache: {
      redisUrl: e.REDIS_URL,
      ttlSeconds: e.CACHE_TTL_SECONDS,
      staleSeconds: e.CACHE_STALE_SECONDS,
    },
    devSiteDomain: e.DEV_SITE_DOMAIN,
    graphql: { graphiql: e.GRAPHIQL, introspection: e.GRAPHQL_INTROSPECTION },
    pageCache: { enabled: e.PAGE_CACHE, ttlSeconds: e.PAGE_CACHE_TTL_SECONDS },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metrics: { port: e.METRICS_PORT },
    buildId: e.BUILD_ID,
    publicRuntimeSettings: {
      firebase:
        e.FIREBASE_API_KEY && e.FIREBASE_PROJECT_ID && e.FIREBASE_APP_ID
          ? {
              apiKey: e.FIREBASE_API_KEY,
              authDomain: e.FIREBASE_AUTH_DOMAIN,
              databaseURL: e.FIREBASE_DATABASE_URL,
              projectId: e.FIREBASE_PROJECT_ID,
              storageBucket: e.FIREBASE_STORAGE_BUCKET,
              messagingSenderId: e.FIREBASE_MESSAGING_SENDER_ID,
              appId: e.FIREBASE_APP_ID,
              measurementId: e.FIREBASE_MEASUREMENT_ID,
            }
          : null,
    },
  };
}
