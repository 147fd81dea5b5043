/** Configuration, read once from the environment and checked with zod. */
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_TOKEN_THROTTLE, type TokenThrottleSettings } from './auth/token-throttle.ts';
import {
  SCOPE_CONTENT_WRITE,
  SCOPE_FORMS_READ,
  SCOPE_FORMS_WRITE,
  SCOPE_MEMBER_MANAGE,
  SCOPE_SITE_ADMIN,
  SCOPE_SITE_READ,
} from '@probation/contract';

export const SCOPES = [
  SCOPE_SITE_READ,
  SCOPE_SITE_ADMIN,
  SCOPE_CONTENT_WRITE,
  SCOPE_FORMS_READ,
  SCOPE_FORMS_WRITE,
  SCOPE_MEMBER_MANAGE,
] as const;
export type Scope = (typeof SCOPES)[number];

const clientSchema = z.object({
  client_id: z.string().min(1).max(200),
  client_secret: z.string().min(12, 'client_secret must have at least 12 characters').max(500),
  scopes: z.array(z.enum(SCOPES)).min(1).default([SCOPE_SITE_READ]),
});
export type ClientConfig = z.infer<typeof clientSchema>;

/** Demo clients for development and tests; never accepted in production unless DEPT_API_DEMO_CLIENTS=true. */
export const DEMO_CLIENTS: readonly ClientConfig[] = [
  {
    client_id: 'web-gateway',
    client_secret: 'dev-gateway-secret',
    scopes: [SCOPE_SITE_READ, SCOPE_MEMBER_MANAGE],
  },
  {
    client_id: 'site-admin',
    client_secret: 'dev-site-admin-secret',
    scopes: [SCOPE_SITE_READ, SCOPE_SITE_ADMIN],
  },
  {
    client_id: 'content-editor',
    client_secret: 'dev-content-editor-secret',
    scopes: [SCOPE_SITE_READ, SCOPE_CONTENT_WRITE],
  },
  {
    // Officers (decision 0160): read the complaints and tip-offs people sent, with their files; record results.
    client_id: 'forms-officer',
    client_secret: 'dev-forms-officer-secret',
    scopes: [SCOPE_SITE_READ, SCOPE_FORMS_READ, SCOPE_FORMS_WRITE],
  },
];

/** How long each channel's submissions are kept, in days (decision 0161; RETENTION_DAYS_*). */
export const DEFAULT_RETENTION_DAYS = { contact: 365, complaint: 1095, tipOff: 1825 } as const;

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const clientsJson = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'DEPT_API_CLIENTS is not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(clientSchema).min(1));

/** An empty variable (`DATABASE_URL=`) counts as not set. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9465),
  METRICS_HOST: optional(z.string().min(1)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATA_DIR: z.string().min(1).default(`${repoRoot}.data/dept-api`),
  MEDIA_DIR: z.string().min(1).default(`${appRoot}media`),
  MEDIA_CACHE_DIR: optional(z.string().min(1)),
  DEPT_API_CLIENTS: optional(clientsJson),
  DEPT_API_DEMO_CLIENTS: booleanFlag,
  SEED_DEMO_DATA: booleanFlag,
  TOKEN_FAILURES_PER_CLIENT_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_TOKEN_THROTTLE.perClientAndAddress),
  TOKEN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_TOKEN_THROTTLE.perAddress),
  TOKEN_FAILURES_BEFORE_CLIENT_BRAKE: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_TOKEN_THROTTLE.clientBrakeAfter),
  REPORT_FINGERPRINT_SALT: optional(z.string().min(16, 'must have at least 16 characters').max(500)),
  ATTACHMENTS_DIR: optional(z.string().min(1)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: z.string().min(3).default('กรมคุมประพฤติ <no-reply@probation.localhost>'),
  FORMS_OFFICER_EMAIL: optional(z.email()),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(5).max(86400).default(60),
  TIP_OFF_OFFICER_EMAIL: optional(z.email()),
  RETENTION_DAYS_CONTACT: z.coerce.number().int().min(30).max(36500).default(DEFAULT_RETENTION_DAYS.contact),
  RETENTION_DAYS_COMPLAINT: z.coerce
    .number()
    .int()
    .min(30)
    .max(36500)
    .default(DEFAULT_RETENTION_DAYS.complaint),
  RETENTION_DAYS_TIP_OFF: z.coerce.number().int().min(30).max(36500).default(DEFAULT_RETENTION_DAYS.tipOff),
  RETENTION_EVERY_HOURS: z.coerce.number().int().min(0).max(168).default(24),
  SITE_PUBLIC_SCHEME: optional(z.enum(['http', 'https'], { message: 'expected http or https' })),
  SITE_PUBLIC_PORT: optional(
    z.union([z.literal('none'), z.coerce.number().int().min(1).max(65535)], {
      message: 'expected a port or none',
    }),
  ),
});

/** The website's port in development (`npm run dev -w @probation/web`): the members' mail links lead there. */
export const WEB_DEV_PORT = 3000;

/** The fingerprint salt of development and tests (production without REPORT_FINGERPRINT_SALT draws one per process). */
export const DEV_REPORT_FINGERPRINT_SALT = 'dev-report-fingerprint-salt';

