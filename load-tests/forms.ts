// Visitors of the public forms: `npm run load -- forms`. Form views, tracking a demo complaint, and complaints
// filed at a realistic rate (a few a minute on a demo site; the whole department gets a few hundred a month), with
// the captcha answered by the script (load-tests/lib/complainant.ts).
import { complainOnce, trackOnce, viewFormsOnce } from './lib/complainant.ts';
import { DURATION, THRESHOLDS } from './lib/thresholds.ts';

const VUS = Number(__ENV.VUS || 10);
const THINK = Number(__ENV.THINK_SECONDS || 3);

export const options = {
  scenarios: {
    viewers: { executor: 'constant-vus', exec: 'viewers', vus: VUS, duration: DURATION },
    trackers: {
      executor: 'constant-vus',
      exec: 'trackers',
      vus: Math.max(1, Math.floor(VUS / 5)),
      duration: DURATION,
    },
    complainants: {
      executor: 'constant-arrival-rate',
      exec: 'complainants',
      rate: Number(__ENV.COMPLAINTS_PER_MINUTE || 6),
      timeUnit: '1m',
      duration: DURATION,
      preAllocatedVUs: 2,
      maxVUs: 4,
    },
  },
  thresholds: {
    ...THRESHOLDS,
    // A form page is rendered for each visitor (its idempotency key and captcha: never kept).
    'http_req_duration{kind:form-page}': ['p(95)<500', 'p(99)<1500'],
    // Filing and tracking wait for dept-api's scrypt hash of the password (decision 0147: about 0.35 s, two at a
    // time) and, when filing, its files and mails; a 20 s smoke on the shared 2-core machine measured p95 2.2 s.
    'http_req_duration{kind:form-post}': ['p(95)<3000', 'p(99)<5000'],
  },
};

export const viewers = () => viewFormsOnce(THINK);
export const trackers = () => trackOnce(THINK);
export const complainants = () => complainOnce(0);
