/**
 * One error class per failure, each with the HTTP status a visitor should get and a stable code that the
 * GraphQL layer and the pages show instead of the message (messages may name upstream details).
 */

export type PublicErrorCode =
  | 'SITE_NOT_FOUND'
  | 'UPSTREAM_UNAVAILABLE'
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'SERVICE_UNAVAILABLE'
  | 'RATE_LIMITED'
  | 'FORBIDDEN'
  | 'SITE_IN_MAINTENANCE'
  | 'INTERNAL_SERVER_ERROR';

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: PublicErrorCode;
  /** A message written for the caller, shown instead of the generic text of the code (never upstream details). */
  readonly publicMessage: string | undefined;

  constructor(message: string, statusCode: number, code: PublicErrorCode, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** The request's host name matches no site (requirements.md §2.2): a clear 404, never a crash. */
export class SiteNotFoundError extends AppError {
  readonly domain: string;

  constructor(domain: string) {
    super(`No site is configured for the host name "${domain}"`, 404, 'SITE_NOT_FOUND');
    this.domain = domain;
  }
}

/**
 * A failed call to the department API. `upstreamStatus` is the status the upstream answered with
 * (undefined when it never answered); `statusCode` is what the gateway answers its own caller with:
 * 504 when the upstream timed out, else 502 (an upstream 401 is the gateway's problem, not the visitor's).
 */
export class UpstreamError extends AppError {
  readonly upstreamStatus: number | undefined;

  constructor(message: string, upstreamStatus: number | undefined, options?: ErrorOptions) {
    super(message, isTimeout(options?.cause) ? 504 : 502, 'UPSTREAM_UNAVAILABLE', options);
    this.upstreamStatus = upstreamStatus;
  }
}

/** How long a caller (a page, /graphql, a feed) is asked to wait while its site is in maintenance: Retry-After. */
export const SITE_MAINTENANCE_RETRY_AFTER_SECONDS = 3600;

/** The request's site is in maintenance (requirements.md §2.4): its content is not served until it ends. */
export class SiteInMaintenanceError extends AppError {
  constructor() {
    super('The site is in maintenance', 503, 'SITE_IN_MAINTENANCE');
  }
}

/** A GraphQL argument out of its range (page size 1-50, month 1-12, ...): the message says which and why. */
export class InvalidArgumentError extends AppError {
  constructor(argument: string, rule: string) {
    const message = `Invalid argument "${argument}": ${rule}.`;
    super(message, 400, 'BAD_REQUEST');
    Object.defineProperty(this, 'publicMessage', { value: message });
  }
}

/** The caller is over a rate limit: 429, and it may try again after `retryAfterSeconds`. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(what: string, retryAfterSeconds: number) {
    super(`Rate limit exceeded: ${what}`, 429, 'RATE_LIMITED');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The department API refused a content call because of the caller's own input: 400 (a section, category or
 * range it does not accept) or 404 (no such section, item or page). The caller's error, not an outage: a user
 * error in GraphQL (or null for a single item), logged at info.
 */
export class UpstreamRefusedInputError extends AppError {
  readonly upstreamStatus: 400 | 404;

  constructor(what: string, upstreamStatus: 400 | 404, options?: ErrorOptions) {
    const code = upstreamStatus === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
    super(`Error Fetching ${what}: refused with ${upstreamStatus}`, upstreamStatus, code, options);
    this.upstreamStatus = upstreamStatus;
    const message =
      upstreamStatus === 404
        ? 'Not found: no such section, category or item on this site.'
        : 'Invalid argument: this site has no such section or category, or the range is not accepted.';
    Object.defineProperty(this, 'publicMessage', { value: message });
  }
}

/**
 * Upstream answers that name no fault of the visitor's request: the gateway's own credentials or scope (401, 403,
 * 407), the upstream's patience (408) or its limit on the gateway (429). Any other 4xx is the request's.
 */
const NOT_THE_REQUESTS_FAULT: ReadonlySet<number> = new Set([401, 403, 407, 408, 429]);

/** Whether an upstream status is a refusal of what the visitor asked for (docs/decisions/0603). */
export function isRefusalOfTheRequest(upstreamStatus: number): boolean {
  return upstreamStatus >= 400 && upstreamStatus < 500 && !NOT_THE_REQUESTS_FAULT.has(upstreamStatus);
}

/**
 * The department API refused a proxied file (`/media/*`) because of what the visitor asked for (a path it does
 * not accept, a method, a length): the visitor gets the same 4xx, never a 502 (docs/decisions/0603).
 */
export class UpstreamRefusedRequestError extends AppError {
  readonly upstreamStatus: number;

  constructor(what: string, upstreamStatus: number) {
    super(
      `Error Fetching ${what}: refused with ${upstreamStatus}`,
      upstreamStatus,
      upstreamStatus === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
    );
    this.upstreamStatus = upstreamStatus;
  }
}

/** The department API did not answer within UPSTREAM_TIMEOUT_MS. */
export class UpstreamTimeoutError extends Error {
  constructor(method: string, path: string, timeoutMs: number) {
    super(`${method} ${path} timed out after ${timeoutMs} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

function isTimeout(cause: unknown): boolean {
  return cause instanceof UpstreamTimeoutError;
}

/** requirements.md §10.1: the client-credentials exchange was refused (status of the token call). */
export class ClientAuthorizationError extends UpstreamError {
  constructor(upstreamStatus: number, options?: ErrorOptions) {
    super('Error in Client Authorization', upstreamStatus, options);
  }
}

/** requirements.md §10.1: setting up the client failed before an answer came (network, timeout, bad answer). */
export class AccessTokenError extends UpstreamError {
  constructor(reason: string, upstreamStatus?: number, options?: ErrorOptions) {
    super(`Access Token Error: ${reason}`, upstreamStatus, options);
  }
}

/** requirements.md §10.1: the domain lookup (GET /site/view/domain) failed. */
export class SiteDomainsFetchError extends UpstreamError {
  constructor(upstreamStatus: number | undefined, options?: ErrorOptions) {
    super('Error Fetching Site Domains', upstreamStatus, options);
  }
}

/** requirements.md §10.1: the layout lookup failed; the message carries the response data. */
export class LayoutsFetchError extends UpstreamError {
  constructor(upstreamStatus: number | undefined, responseData: unknown, options?: ErrorOptions) {
    super(`Error Fetching Layouts: ${describeResponseData(responseData)}`, upstreamStatus, options);
  }
}

/** requirements.md §10.1: the site details lookup failed (status 500 when the upstream gave none). */
export class SiteFetchError extends UpstreamError {
  constructor(upstreamStatus: number | undefined, options?: ErrorOptions) {
    super('Error Fetching Site', upstreamStatus ?? 500, options);
  }
}

/** Any other department API call that failed (media files and later calls). */
export class UpstreamRequestError extends UpstreamError {
  constructor(what: string, upstreamStatus: number | undefined, options?: ErrorOptions) {
    super(`Error Fetching ${what}`, upstreamStatus, options);
  }
}

function describeResponseData(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

/** What a visitor is told for each code (the pages translate by code; these are the API's English texts). */
export const PUBLIC_ERROR_MESSAGES: Readonly<Record<PublicErrorCode, string>> = {
  SITE_NOT_FOUND: 'No site is configured for this host name.',
  UPSTREAM_UNAVAILABLE: 'The service is temporarily unavailable. Please try again later.',
  BAD_REQUEST: 'Bad request.',
  NOT_FOUND: 'Not found.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again later.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  FORBIDDEN: 'This request was not sent from a page of this site, so it was not accepted.',
  SITE_IN_MAINTENANCE: 'This site is under maintenance. Please try again later.',
  INTERNAL_SERVER_ERROR: 'Internal server error.',
};
