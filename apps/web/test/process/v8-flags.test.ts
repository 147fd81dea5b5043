import { execFileSync } from 'node:child_process';
import { Pool } from 'undici';
import { describe, expect, it } from 'vitest';
import { websiteChartNodeOptions } from '../../../../scripts/lib/website-chart.ts';
import { WEBSITE_V8_FLAGS } from '../../src/server/v8-flags.ts';
import { useBuiltServers } from './support/built-server.ts';

/** V8's trace of its pretenuring feedback: one line per allocation site weighed, and one per round. */
const PRETENURING_LINE = /pretenuring: /;
/** A site V8 has decided to pretenure (`undecided => tenure`, `maybe tenure => tenure`). */
const TENURED_SITE = /pretenuring: AllocationSite.*=> tenure$/m;

/**
 * Some code that V8 pretenures when it may: objects from one site that survive their scavenges (a long list,
 * emptied now and then), allocated fast enough for many scavenges to weigh them.
 */
const PRETENURED_WORKLOAD = `
const kept = [];
function entry(i) { return { id: i, tags: [i] }; }
for (let i = 0; i < 3e6; i++) { kept.push(entry(i)); if (kept.length > 2e5) kept.length = 0; }`;

function tracedRun(flags: string[]): string {
  return execFileSync(
    process.execPath,
    ['--trace-pretenuring-statistics', ...flags, '-e', PRETENURED_WORKLOAD],
    {
      encoding: 'utf8',
    },
  );
}

/**
 * The V8 flags the website sets on itself (src/server/v8-flags.ts, docs/decisions/0435), seen in the built server
 * as deployed: set before anything of the website runs, and in force while it answers.
 */
describe('the V8 flags of the website', () => {
  const servers = useBuiltServers();

  it('are flags this Node knows (V8 ignores a misspelt one without a word)', () => {
    const known = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    for (const flag of WEBSITE_V8_FLAGS) {
      expect(known).toContain(`--${flag.replace(/^--(no-)?/, '')} `);
    }
    // The probe below sees pretenuring when it is on, and nothing when it is off.
    expect(tracedRun([])).toMatch(TENURED_SITE);
    expect(tracedRun(WEBSITE_V8_FLAGS.slice())).not.toMatch(PRETENURING_LINE);
  });

  it('V8 pretenures no allocation site, from start-up through a long load', async () => {
    const server = await servers.start({
      nodeArgs: ['--trace-pretenuring-statistics', ...websiteChartNodeOptions().split(/\s+/)],
      env: { RATE_LIMIT_MAX: '1000000' }, // a load, from one address
    });
    // Node's module loader reads the modules before the first one (v8-flags.js) runs, and V8 weighs a few sites
    // then (to `maybe tenure` at most, in the runs tried). Without v8-flags.js first, the packages' start-up has
    // V8 tenure sites in every run tried; the load alone weighs a site in only some of them.
    const startUp = server.stdout();

    const client = new Pool(server.origin, { connections: 20 });
    const ask = async () => {
      const response = await client.request({
        method: 'GET',
        path: '/th/press-releases',
        headers: { host: 'localhost', 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      await response.body.dump();
    };
    for (let round = 0; round < 150; round++) await Promise.all(Array.from({ length: 20 }, ask));
    await client.close();

    expect(server.stdout()).not.toMatch(TENURED_SITE);
    expect(server.stdout().slice(startUp.length)).not.toMatch(PRETENURING_LINE);
  });
});
