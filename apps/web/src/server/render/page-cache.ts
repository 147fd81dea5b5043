/**
 * Full-page cache for anonymous pages (ARCHITECTURE "Performance design", docs/decisions/0005, 0227, 0270): rendered
 * HTML, held compressed, keyed by the site's public origin + path + language. A fresh entry is served as is; an expired one is
 * rendered again (rendering costs about a millisecond, the data layer below has its own stale-while-revalidate);
 * when that render fails, the expired copy is served for as long as `staleMs` allows (stale-if-error).
 * Concurrent renders of one key share one. Bounded in bytes: least recently used pages leave first.
 */
import { encodeBody, type EncodedBody } from '../http/encoded-body.ts';

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
  now?: () => number;
}

export type PageCacheResult = { page: RenderedPage; source: 'hit' | 'miss' | 'stale' };

/** What one entry costs beyond its body, key and headers (the entry objects, the Map slot): an estimate. */
const ENTRY_OVERHEAD_BYTES = 512;

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<RenderedPage>>();
  readonly #options: Required<PageCacheOptions>;
  #bytes = 0;

  constructor(options: PageCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  async serve(key: string, render: () => Promise<RenderedPage>): Promise<PageCacheResult> {
    const now = this.#options.now();
    const entry = this.#entries.get(key);
    if (entry && now - entry.storedAt < this.#options.ttlMs) {
      // Refresh its place in the LRU order.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return { page: entry.page, source: 'hit' };
    }
    const page = await this.#renderOnce(key, render);
    if (page.cache === 'failed') {
      if (entry && now - entry.storedAt < this.#options.ttlMs + this.#options.staleMs) {
        return { page: entry.page, source: 'stale' };
      }
      return { page, source: 'miss' };
    }
    this.#remove(key);
    if (page.cache === 'store') this.#store(key, page);
    return { page, source: 'miss' };
  }

  /** Entries held. */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held, as counted against maxBytes. */
  get bytes(): number {
    return this.#bytes;
  }

  #renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    let pending = this.#inFlight.get(key);
    if (!pending) {
      // A page to keep is compressed once, inside the one render concurrent requests share.
      pending = render()
        .then((page) => (page.cache === 'store' ? { ...page, body: encodedBody(page.body) } : page))
        .finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  #store(key: string, page: RenderedPage): void {
    const bytes = entryBytes(key, page);
    if (bytes > this.#options.maxBytes) return;
    this.#entries.set(key, { page, storedAt: this.#options.now(), bytes });
    this.#bytes += bytes;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
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
