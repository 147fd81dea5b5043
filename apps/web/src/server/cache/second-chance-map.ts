interface Slot<V> {
  value: V;
  /** Read since it was added or last passed over by `evict`. */
  used: boolean;
}

/**
 * A Map that evicts in about least-recently-used order by the "second chance" (CLOCK) rule (decision 0427): a read
 * only marks its entry used; `evict` walks from the oldest entry, sends a used one to the young end with its mark
 * cleared, and takes the first one not used since. A read therefore changes nothing in the Map itself. (Moving
 * every entry read to the young end, as a strict LRU does, rebuilds the Map's table every few reads of a hot
 * cache; the Map lives in the old generation, so each new table survives the next scavenge and is promoted: on a
 * cached page, most of what the process promoted, and a full GC every two seconds.)
 *
 * Make room before adding (`evict` while full, then `set`): an entry added first would be the one unused entry
 * at the end of the walk, and would leave before the older entries that were read.
 */
export class SecondChanceMap<K, V> {
  readonly #slots = new Map<K, Slot<V>>();

  /** The value of `key`, marked used. */
  get(key: K): V | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    slot.used = true;
    return slot.value;
  }

  /** Adds `key` (or replaces it) at the young end, not used yet. */
  set(key: K, value: V): void {
    this.#slots.delete(key);
    this.#slots.set(key, { value, used: false });
  }

  delete(key: K): boolean {
    return this.#slots.delete(key);
  }

  /** Removes `key` and answers its value (undefined when it was not held), in one lookup. */
  take(key: K): V | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    this.#slots.delete(key);
    return slot.value;
  }

  /** Removes the entry to evict and answers it: the oldest not used since the walk last passed it. */
  evict(): [K, V] | undefined {
    for (;;) {
      const oldest = this.#slots.entries().next();
      if (oldest.done) return undefined;
      const [key, slot] = oldest.value;
      this.#slots.delete(key);
      if (!slot.used) return [key, slot.value];
      slot.used = false;
      this.#slots.set(key, slot);
    }
  }

  get size(): number {
    return this.#slots.size;
  }

  clear(): void {
    this.#slots.clear();
  }
}

/**
 * A SecondChanceMap that holds values up to a total size (each value's `sizeOf`: bytes, characters): `set` makes
 * room by the second-chance rule before it adds, and keeps nothing larger than the whole budget.
 */
export class SizedSecondChanceMap<K, V> {
  readonly #entries = new SecondChanceMap<K, V>();
  readonly #maxSize: number;
  readonly #sizeOf: (value: V) => number;
  #totalSize = 0;

  constructor(maxSize: number, sizeOf: (value: V) => number) {
    this.#maxSize = maxSize;
    this.#sizeOf = sizeOf;
  }

  /** The value of `key`, marked used. */
  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  /** Adds `key` (or replaces it) at the young end; a value larger than the whole budget is not kept. */
  set(key: K, value: V): void {
    this.delete(key);
    const size = this.#sizeOf(value);
    if (size > this.#maxSize) return;
    while (this.#totalSize + size > this.#maxSize) {
      const evicted = this.#entries.evict();
      if (!evicted) break;
      this.#totalSize -= this.#sizeOf(evicted[1]);
    }
    this.#entries.set(key, value);
    this.#totalSize += size;
  }

  delete(key: K): void {
    const value = this.#entries.take(key);
    if (value !== undefined) this.#totalSize -= this.#sizeOf(value);
  }

  /** Entries held. */
  get size(): number {
    return this.#entries.size;
  }

  /** Their sizes added up, as counted against the budget. */
  get totalSize(): number {
    return this.#totalSize;
  }
}
