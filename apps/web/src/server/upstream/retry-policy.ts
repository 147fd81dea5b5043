/**
 * ARCHITECTURE decision 6: only requests without a body (GET, HEAD) are retried, once, and only on the
 * statuses below or on a network error. A POST is never retried: a retried POST could file a complaint twice.
 * Our own timeouts are not retried either: that would double the wait of a visitor for an upstream that hangs.
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
