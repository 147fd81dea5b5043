/**
 * Full-page cache for anonymous pages (decisions 0005, 0227, 0270): rendered
 * HTML, held compressed, keyed by the site's public origin + path + language. A fresh entry is served as is; an
 * expired one is rendered again (rendering costs about a millisecond, the data layer below has its own
 * stale-while-revalidate); when that render fails, the expired copy is served for as long as `staleMs` allows
 * (stale-if-error). Concurrent renders of one key share one. Bounded in bytes: about the least recently used pages
 * leave first (second chance, decision 0427).
 */
import { encodeBody, type EncodedBody } from '../http/encoded-body.ts';
import { SizedSecondChanceMap } from '../cache/second-chance-map.ts';

export interface RenderedPage {
  status: number;
  /**
   * The HTML: as rendered (UTF-8 bytes) for a page sent once, compressed both ways (brotli and gzip) for a page
   * the cache holds, which is sent many times (decision 0270).
   */
  body: Buffer | EncodedBody;
  /** Response headers that belong to the page itself (Retry-After, Content-Language). */
  headers: Record<string, string>;
  /** The site the page belongs to, for the per-visitor SiteID cookie. */
  siteId: string | null;
  /**
   * `store`: kept and shareable; `skip`: a right answer that is not kept (a 404, a page past the last one, a URL
   * whose filters the page dropped), so made-up URLs cannot fill the cache; `failed`: the upstream failed, the
   * expired copy (if any) is served instead.
   */
  cache: 'store' | 'skip' | 'failed';
}

interface Entry {
  page: RenderedPage;
  storedAt: number;
  bytes: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  staleMs: number;
  /** The most bytes the cache holds (bodies, keys and headers, plus a fixed overhead per entry). */
  maxBytes: number;
  /**
   * `repeat`: a page is kept only when its key is asked for a second time within ttlMs (a doorkeeper of at most
   * MAX_ASKED_ONCE keys): a cache of free-text URLs (search) then holds what is asked again, and a flood of
   * one-off URLs costs a render and an on-the-fly compression each, not the stronger compression of a kept page.
   * Default `first`: kept from the first request.
   */
  admission?: 'first' | 'repeat';
  now?: () => number;
}

export type PageCacheResult = { page: RenderedPage; source: 'hit' | 'miss' | 'stale' };

/** What one entry costs beyond its body, key and headers (the entry objects, the Map slot): an estimate. */
const ENTRY_OVERHEAD_BYTES = 512;
/** The most keys the `repeat` doorkeeper remembers (about 1 KB each at most: keys are built from bounded parts). */
export const MAX_ASKED_ONCE = 1000;

export class PageCache {
  readonly #entries: SizedSecondChanceMap<string, Entry>;
  readonly #inFlight = new Map<string, Promise<RenderedPage>>();
  /** `repeat` admission: keys asked for once and not kept, with when, oldest first. */
  readonly #askedOnce = new Map<string, number>();
  readonly #options: Required<PageCacheOptions>;

  constructor(options: PageCacheOptions) {
    this.#options = { now: Date.now, admission: 'first', ...options };
    this.#entries = new SizedSecondChanceMap(this.#options.maxBytes, (entry) => entry.bytes);
  }

  /** The page kept for `key` while it is fresh (a hit, without a promise); undefined when `serve` must decide. */
  held(key: string): RenderedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry || this.#options.now() - entry.storedAt >= this.#options.ttlMs) return undefined;
    return entry.page;
  }

  async serve(key: string, render: () => Promise<RenderedPage>): Promise<PageCacheResult> {
    const held = this.held(key);
    if (held) return { page: held, source: 'hit' };
    const now = this.#options.now();
    const entry = this.#entries.get(key);
    const admitted = this.#admits(key, now);
    const page = await this.#renderOnce(key, render, admitted);
    if (page.cache === 'failed') {
      if (entry && now - entry.storedAt < this.#options.ttlMs + this.#options.staleMs) {
        return { page: entry.page, source: 'stale' };
      }
      return { page, source: 'miss' };
    }
    this.#entries.delete(key);
    if (page.cache === 'store' && admitted) this.#store(key, { ...page, body: encodedBody(page.body) });
    return { page, source: 'miss' };
  }

  /** Entries held. */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held, as counted against maxBytes. */
  get bytes(): number {
    return this.#entries.totalSize;
  }

  /** Whether a page rendered for this key now would be kept (always, unless admission is `repeat`). */
  #admits(key: string, now: number): boolean {
    if (this.#options.admission === 'first') return true;
    const askedAt = this.#askedOnce.get(key);
    this.#askedOnce.delete(key);
    if (askedAt !== undefined && now - askedAt < this.#options.ttlMs) return true;
    this.#askedOnce.set(key, now);
    for (const oldest of this.#askedOnce.keys()) {
      if (this.#askedOnce.size <= MAX_ASKED_ONCE) break;
      this.#askedOnce.delete(oldest);
    }
    return false;
  }

  #renderOnce(key: string, render: () => Promise<RenderedPage>, toKeep: boolean): Promise<RenderedPage> {
    let pending = this.#inFlight.get(key);
    if (!pending) {
      // A page to keep is compressed once, inside the one render concurrent requests share; one not kept goes out
      // as rendered (compressed on the fly, more cheaply).
      pending = render()
        .then((page) => (toKeep && page.cache === 'store' ? { ...page, body: encodedBody(page.body) } : page))
        .finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  #store(key: string, page: RenderedPage): void {
    this.#entries.set(key, { page, storedAt: this.#options.now(), bytes: entryBytes(key, page) });
  }
}

function entryBytes(key: string, page: RenderedPage): number {
  let headerBytes = 0;
  for (const [name, value] of Object.entries(page.headers)) headerBytes += 2 * (name.length + value.length);
  const { body } = page;
  const bodyBytes = Buffer.isBuffer(body) ? body.byteLength : body.br.byteLength + body.gzip.byteLength;
  return bodyBytes + 2 * key.length + headerBytes + ENTRY_OVERHEAD_BYTES;
}

function encodedBody(body: RenderedPage['body']): EncodedBody {
  return Buffer.isBuffer(body) ? encodeBody(body) : body;
}
