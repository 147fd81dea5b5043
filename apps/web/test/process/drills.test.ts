import { describe, expect, it } from 'vitest';
import { formatOutageReport, runOutageDrill } from '../../../../scripts/drills/outage.ts';
import { formatSigtermReport, runSigtermDrill } from '../../../../scripts/drills/sigterm.ts';
import { formatSpellingsReport, runSpellingsDrill } from '../../../../scripts/drills/spellings.ts';

/**
 * The deterministic reliability drills (decision 0302), shortened for CI (`npm run drill -- outage|sigterm` runs the
 * full ones): the real processes (dept-api and the website's production build), real signals, real sockets.
 */
describe('drills', () => {
  it('an outage of the department API: every warm page and GraphQL query keeps answering', async () => {
    const report = await runOutageDrill({ outageSeconds: 8, ttlSeconds: 1, clients: 2 });
    expect(report.failedPageViews, formatOutageReport(report)).toEqual([]);
    expect(report.graphqlErrors).toBe(0);
    expect(report.pageViews).toBeGreaterThan(100);
    // A page nobody asked for before has nothing to fall back on, and says so; it is back once the API is.
    expect(report.coldPageDuringOutage).toBe('503');
    expect(report.coldPageAfterRecovery).toMatch(/^200 after/);
  }, 240_000);

  it('a flood of path spellings: 3,000 of real pages and 3,000 random encoded paths leave the page cache and RSS flat', async () => {
    const report = await runSpellingsDrill({ spellings: 3000, randomPaths: 3000 });
    const figures = formatSpellingsReport(report);
    expect(report.spellings, figures).toEqual({ '308': 3000 });
    expect(report.randomPaths, figures).toEqual({ '404': 3000 });
    expect(report.realPages, figures).toBeGreaterThan(10);
    expect(report.cacheEntries.end, figures).toBe(report.cacheEntries.warm);
    expect(report.stillHeld, figures).toBe(report.realPages);
    // Measured 7-9 MB with the chart's heap flags (decision 0602); 60 MB is what 10 KB kept per request would add.
    expect(report.memory.peakMb - report.memory.startMb, figures).toBeLessThan(report.rssGrowthLimitMb);
  }, 240_000);

  it('SIGTERM under load: requests in flight finish, the process exits 0, nothing fails', async () => {
    const report = await runSigtermDrill({ seconds: 6, clients: 10 });
    expect(report.failed, formatSigtermReport(report)).toBe(0);
    expect(report.exitCode).toBe(0);
    expect(report.requests).toBeGreaterThan(50);
  }, 240_000);
});
