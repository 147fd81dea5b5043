/**
 * A small in-process store of search answers, for embedded PGlite (decision 0133): PGlite runs every statement of
 * the process one after another on one thread, so the same query asked by many visitors at once (a link shared, a
 * website pod's cache expiring) queues behind itself. With PGlite the database belongs to this one process and a
 * transaction holds every other statement until it ends, so a write seen here is every write there is: each change
 * of the index (`searchIndexChanged`, called by the index's own write functions) makes every stored answer stale.
 * Not used on PostgreSQL, where other processes (replicas, the rebuild command) write too.
 *
 * Hostile input: the key is made of the normalised words the search looks for (at most SEARCH_MAX_WORDS; `Bracelet`,
 * ` bracelet ` and `bracelet!` are one entry), never the raw text; entries, the hits they hold and their age are
 * bounded, the least recently used leave first, so a flood of made-up queries only pushes out other queries.
 * Nothing here is logged.
 */
import type { Lang, SearchHitType, SearchResult } from '@probation/contract';

/** Answers kept, and for how long at most (a safety net: writes already make them stale). */
export const SEARCH_ANSWERS_KEPT = 500;
export const SEARCH_ANSWER_SECONDS = 60;
/** Hits held in all kept answers at most (a hit with its marked title and snippet is about a kilobyte). */
export const SEARCH_ANSWER_HITS_KEPT = 5_000;

let generation = 0;

/** The index changed (an item written, a rebuild): answers computed before are not served again. */
export function searchIndexChanged(): void {
  generation += 1;
}

/** What a search answer depends on: the site, the filters, the page, and the words looked for (normalised). */
export interface AnswerKey {
  siteId: string;
  lang: Lang;
  type?: SearchHitType | undefined;
  year?: number | undefined;
  category?: string | undefined;
  page: number;
  pageSize: number;
  words: readonly string[];
}

interface Entry {
  generation: number;
  storedAt: number;
  answer: Promise<SearchResult>;
  /** Hits it holds, once computed (what its size mostly is). */
  hits: number;
}

export class SearchAnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #maxHits: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #hits = 0;

  constructor(
    options: { maxEntries?: number; maxHits?: number; maxAgeSeconds?: number; now?: () => number } = {},
  ) {
    this.#maxEntries = options.maxEntries ?? SEARCH_ANSWERS_KEPT;
    this.#maxHits = options.maxHits ?? SEARCH_ANSWER_HITS_KEPT;
    this.#maxAgeMs = (options.maxAgeSeconds ?? SEARCH_ANSWER_SECONDS) * 1000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Hits held in all kept answers. */
  get hits(): number {
    return this.#hits;
  }

  /**
   * The stored answer for this key, or the one `compute` gives (stored). Requests for the same key while it is being
   * computed share the computation; a failed one is not kept.
   */
  async answer(key: AnswerKey, compute: () => Promise<SearchResult>): Promise<SearchResult> {
    const text = JSON.stringify([
      key.siteId,
      key.lang,
      key.type ?? null,
      key.year ?? null,
      key.category ?? null,
      key.page,
      key.pageSize,
      key.words,
    ]);
    const now = this.#now();
    const found = this.#entries.get(text);
    if (found) {
      this.#remove(text, found);
      if (found.generation === generation && now - found.storedAt < this.#maxAgeMs) {
        this.#entries.set(text, found);
        this.#hits += found.hits;
        return found.answer;
      }
    }
    const entry: Entry = { generation, storedAt: now, answer: compute(), hits: 0 };
    this.#entries.set(text, entry);
    this.#trim();
    try {
      const result = await entry.answer;
      if (this.#entries.get(text) === entry) {
        entry.hits = result.items.length;
        this.#hits += entry.hits;
        this.#trim();
      }
      return result;
    } catch (error) {
      if (this.#entries.get(text) === entry) this.#remove(text, entry);
      throw error;
    }
  }

  #remove(text: string, entry: Entry): void {
    this.#entries.delete(text);
    this.#hits -= entry.hits;
  }

  /** The least recently used answers out until the bounds hold. */
  #trim(): void {
    for (const [text, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#hits <= this.#maxHits) break;
      this.#remove(text, entry);
    }
  }
}