export interface ApiConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where /metrics is served (Prometheus), beside PORT and never through it; 0 picks a free port. */
  metricsPort: number;
  /** The interface of the metrics port (decision 0608): loopback unless set; the charts give the pod's IP. */
  metricsHost: string;
  logLevel: string;
  /** A PostgreSQL server when set; else embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  /** Where resized and converted images (`/media/...?w=&format=`) are kept; default `{os tmp}/dept-api-media-cache` (not the PGlite folder). */
  mediaCacheDir: string;
  clients: readonly ClientConfig[];
  /** Seed the demo sites, content, members and complaints at start (decision 0609); off: demo rows refuse the start. */
  seedDemoData: boolean;
  /** Salt of the fingerprints of broken-file reporters (a salted hash of their IP address). */
  reportFingerprintSalt: string;
  /** Limits on failed token exchanges (docs/decisions/0120). */
  tokenThrottle: TokenThrottleSettings;
  /** The private folder of the forms' attachments: never under `mediaDir`, never served (decision 0141). */
  attachmentsDir: string;
  /** Outgoing mail (decision 0144): SMTP when `smtpUrl` is set, else the outbox table only. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** Officers of a site without its own address (sites.officer_email). */
    officerFallback: string | undefined;
    /** How often pending mails are tried again. */
    retrySeconds: number;
    /** Where tip-off notices go (decision 0158); unset: the site's officers, as for the other forms. */
    tipOffOfficers: string | undefined;
  };
  /**
   * Days the forms' submissions are kept (decision 0161): contact messages from their receipt; complaints and
   * tip-offs from their last change, once closed (one still open is kept).
   */
  retentionDays: { contact: number; complaint: number; tipOff: number };
  /** How often dept-api runs the retention itself (decision 0163); 0: never (a CronJob or cron runs the command). */
  retentionEveryHours: number;
  /**
   * How the members' mails link to a site (decision 0175): `scheme://<the site's first domain>[:port]`, as the
   * website prints its own absolute URLs (its decision 0225). Port null: none in the URL.
   */
  siteLinks: { scheme: 'http' | 'https'; port: number | null };
}

export class ConfigError extends Error {}

/** Reads the configuration from the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid dept-api configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.DEPT_API_CLIENTS && !env.DEPT_API_DEMO_CLIENTS) {
    throw new ConfigError(
      'Invalid dept-api configuration:\n  DEPT_API_CLIENTS: required when NODE_ENV=production ' +
        '(the built-in demo clients are refused in production; set DEPT_API_DEMO_CLIENTS=true to accept them anyway)',
    );
  }
  const attachmentsDir = resolve(env.ATTACHMENTS_DIR ?? `${repoRoot}.data/dept-api-attachments`);
  const mediaDir = resolve(env.MEDIA_DIR);
  if (attachmentsDir === mediaDir || attachmentsDir.startsWith(`${mediaDir}${sep}`)) {
    throw new ConfigError(
      'Invalid dept-api configuration:\n  ATTACHMENTS_DIR: must not be inside MEDIA_DIR (it would be served under /media)',
    );
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    metricsPort: env.METRICS_PORT,
    metricsHost: env.METRICS_HOST ?? '127.0.0.1',
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    mediaDir: env.MEDIA_DIR,
    mediaCacheDir: env.MEDIA_CACHE_DIR ?? join(tmpdir(), 'dept-api-media-cache'),
    clients: env.DEPT_API_CLIENTS ?? DEMO_CLIENTS,
    seedDemoData: env.SEED_DEMO_DATA,
    reportFingerprintSalt:
      env.REPORT_FINGERPRINT_SALT ??
      (env.NODE_ENV === 'production' ? randomBytes(32).toString('hex') : DEV_REPORT_FINGERPRINT_SALT),
    tokenThrottle: {
      ...DEFAULT_TOKEN_THROTTLE,
      perClientAndAddress: env.TOKEN_FAILURES_PER_CLIENT_ADDRESS,
      perAddress: env.TOKEN_FAILURES_PER_ADDRESS,
      clientBrakeAfter: env.TOKEN_FAILURES_BEFORE_CLIENT_BRAKE,
    },
    attachmentsDir,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      officerFallback: env.FORMS_OFFICER_EMAIL,
      retrySeconds: env.MAIL_RETRY_SECONDS,
      tipOffOfficers: env.TIP_OFF_OFFICER_EMAIL,
    },
    retentionDays: {
      contact: env.RETENTION_DAYS_CONTACT,
      complaint: env.RETENTION_DAYS_COMPLAINT,
      tipOff: env.RETENTION_DAYS_TIP_OFF,
    },
    retentionEveryHours: env.RETENTION_EVERY_HOURS,
    siteLinks: {
      scheme: env.SITE_PUBLIC_SCHEME ?? (env.NODE_ENV === 'production' ? 'https' : 'http'),
      port:
        env.SITE_PUBLIC_PORT === 'none'
          ? null
          : (env.SITE_PUBLIC_PORT ?? (env.NODE_ENV === 'production' ? null : WEB_DEV_PORT)),
    },
  };
}
