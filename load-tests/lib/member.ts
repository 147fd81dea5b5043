import { check, sleep } from 'k6';
import http from 'k6/http';
import { BASE_URL, LANGS, siteOrigin } from './sites.ts';

/**
 * Members of the demo sites (dept-api decision 0176: `member-<code>@example.com` / `Demo-Member1`) who
 * log in once (the captcha answered by the script, as a visitor without JavaScript does) and then browse their
 * pages and the site: every page of theirs is rendered for them (the page cache bypassed, `private, no-store`).
 *
 * The member cookies are Secure; k6's cookie jar keeps Secure cookies off plain http (the product under test runs
 * on http://127.0.0.1), so the session's cookies travel in an explicit Cookie header, as a browser on localhost
 * would send them. Each member comes from its own address (X-Forwarded-For; TRUST_PROXY=1 for this scenario).
 */
const MEMBERS = [
  { host: 'localhost', email: 'member-dept@example.com' },
  { host: 'chiangmai.localhost', email: 'member-chiangmai@example.com' },
  { host: 'khonkaen.localhost', email: 'member-khonkaen@example.com' },
] as const;
const PASSWORD = 'Demo-Member1';
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const MEMBER_PAGES = ['dashboard', 'profile', 'e-news', 'profile/edit', 'change-password'];

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

function multipart(fields: Record<string, string>): { body: string; contentType: string } {
  const boundary = `----k6member${Math.floor(Math.random() * 1e12)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const hidden = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

function captchaAnswer(html: string): string {
  const question =
    /<label class="captcha__question" for="field-captcha">What is (\w+) plus (\w+)\?<\/label>/.exec(html);
  return question ? String(NUMBERS.indexOf(question[1]!) + NUMBERS.indexOf(question[2]!)) : '';
}

export interface MemberSession {
  host: string;
  address: string;
  cookie: string;
}

/** Logs a demo member in through the English login form; the session's Cookie header, or null. */
export function logIn(): MemberSession | null {
  const { host, email } = pick(MEMBERS);
  const address = randomAddress();
  const headers = { Host: host, 'X-Forwarded-For': address };
  const page = http.get(`${BASE_URL}/en/members/login`, {
    headers,
    tags: { name: 'login-page', kind: 'member-form' },
  });
  const html = String(page.body);
  const form = multipart({
    email,
    password: PASSWORD,
    captcha_token: hidden(html, 'captcha_token'),
    captcha_answer: captchaAnswer(html),
  });
  const answer = http.post(`${BASE_URL}/en/members/login`, form.body, {
    headers: { ...headers, Origin: siteOrigin(host), 'Content-Type': form.contentType },
    redirects: 0,
    tags: { name: 'login', kind: 'member-login' },
  });
  const cookies = answer.cookies;
  const token = cookies.members_access_token?.[0]?.value;
  const mail = cookies.members_access_email?.[0]?.value;
  const ok = check(answer, {
    'login answers 303 to the dashboard': (r) =>
      r.status === 303 && r.headers.Location === '/en/members/dashboard',
    'login sets both member cookies': () => Boolean(token && mail),
  });
  if (!ok || !token || !mail) return null;
  return {
    host,
    address,
    cookie: `members_access_token=${token}; members_access_email=${encodeURIComponent(mail)}`,
  };
}

/** One of the member's own pages, or a page of the site: made for them, never from or into the page cache. */
export function browseOnce(session: MemberSession, thinkSeconds: number): void {
  const lang = pick(LANGS);
  const own = Math.random() < 0.7;
  const path = own ? `/${lang}/members/${pick(MEMBER_PAGES)}` : `/${lang}/main`;
  const page = http.get(`${BASE_URL}${path}`, {
    headers: { Host: session.host, 'X-Forwarded-For': session.address, Cookie: session.cookie },
    redirects: 0,
    tags: { name: own ? 'member-page' : 'member-home', kind: 'member-page' },
  });
  check(page, {
    'member page answers 200': (r) => r.status === 200,
    'member page is private, never kept': (r) => r.headers['Cache-Control'] === 'private, no-store',
    'member page bypasses the page cache': (r) => r.headers['X-Page-Cache'] === 'bypass',
    'member page shows the member': (r) => String(r.body).includes('data-member-bar'),
  });
  sleep(thinkSeconds * (0.5 + Math.random()));
}
