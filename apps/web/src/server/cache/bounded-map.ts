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
