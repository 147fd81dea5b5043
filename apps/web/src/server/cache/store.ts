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

export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  /** Stores the entry until its staleUntil. */
  set<T>(key: string, entry: CacheEntry<T>): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
