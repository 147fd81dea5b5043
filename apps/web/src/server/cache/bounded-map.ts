/**
 * A Map that holds at most `maxEntries` keys and forgets them all when a new key would pass that: a memo for keys
 * that repeat (a site's host names, its few cookie values), which keys a visitor makes up can empty but never grow.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #maxEntries: number;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  set(key: K, value: V): void {
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(key)) this.#entries.clear();
    this.#entries.set(key, value);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** `compute(key)`, remembered for keys that repeat (at most `maxEntries` of them, as BoundedMap keeps them). */
export function boundedMemo<K, V>(maxEntries: number, compute: (key: K) => V): (key: K) => V {
  const memo = new BoundedMap<K, V>(maxEntries);
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      value = compute(key);
      memo.set(key, value);
    }
    return value;
  };
}
