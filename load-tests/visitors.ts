// Visitors browsing the three demo sites in both languages, with reading time: `npm run load -- visitors`.
import { browse } from './lib/visitor.ts';
import { discoverSites, type SiteLinks } from './lib/sites.ts';
import { DURATION, THRESHOLDS } from './lib/thresholds.ts';

export const options = {
  scenarios: {
    visitors: { executor: 'constant-vus', vus: Number(__ENV.VUS || 50), duration: DURATION },
  },
  thresholds: THRESHOLDS,
};

export const setup = discoverSites;
export default (sites: SiteLinks[]) => browse(sites);
