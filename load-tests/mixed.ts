// Visitors and internal tools together; with DURATION=20s and few users it is the CI smoke run.
import { queryGraphql } from './lib/internal-tool.ts';
import { browse } from './lib/visitor.ts';
import { discoverSites, type SiteLinks } from './lib/sites.ts';
import { DURATION, THRESHOLDS } from './lib/thresholds.ts';

export const options = {
  scenarios: {
    visitors: {
      executor: 'constant-vus',
      exec: 'visitors',
      vus: Number(__ENV.VUS || 20),
      duration: DURATION,
    },
    tools: {
      executor: 'constant-vus',
      exec: 'tools',
      vus: Math.max(1, Number(__ENV.VUS || 20) / 10),
      duration: DURATION,
    },
  },
  thresholds: THRESHOLDS,
};

export const setup = discoverSites;
export const visitors = (sites: SiteLinks[]) => browse(sites, Number(__ENV.THINK_SECONDS || 3));
export const tools = () => queryGraphql();
