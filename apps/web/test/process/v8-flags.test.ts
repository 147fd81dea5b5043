import { Pool } from 'undici';
import { describe, expect, it } from 'vitest';
import { PRETENURING_LINE, TENURED_SITE } from '@probation/v8-flags/trace';
import { chartNodeFlags } from '../../../../scripts/lib/chart-values.ts';
import { useBuiltServers } from './support/built-server.ts';

/**
 * The V8 flags the website sets on itself (@probation/v8-flags, docs/decisions/0435), seen in the built server as
 * deployed: set before anything of the website runs, and in force while it answers.
 */
describe('the V8 flags of the website', () => {
  const servers = useBuiltServers();

  it('V8 pretenures no allocation site, from start-up through a long load', async () => {
    const server = await servers.start({
      nodeArgs: ['--trace-pretenuring-statistics', ...chartNodeFlags('probation-web')],
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
