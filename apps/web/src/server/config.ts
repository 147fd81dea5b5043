import { hkdfSync } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Configuration from the environment, parsed once. `loadConfig` throws a ConfigError naming every bad
 * variable; start.ts prints it and exits 1. Only `publicRuntimeSettings` may ever reach a browser.
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

const booleanFlag = <Fallback extends boolean | undefined>(fallback: Fallback) =>
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

/** PUBLIC_PORT: a port, "none" for no port in the URL, or unset for the environment's default. */
const publicPort = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value, ctx): number | null | undefined => {
    if (value === undefined || value === '') return undefined;
    if (value === 'none') return null;
    const parsed = Number(value);
    if (!/^\d{1,5}$/.test(value) || parsed < 1 || parsed > 65535) {
      ctx.addIssue({ code: 'custom', message: `expected a port from 1 to 65535 or "none", got "${value}"` });
      return z.NEVER;
    }
    return parsed;
  });

/**
 * TRUST_PROXY: how many proxies in front of the server may be believed (a hop count, e.g. 1 for the Kubernetes
 * ingress) or which addresses they have (IPs, CIDRs, or proxy-addr's names loopback / linklocal / uniquelocal).
 * "Trust everything" is refused: it lets any client pick its own X-Forwarded-For, and so its rate-limit key.
 */
export type TrustProxySetting = false | number | string[];

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value, ctx): TrustProxySetting => {
    if (value === undefined || ['', 'false', '0', 'no', 'off'].includes(value)) return false;
    if (['true', 'yes', 'on', '*', 'all'].includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'trusting every proxy would let any client forge X-Forwarded-For; give the number of proxies in front ' +
          '(e.g. 1 behind the Kubernetes ingress) or their addresses (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: `expected a hop count from 0 to 10, got "${value}"` });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or a comma-separated list of proxy addresses or CIDRs, got "${bad.join(', ')}"`,
      });
      return z.NEVER;
    }
    return entries;
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
    CAPTCHA_SECRET: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .refine((value) => value === undefined || value.length >= 32, {
        message: 'must be at least 32 characters',
      }),
    CAPTCHA_WORD_ANSWERS_PER_HOUR: integer(5, 1, 1_000_000),
    UPSTREAM_TIMEOUT_MS: integer(5000, 1, 600_000),
    REDIS_URL: redisUrl,
    CACHE_TTL_SECONDS: integer(60, 1, 86_400 * 7),
    CACHE_STALE_SECONDS: integer(86_400, 0, 86_400 * 30),
    CACHE_NEAR_SECONDS: integer(5, 0, 60),
    DEV_SITE_DOMAIN: optionalText,
    GRAPHIQL: booleanFlag(false),
    GRAPHQL_INTROSPECTION: booleanFlag(false),
    // Unset: on, except in development, where an edited page must show on the next reload (decision 0613).
    PAGE_CACHE: booleanFlag(undefined),
    PAGE_CACHE_TTL_SECONDS: integer(30, 1, 86_400),
    PAGE_CACHE_MAX_MB: integer(64, 1, 4096),
    NEGATIVE_CACHE_SECONDS: integer(5, 1, 3600),
    SEARCH_CACHE_SECONDS: integer(60, 0, 3600),
    PUBLIC_SCHEME: z.enum(['http', 'https'], { message: 'expected http or https' }).optional(),
    PUBLIC_PORT: publicPort,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'expected fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
    TRUST_PROXY: trustProxy,
    RATE_LIMIT: booleanFlag(true),
    RATE_LIMIT_MAX: integer(600, 1, 1_000_000),
    RATE_LIMIT_WINDOW_SECONDS: integer(60, 1, 86_400),
    RATE_LIMIT_STRICT_MAX: integer(20, 1, 1_000_000),
    RATE_LIMIT_STRICT_WINDOW_SECONDS: integer(60, 1, 86_400),
    MEDIA_STREAM_MAX_SECONDS: integer(300, 1, 86_400),
    SHUTDOWN_GRACE_MS: integer(10_000, 0, 600_000),
    METRICS_PORT: integer(9464, 0, 65535),
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
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

