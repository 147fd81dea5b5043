/**
 * Pass/fail of every scenario. Pages and GraphQL answers: p95 under 500 ms and p99 under 1.5 s on the 2-core
 * machine where k6 shares the CPU with the product; less than 0.1 % failed requests; content checks hold.
 */
export const THRESHOLDS = {
  http_req_failed: ['rate<0.001'],
  checks: ['rate>0.999'],
  'http_req_duration{kind:home}': ['p(95)<500', 'p(99)<1500'],
  'http_req_duration{kind:list}': ['p(95)<500', 'p(99)<1500'],
  'http_req_duration{kind:item}': ['p(95)<500', 'p(99)<1500'],
  'http_req_duration{kind:graphql}': ['p(95)<500', 'p(99)<1500'],
};

export const DURATION = __ENV.DURATION || '1m';
