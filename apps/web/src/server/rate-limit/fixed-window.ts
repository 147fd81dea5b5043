import type { CacheStore, CounterState } from '../cache/store.ts';

/** What a limit says about one more hit. */
export interface LimitVerdict {
  allowed: boolean;
  /** Whole seconds until the window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

export interface FixedWindowLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts `amount` hits on `key` in the shared store (one atomic increment, so every pod counts together) and
 * says whether the caller is still within `max` for the window.
 */
export async function countHits(
  store: CacheStore,
  key: string,
  limit: FixedWindowLimit,
  amount = 1,
): Promise<LimitVerdict> {
  return verdictOf(await store.increment(key, limit.windowMs, amount), limit.max);
}

/** What a window's count means for a limit of `max` hits: every limit judges the same way. */
export function verdictOf(state: CounterState, max: number): LimitVerdict {
  return { allowed: state.count <= max, retryAfterSeconds: Math.max(1, Math.ceil(state.ttlMs / 1000)) };
}
