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

/**
 * `compute(key)`, remembered for keys that repeat (at most `maxEntries` of them, as BoundedMap keeps them). A string
 * key longer than `maxKeyLength` is computed every time and never kept: a visitor's made-up long value costs its
 * own computation, never the memory of one.
 */
export function boundedMemo<K, V>(
  maxEntries: number,
  compute: (key: K) => V,
  { maxKeyLength = Infinity }: { maxKeyLength?: number } = {},
): ((key: K) => V) & { readonly size: number } {
  const memo = new BoundedMap<K, V>(maxEntries);
  const remembered = (key: K): V => {
    if (typeof key === 'string' && key.length > maxKeyLength) return compute(key);
    let value = memo.get(key);
    if (value === undefined) {
      value = compute(key);
      memo.set(key, value);
    }
    return value;
  };
  return Object.defineProperty(remembered, 'size', { get: () => memo.size }) as typeof remembered & {
    readonly size: number;
  };
}
