/**
 * Where cache entries live. The memory store is per process; the Redis store is shared by all pods and
 * survives restarts. Values must be JSON-serialisable. A store that fails (Redis down) throws; the SWR layer
 * treats that as a miss and carries on with the upstream.
 */

export interface CacheEntry<T = unknown> {
  value: T;
  /** Epoch ms until which the value is served without revalidating. */
  freshUntil: number;
  /** Epoch ms until which the value may still be served (while revalidating or while the upstream fails). */
  staleUntil: number;
}

/** A counter after an increment: its value and how long until it expires (and starts again from 0). */
export interface CounterState {
  count: number;
  ttlMs: number;
}

export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  /**
   * The entry at once, when this process holds it (the memory store, near copies of Redis entries); undefined when
   * it is not held here, and then `get` reads it. Lets the hot path skip the promises of a read (decision 0404).
   */
  peek?<T>(key: string): CacheEntry<T> | undefined;
  /** Stores the entry until its staleUntil. */
  set<T>(key: string, entry: CacheEntry<T>): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Adds `amount` (default 1) to the counter at `key` in one atomic step and returns it; a counter that did not
   * exist starts at 0 and expires `ttlMs` later (a fixed window). Rate limits count with it, on every pod at once.
   */
  increment(key: string, ttlMs: number, amount?: number): Promise<CounterState>;
  close(): Promise<void>;
}
