import type { FastifyBaseLogger } from 'fastify';
import type { CacheStore, CounterState } from '../cache/store.ts';

export type Counter = (key: string, windowMs: number, amount?: number) => Promise<CounterState>;

/**
 * The store's atomic increment under a `rate-limit:` prefix, logging only when counting stops and when it
 * starts again: while Redis is down every request would otherwise log a line. Errors still reach the caller,
 * who never turns them into a 500: the general limit keeps this pod's own count, the strict one lets the request
 * through.
 */
export function createCounter(store: CacheStore, log: FastifyBaseLogger): Counter {
  let failing = false;
  return async (key, windowMs, amount = 1) => {
    try {
      const state = await store.increment(`rate-limit:${key}`, windowMs, amount);
      if (failing) {
        failing = false;
        log.info('rate limits are counted again');
      }
      return state;
    } catch (error) {
      if (!failing) {
        failing = true;
        log.warn(
          { err: error },
          'rate limits are not counted while the store fails: each pod limits by its own count, strict limits pass',
        );
      }
      throw error;
    }
  };
}
