// A spike: page views at BASE_RATE per second, then 10 × that for 30 s, then back: `npm run load -- spike`.
// The page cache is meant to absorb it: latency during the spike stays near the base figures.
import { viewOnePage } from './lib/visitor.ts';
import { discoverSites, type SiteLinks } from './lib/sites.ts';
import { THRESHOLDS } from './lib/thresholds.ts';

const base = Number(__ENV.BASE_RATE || 20);

export const options = {
  scenarios: {
    spike: {
      executor: 'ramping-arrival-rate',
      startRate: base,
      timeUnit: '1s',
      preAllocatedVUs: base * 5,
      maxVUs: base * 20,
      stages: [
        { target: base, duration: '20s' },
        { target: base * 10, duration: '2s' },
        { target: base * 10, duration: '30s' },
        { target: base, duration: '2s' },
        { target: base, duration: '20s' },
      ],
    },
  },
  thresholds: THRESHOLDS,
};

export const setup = discoverSites;
export default (sites: SiteLinks[]) => viewOnePage(sites);
