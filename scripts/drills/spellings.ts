// The path-spelling flood (decision 0602): encoded spellings of the site's real pages and random
// encoded paths that name nothing, against the production build run as its chart runs it. Passes when no spelling is
// served as a page (each is a 308 to the page), no random path is anything but a 404, the page cache holds what it
// held before (its page_cache_entries gauge), the real pages are still answered from it, and RSS stays within
// `rssGrowthLimitMb` of where it started.

import { randomBytes, randomInt } from 'node:crypto';
import { chartValue } from '../lib/chart-values.ts';
import { freePort } from '../lib/product.ts';
import { sampleRss, send, sitePaths, statusCounts, webPool, type Outcome } from './http.ts';
import { startDrillProduct } from './product-control.ts';

export interface SpellingsDrillOptions {
  /** Encoded spellings of real pages (default 3000). */
  spellings?: number;
  /** Random encoded paths that name no page (default 3000). */
  randomPaths?: number;
  clients?: number;
  /** The most RSS may grow over the drill (default 60 MB; see decision 0602 for the measurements). */
  rssGrowthLimitMb?: number;
  log?: (line: string) => void;
}

export interface SpellingsDrillReport {
  realPages: number;
  spellings: Record<string, number>;
  randomPaths: Record<string, number>;
  /** page_cache_entries{cache="pages"} once the real pages are warm, and after the flood. */
  cacheEntries: { warm: number; end: number };
  /** Real pages answered from the page cache (x-page-cache: hit) when asked again after the flood. */
  stillHeld: number;
  memory: { startMb: number; peakMb: number; endMb: number };
  rssGrowthLimitMb: number;
  passed: boolean;
}

/** A spelling of `path` that differs from it: letters and digits percent-encoded (either case), a `//` or `/./`. */
export function respelled(path: string): string {
  for (;;) {
    let spelled = path.replace(/[A-Za-z0-9]/g, (char) => {
      const hex = char.charCodeAt(0).toString(16);
      const roll = randomInt(4);
      return roll === 0 ? `%${hex}` : roll === 1 ? `%${hex.toUpperCase()}` : char;
    });
    if (randomInt(4) === 0) spelled = spelled.replace('/', randomInt(2) ? '//' : '/./');
    if (spelled !== path) return spelled;
  }
}

/** A random path of encoded Thai words under a language, as a browser would send it: a 404. */
export function randomEncodedPath(): string {
  const word = () =>
    encodeURIComponent(String.fromCodePoint(...Array.from({ length: 6 }, () => 0x0e01 + randomInt(45))));
  return `/${randomInt(2) ? 'th' : 'en'}/${word()}/${word()}-${randomBytes(3).toString('hex')}`;
}

export async function runSpellingsDrill(options: SpellingsDrillOptions = {}): Promise<SpellingsDrillReport> {
  const log = options.log ?? (() => {});
  const rssGrowthLimitMb = options.rssGrowthLimitMb ?? 60;
  const metricsPort = await freePort();
  const product = await startDrillProduct({
    webEnv: {
      // As the chart runs it: its V8 heap caps and malloc settings bound what garbage may hold (decision 0602).
      NODE_OPTIONS: chartValue('probation-web', 'nodeOptions'),
      MALLOC_ARENA_MAX: chartValue('probation-web', 'mallocArenaMax'),
      MALLOC_MMAP_THRESHOLD_: chartValue('probation-web', 'mallocMmapThreshold'),
      METRICS_PORT: String(metricsPort),
      // One address sends everything; the rate limit would answer most of it 429 and test nothing.
      RATE_LIMIT: 'false',
    },
  });
  const pool = webPool(product.webOrigins[0]!, options.clients ?? 8);
  const metrics = webPool(`http://127.0.0.1:${metricsPort}`, 1);
  const cacheEntries = async () => {
    const text = (await send(metrics, { path: '/metrics', host: 'localhost', keepBody: true })).body ?? '';
    const value = /^page_cache_entries\{cache="pages"\} (\d+)$/m.exec(text)?.[1];
    if (value === undefined) throw new Error('the website published no page_cache_entries{cache="pages"}');
    return Number(value);
  };
  try {
    // The real pages: every path of the sitemap the page cache keeps (asked twice, answered from it the second time).
    const pages: string[] = [];
    for (const path of await sitePaths(pool, 'localhost')) {
      await send(pool, { path, host: 'localhost' });
      if ((await send(pool, { path, host: 'localhost' })).pageCache === 'hit') pages.push(path);
    }
    const warm = await cacheEntries();
    const requests = [
      ...Array.from({ length: options.spellings ?? 3000 }, () => ({
        kind: 'spelling' as const,
        path: respelled(pages[randomInt(pages.length)]!),
      })),
      ...Array.from({ length: options.randomPaths ?? 3000 }, () => ({
        kind: 'random' as const,
        path: randomEncodedPath(),
      })),
    ].sort(() => Math.random() - 0.5);
    log(`${pages.length} pages warm (${warm} cache entries); sending ${requests.length} requests`);

    const memory = sampleRss(product.webProcesses[0]!.pid, 250);
    const outcomes = { spelling: [] as Outcome[], random: [] as Outcome[] };
    let next = 0;
    const client = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        outcomes[request.kind].push(await send(pool, { path: request.path, host: 'localhost' }));
      }
    };
    await Promise.all(Array.from({ length: options.clients ?? 8 }, client));
    const rss = await memory.stop();

    const end = await cacheEntries();
    let stillHeld = 0;
    for (const path of pages) {
      if ((await send(pool, { path, host: 'localhost' })).pageCache === 'hit') stillHeld++;
    }
    const spellings = statusCounts(outcomes.spelling);
    const randomPaths = statusCounts(outcomes.random);
    return {
      realPages: pages.length,
      spellings,
      randomPaths,
      cacheEntries: { warm, end },
      stillHeld,
      memory: rss,
      rssGrowthLimitMb,
      passed:
        Object.keys(spellings).join() === '308' &&
        Object.keys(randomPaths).join() === '404' &&
        end === warm &&
        stillHeld === pages.length &&
        rss.peakMb - rss.startMb < rssGrowthLimitMb,
    };
  } finally {
    await Promise.all([pool.close(), metrics.close()]);
    await product.stop();
  }
}

export function formatSpellingsReport(report: SpellingsDrillReport): string {
  const { memory } = report;
  return [
    `real pages: ${report.realPages}, ${report.stillHeld} still answered from the page cache after the flood`,
    `spellings of them: ${JSON.stringify(report.spellings)}; random encoded paths: ${JSON.stringify(report.randomPaths)}`,
    `page cache entries: ${report.cacheEntries.warm} warm, ${report.cacheEntries.end} after`,
    `website RSS MB: start ${memory.startMb.toFixed(0)}, peak ${memory.peakMb.toFixed(0)}, end ${memory.endMb.toFixed(0)}`,
    report.passed
      ? `PASS  every spelling a 308, every random path a 404, the cache unchanged, RSS growth < ${report.rssGrowthLimitMb} MB`
      : `FAIL  every spelling a 308, every random path a 404, the cache unchanged and RSS growth < ${report.rssGrowthLimitMb} MB wanted`,
  ].join('\n');
}
