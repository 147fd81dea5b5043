import { createHash } from 'node:crypto';
import type { CacheStore } from '../cache/store.ts';

/**
 * The gateway's own limit on broken-file reports, per visitor IP, before anything reaches the department API
 * (which keeps the exact per-visitor policy in its database, docs/decisions/0112 and 0212): a fixed window counted
 * in the shared cache store (memory, or Redis so every pod counts together). The count is read and written, not
 * incremented atomically: two pods may each let one extra through, which the department API's limit absorbs.
 * A store that fails lets the report through for the same reason.
 */
export const GATEWAY_REPORTS_PER_WINDOW = 20;
export const GATEWAY_REPORT_WINDOW_MS = 60 * 60 * 1000;

export interface ReportRateLimiter {
  /** Counts one attempt from `ip`; false when the visitor is over the limit. */
  allow(ip: string): Promise<boolean>;
}

export function createReportRateLimiter(
  store: CacheStore,
  options: { limit?: number; windowMs?: number; now?: () => number } = {},
): ReportRateLimiter {
  const limit = options.limit ?? GATEWAY_REPORTS_PER_WINDOW;
  const windowMs = options.windowMs ?? GATEWAY_REPORT_WINDOW_MS;
  const now = options.now ?? Date.now;
  return {
    async allow(ip) {
      const time = now();
      const windowStart = time - (time % windowMs);
      const visitor = createHash('sha256').update(ip).digest('hex').slice(0, 32);
      const key = `report-limit:${visitor}:${windowStart}`;
      try {
        const count = (await store.get<number>(key))?.value ?? 0;
        if (count >= limit) return false;
        const end = windowStart + windowMs;
        await store.set(key, { value: count + 1, freshUntil: end, staleUntil: end });
        return true;
      } catch {
        return true;
      }
    },
  };
}