/** Firebase web settings (requirements.md §1.5): public by design, they identify the project. */
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
    /** A media stream is cut after this long in total, however steadily it flows. */
    mediaStreamMaxMs: number;
  };
  /**
   * The key that signs the forms' captcha challenges (CAPTCHA_SECRET); unset, one derived from the client secret,
   * which every pod shares too (decision 0150). `wordAnswersPerHour`: answers to the question in words checked per
   * visitor address an hour (CAPTCHA_WORD_ANSWERS_PER_HOUR, decision 0604).
   */
  captcha: { secret: string; wordAnswersPerHour: number };
  cache: {
    redisUrl: string | undefined;
    ttlSeconds: number;
    staleSeconds: number;
    /** With Redis: how long an entry is served from the pod's own memory before Redis is read again (0: never). */
    nearSeconds: number;
    /** How long a "not found" answer (unknown host, unknown item) is kept, apart from the real entries. */
    negativeTtlSeconds: number;
    /** How long a search answer is fresh (SEARCH_CACHE_SECONDS; 0: not cached, every search asks dept-api). */
    searchTtlSeconds: number;
  };
  /**
   * What the site's absolute URLs (canonical, feeds, sitemap, share links) are made of besides the site's own
   * registered domain: never the request's scheme or port (docs/decisions/0225).
   */
  publicOrigin: PublicOriginSettings;
  /** In development, a configured domain that stands in for the request host (requirements.md §2.1, §12.8). */
  devSiteDomain: string | undefined;
  graphql: {
    graphiql: boolean;
    introspection: boolean;
  };
  pageCache: {
    enabled: boolean;
    ttlSeconds: number;
    /** The most bytes the full-page cache holds (PAGE_CACHE_MAX_MB). */
    maxBytes: number;
  };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: TrustProxySetting;
  /** Requests per visitor address and window; `strict` is for GraphQL mutations (per operation) and forms. */
  rateLimit: {
    enabled: boolean;
    max: number;
    windowMs: number;
    strictMax: number;
    strictWindowMs: number;
  };
  shutdownGraceMs: number;
  /** Where /metrics is served (Prometheus), beside PORT and never through it; 0 picks a free port. */
  metrics: {
    port: number;
    /** Its interface (decision 0608): loopback unless set; the chart gives the pod's IP. */
    host: string;
  };
  /** BUILD_ID, when the deployment names its build; else the id the production bundle was built with. */
  buildId: string | undefined;
  publicRuntimeSettings: PublicRuntimeSettings;
}

export interface PublicOriginSettings {
  /** PUBLIC_SCHEME: https in production, http elsewhere unless set. */
  scheme: 'http' | 'https';
  /** PUBLIC_PORT: none in production; the listening PORT elsewhere (so `npm run dev` links work); null for none. */
  port: number | null;
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
      mediaStreamMaxMs: e.MEDIA_STREAM_MAX_SECONDS * 1000,
    },
    captcha: {
      secret:
        e.CAPTCHA_SECRET ??
        Buffer.from(
          hkdfSync('sha256', e.DEPT_API_CLIENT_SECRET ?? DEV_CLIENT_SECRET, '', 'probation-web captcha', 32),
        ).toString('base64url'),
      wordAnswersPerHour: e.CAPTCHA_WORD_ANSWERS_PER_HOUR,
    },
    cache: {
      redisUrl: e.REDIS_URL,
      ttlSeconds: e.CACHE_TTL_SECONDS,
      staleSeconds: e.CACHE_STALE_SECONDS,
      nearSeconds: e.CACHE_NEAR_SECONDS,
      negativeTtlSeconds: e.NEGATIVE_CACHE_SECONDS,
      searchTtlSeconds: e.SEARCH_CACHE_SECONDS,
    },
    publicOrigin: {
      scheme: e.PUBLIC_SCHEME ?? (e.NODE_ENV === 'production' ? 'https' : 'http'),
      port:
        e.PUBLIC_PORT !== undefined
          ? e.PUBLIC_PORT
          : e.NODE_ENV === 'production' || e.PORT === 0
            ? null
            : e.PORT,
    },
    devSiteDomain: e.DEV_SITE_DOMAIN,
    graphql: { graphiql: e.GRAPHIQL, introspection: e.GRAPHQL_INTROSPECTION },
    pageCache: {
      enabled: e.PAGE_CACHE ?? e.NODE_ENV !== 'development',
      ttlSeconds: e.PAGE_CACHE_TTL_SECONDS,
      maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      enabled: e.RATE_LIMIT,
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      strictMax: e.RATE_LIMIT_STRICT_MAX,
      strictWindowMs: e.RATE_LIMIT_STRICT_WINDOW_SECONDS * 1000,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST },
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
