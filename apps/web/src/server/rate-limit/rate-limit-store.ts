import type { Counter } from './counter.ts';

/** The part of @fastify/rate-limit's store contract this adapter implements (its `store` option). */
interface RateLimitStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void;
  child(routeOptions: object): RateLimitStore;
}

/**
 * @fastify/rate-limit's store on top of our counter, so its counts live in the same store as the cache (memory,
 * or Redis across pods) and share its connection and timeouts. Every limiter made from it names its own counters.
 */
export function rateLimitStoreClass(counter: Counter, name: string): new () => RateLimitStore {
  function storeFor(namespace: string): RateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        counter(`${namespace}:${key}`, timeWindow).then(
          (state) => callback(null, { current: state.count, ttl: state.ttlMs }),
          (error: Error) => callback(error),
        );
      },
      child(routeOptions) {
        const child = (routeOptions as { counterName?: unknown }).counterName;
        return storeFor(typeof child === 'string' ? child : namespace);
      },
    };
  }
  return class {
    constructor() {
      return storeFor(name);
    }
  } as unknown as new () => RateLimitStore;
}
