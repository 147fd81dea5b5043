// Visitors searching, in both languages on the three demo sites: `npm run load -- search`. Common words (their
// answers cached by the website) and made-up ones (dept-api asked every time), then a facet of the results.
import { searchOnce } from './lib/searcher.ts';
import { DURATION, THRESHOLDS } from './lib/thresholds.ts';

export const options = {
  scenarios: {
    searchers: { executor: 'constant-vus', vus: Number(__ENV.VUS || 20), duration: DURATION },
  },
  thresholds: {
    ...THRESHOLDS,
    // A results page is rendered on every request (never kept whole, docs/decisions/0267): the page targets.
    'http_req_duration{kind:search}': ['p(95)<500', 'p(99)<1500'],
    // A query nobody asked before waits for dept-api's search (typo tolerance included).
    'http_req_duration{kind:search-fresh}': ['p(95)<800', 'p(99)<2000'],
  },
};

export default () => searchOnce(Number(__ENV.THINK_SECONDS || 2));
