// Members of the demo sites: `npm run load -- members`. Each member logs in once (captcha answered by the script),
// then browses their pages and the site's home page; every answer is made for them (page cache bypassed, private,
// no-store), so this measures the cost of a member's page: a dept-api profile check and a render.
import { browseOnce, logIn, type MemberSession } from './lib/member.ts';
import { DURATION, THRESHOLDS } from './lib/thresholds.ts';

const VUS = Number(__ENV.VUS || 10);
const THINK = Number(__ENV.THINK_SECONDS || 2);

export const options = {
  scenarios: { members: { executor: 'constant-vus', exec: 'members', vus: VUS, duration: DURATION } },
  thresholds: {
    ...THRESHOLDS,
    // A member's page: the session checked with dept-api (requirements.md §9.1 call 3), then the page's own calls and
    // a render.
    'http_req_duration{kind:member-page}': ['p(95)<500', 'p(99)<1500'],
    // The login waits for dept-api's argon2id hash (decision 0173: about 25 ms, four at a time).
    'http_req_duration{kind:member-login}': ['p(95)<1500', 'p(99)<3000'],
  },
};

let session: MemberSession | null = null;

export function members(): void {
  session ??= logIn();
  if (session) browseOnce(session, THINK);
}
