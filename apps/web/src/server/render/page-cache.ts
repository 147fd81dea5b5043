/**
 * Full-page cache for anonymous pages (ARCHITECTURE "Performance design"): rendered HTML keyed by site host +
 * path + language. A fresh entry is served as is; an expired one is rendered again (rendering costs about a
 * millisecond, the data layer below has its own stale-while-revalidate); when that render fails, the expired
 * copy is served for as long as `staleMs` allows (stale-if-error). Concurrent renders of one key share one.
 */
export interface RenderedPage {
  status: number;
  /** The HTML, encoded once: Thai text is 3 bytes a character, and a cached page is sent many times. */
  body: Buffer;
  /** Response headers that belong to the page itself (Retry-After, Content-Language). */
  headers: Record<string, string>;
  /** The site the page belongs to, for the per-visitor SiteID cookie. */
  siteId: string | null;
  /** Whether this outcome may be kept (a page that failed because the upstream failed may not). */
  cacheable: boolean;
}

interface Entry {
  page: RenderedPage;
  storedAt: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
}

export type PageCacheResult = { page: RenderedPage; source: 'hit' | 'miss' | 'stale' };

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<RenderedPage>>();
  readonly #options: Required<PageCacheOptions>;

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
    if (page.cacheable) {
      this.#store(key, page);
      return { page, source: 'miss' };
    }
    if (entry && now - entry.storedAt < this.#options.ttlMs + this.#options.staleMs) {
      return { page: entry.page, source: 'stale' };
    }
    return { page, source: 'miss' };
  }

  get size(): number {
    return this.#entries.size;
  }

  #renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = render().finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  #store(key: string, page: RenderedPage): void {
    this.#entries.delete(key);
    this.#entries.set(key, { page, storedAt: this.#options.now() });
    while (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
