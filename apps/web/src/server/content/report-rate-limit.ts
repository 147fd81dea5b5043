import { createHash } from 'node:crypto';
import type { CacheStore } from '../cache/store.ts';
import { countHits, type LimitVerdict } from '../rate-limit/fixed-window.ts';

/**
 * The gateway's own limit on broken-file reports, per visitor IP, before anything reaches the department API
 * (which keeps the exact per-visitor policy in its database, docs/decisions/0112 and 0212): a fixed window counted
 * with one atomic increment in the shared cache store (memory, or Redis so every pod counts together). Only valid
 * reports are counted (the caller validates first). A store that fails lets the report through: the department
 * API's own limit still holds.
 */
export const GATEWAY_REPORTS_PER_WINDOW = 20;
export const GATEWAY_REPORT_WINDOW_MS = 60 * 60 * 1000;

export interface ReportRateLimiter {
  /** Counts one report from `ip`; not allowed when the visitor is over the limit. */
  allow(ip: string): Promise<LimitVerdict>;
}

export function createReportRateLimiter(
  store: CacheStore,
  options: { limit?: number; windowMs?: number } = {},
): ReportRateLimiter {
  const limit = {
    max: options.limit ?? GATEWAY_REPORTS_PER_WINDOW,
    windowMs: options.windowMs ?? GATEWAY_REPORT_WINDOW_MS,
  };
  return {
    async allow(ip) {
      const visitor = createHash('sha256').update(ip).digest('hex').slice(0, 32);
      try {
        return await countHits(store, `report-limit:${visitor}`, limit);
      } catch {
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
  };
}
