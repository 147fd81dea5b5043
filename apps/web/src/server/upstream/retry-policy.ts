/**
 * Decision 0200: only requests without a body (GET, HEAD) are retried, once, and only on the
 * statuses below or on a network error. A POST is never retried: a retried POST could file a complaint twice.
 * Our own timeouts are not retried either: that would double the wait of a visitor for an upstream that hangs.
 * A 429 or 503 that says when to come back (Retry-After) is retried then, if that is soon; else not at all
 * (docs/decisions/0234).
 */

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export const MAX_RETRIES = 1;

export function isRetryableMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

export function shouldRetryStatus(method: string, status: number, attempt: number): boolean {
  return attempt < MAX_RETRIES && isRetryableMethod(method) && RETRYABLE_STATUSES.has(status);
}

export function shouldRetryNetworkError(method: string, attempt: number): boolean {
  return attempt < MAX_RETRIES && isRetryableMethod(method);
}

/** The longest Retry-After a visitor's request waits for; an upstream that asks for more fails fast instead. */
export const MAX_RETRY_AFTER_MS = 2000;

/** Retry-After as milliseconds from `now`: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its weekday and month; a bare "-1" would parse as the year -1.
  const date = /^[a-z]{3}, /i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long to wait before retrying an answer with `status`: the upstream's Retry-After on a 429 or 503 when it
 * gives one, else `fallbackMs`; null when it asks for longer than MAX_RETRY_AFTER_MS (do not retry).
 */
export function retryDelayMs(
  status: number,
  retryAfter: string | undefined,
  fallbackMs: number,
): number | null {
  if (status !== 429 && status !== 503) return fallbackMs;
  const asked = retryAfterMs(retryAfter);
  if (asked === undefined) return fallbackMs;
  return asked <= MAX_RETRY_AFTER_MS ? asked : null;
}
