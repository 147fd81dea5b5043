/**
 * A DataLoader-style batcher: every `load(key)` made before the event loop's next turn goes out as one batch
 * (at most `maxBatchSize` keys a call), duplicates share one entry. One per request, so nothing outlives it.
 */
export interface BatchLoader<K, V> {
  load(key: K): Promise<V | null>;
}

export function createBatchLoader<K, V>(
  loadBatch: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  maxBatchSize: number,
): BatchLoader<K, V> {
  let pending = new Map<K, ((value: V | null) => void)[]>();
  let pendingFailures = new Map<K, ((error: unknown) => void)[]>();
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const waiting = pending;
    const failing = pendingFailures;
    pending = new Map();
    pendingFailures = new Map();
    const keys = [...waiting.keys()];
    for (let start = 0; start < keys.length; start += maxBatchSize) {
      const batch = keys.slice(start, start + maxBatchSize);
      loadBatch(batch).then(
        (found) => {
          for (const key of batch) for (const resolve of waiting.get(key)!) resolve(found.get(key) ?? null);
        },
        (error: unknown) => {
          for (const key of batch) for (const reject of failing.get(key)!) reject(error);
        },
      );
    }
  }

  return {
    load(key) {
      return new Promise<V | null>((resolve, reject) => {
        pending.set(key, [...(pending.get(key) ?? []), resolve]);
        pendingFailures.set(key, [...(pendingFailures.get(key) ?? []), reject]);
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
