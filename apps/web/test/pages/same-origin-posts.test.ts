import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { ownOrigin } from './support/public-form.ts';
import { cookieHeader, formTokenOf, getWith, memberJar, postLogout, type Jar } from './support/members.ts';
import { DEMO_MEMBER_PASSWORD, demoMember, tables } from '../server/support/demo-seed.ts';

/**
 * Same-origin state changes (decision 0601): a state-changing request is taken only from a page of its own site. The
 * browser's Origin (else its Referer) must be the site's public origin; Sec-Fetch-Site `same-site` or `none`, or no
 * such header, does not make another origin's form acceptable. Refused: 403 and a page that says so, in the
 * visitor's language, before anything is sent to dept-api.
 */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '500' });
const MEMBER = demoMember('dept').email;
const EVIL = 'https://evil.example';

/** A multipart form posted with the given headers (a browser's, an attacker page's, a tool's). */
async function postMultipart(url: string, fields: Record<string, string>, headers: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return suite.app.inject({
    method: 'POST',
    url,
    headers: {
      host: 'localhost:3000',
      accept: 'text/html',
      'content-type': encoded.headers.get('content-type')!,
      ...headers,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const upstreamCalls = (route: string) =>
  suite.deptApi.requests.filter((request) => request.route === route).length;

const liveSession = async (token: string) => {
  const [session] = await suite.deptApi.database.db
    .select()
    .from(tables.memberSessions)
    .where(eq(tables.memberSessions.tokenHash, createHash('sha256').update(token).digest('hex')));
  return session !== undefined && session.revokedAt === null;
};

/** The headers another site's page (or a stripped request) sends with the member's cookies. */
const FOREIGN: [string, Record<string, string>][] = [
  ['Origin evil, Sec-Fetch-Site same-site', { origin: EVIL, 'sec-fetch-site': 'same-site' }],
  ['Origin evil, Sec-Fetch-Site none', { origin: EVIL, 'sec-fetch-site': 'none' }],
  ['Origin evil, no Sec-Fetch-Site', { origin: EVIL }],
  ['Origin evil, Sec-Fetch-Site cross-site', { origin: EVIL, 'sec-fetch-site': 'cross-site' }],
  ['Origin null (a sandboxed frame)', { origin: 'null' }],
  ['a sibling site of the department', { origin: 'http://chiangmai.localhost:3000' }],
  ['our host on another scheme', { origin: 'https://localhost:3000' }],
  ['no Origin, Referer evil', { referer: `${EVIL}/phish` }],
  ['no Origin, an unreadable Referer', { referer: 'not a url' }],
  ['neither Origin nor Referer', {}],
];

const ENGLISH_REFUSAL =
  'This form was not accepted: it was not sent from a page of this site, so nothing was sent or changed.';
const THAI_REFUSAL = 'ระบบไม่รับแบบฟอร์มนี้ เนื่องจากไม่ได้ส่งมาจากหน้าของเว็บไซต์นี้';

function expectRefusalPage(response: { statusCode: number; body: string }, text: string): void {
  expect(response.statusCode).toBe(403);
  expect(pageDom(response.body).getByRole('heading', { level: 1 }).textContent).toContain(text);
}

describe('a member’s form posted with their cookies', () => {
  let jar: Jar;
  const choose = async (headers: Record<string, string>, lang = 'en') =>
    postMultipart(
      `/${lang}/members/e-news/edit`,
      { all: 'true', form_token: await formTokenOf(suite, jar) },
      { cookie: cookieHeader(jar), ...headers },
    );

  it.each(FOREIGN)(
    'from another origin (%s) is refused before dept-api hears of it',
    async (_name, headers) => {
      jar ??= await memberJar(suite, MEMBER, DEMO_MEMBER_PASSWORD);
      const english = await choose(headers);
      expectRefusalPage(english, ENGLISH_REFUSAL);
      expect(english.headers['cache-control']).toBe('no-store');
      expectRefusalPage(await choose(headers, 'th'), THAI_REFUSAL);
      expect(upstreamCalls('memberUpdateSubscriptions')).toBe(0);
    },
  );

  it('from a page of the site is taken: its Origin, or its Referer when the Origin is missing', async () => {
    jar ??= await memberJar(suite, MEMBER, DEMO_MEMBER_PASSWORD);
    const fromOurPages: Record<string, string>[] = [
      { origin: ownOrigin(), 'sec-fetch-site': 'same-origin' },
      { referer: `${ownOrigin()}/en/members/e-news/edit` },
    ];
    for (const headers of fromOurPages) {
      const response = await choose(headers);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/en/members/e-news?saved=1');
    }
    expect(upstreamCalls('memberUpdateSubscriptions')).toBe(2);
  });
});

describe('logging out from another origin', () => {
  it('is refused and the session goes on', async () => {
    const jar = await memberJar(suite, MEMBER, DEMO_MEMBER_PASSWORD);
    for (const [, headers] of FOREIGN) {
      const response = await postLogout(suite, jar, { headers: { origin: undefined, ...headers } });
      expectRefusalPage(response, ENGLISH_REFUSAL);
    }
    expect(await liveSession(jar.members_access_token!)).toBe(true);
  });
});

describe('the login and the public forms from another origin', () => {
  it('logs no one in (login CSRF)', async () => {
    const response = await postMultipart(
      '/en/members/login',
      { email: MEMBER, password: DEMO_MEMBER_PASSWORD },
      { origin: EVIL, cookie: 'SiteID=64b000000000000000000001' },
    );
    expectRefusalPage(response, ENGLISH_REFUSAL);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(upstreamCalls('memberLogin')).toBe(0);
  });

  it('files no contact message, complaint or tip-off in a visitor’s name', async () => {
    for (const form of ['contact', 'complaint', 'tip-off', 'track']) {
      const response = await postMultipart(
        `/th/forms/${form}`,
        { message: 'x' },
        { origin: EVIL, 'sec-fetch-site': 'same-site' },
      );
      expectRefusalPage(response, THAI_REFUSAL);
    }
    const posted = suite.deptApi.requests.filter(
      (request) => request.method === 'POST' && request.route !== 'token',
    );
    expect(posted).toEqual([]);
  });
});

describe('POST /graphql', () => {
  const MUTATION =
    'mutation { reportBrokenFile(input: { documentId: "1", fileUrl: "/media/x.pdf", lang: th }) { success } }';
  const graphql = (query: string, headers: Record<string, string>) =>
    suite.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query }),
    });

  it('refuses a mutation from another origin, or a browser’s request with cookies that names none', async () => {
    const foreign: Record<string, string>[] = [
      { origin: EVIL },
      { origin: EVIL, 'sec-fetch-site': 'same-site' },
      { referer: `${EVIL}/` },
      { cookie: 'SiteID=64b000000000000000000001' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of foreign) {
      const response = await graphql(MUTATION, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        data: null,
        errors: [{ message: expect.any(String), extensions: { code: 'FORBIDDEN' } }],
      });
    }
    expect(upstreamCalls('documentReports')).toBe(0);
  });

  it('answers the site’s own pages, and an internal tool that sends no Origin, Referer or cookie', async () => {
    const callers: Record<string, string>[] = [{ origin: ownOrigin() }, {}];
    for (const headers of callers) {
      const response = await graphql('{ currentSite { id } }', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.currentSite.id).toBe('64b000000000000000000001');
    }
  });
});

describe('GET /{lang}/display from a link on another site', () => {
  const display = (site: string) =>
    suite.app.inject({
      method: 'GET',
      url: '/th/display?text=large&back=%2Fth%2Fnews',
      headers: { host: 'localhost:3000', accept: 'text/html', 'sec-fetch-site': site },
    });

  it('changes no setting, and still leads to the page', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await display(site);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/th/news');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(String((await display('same-origin')).headers['set-cookie'])).toMatch(/^display=large\.normal;/);
  });
});

describe('a member’s form token', () => {
  const fromOurPage = (jar: Jar) => ({ origin: ownOrigin(), cookie: cookieHeader(jar) });

  it('is a hidden field of every form drawn for the member, logout included', async () => {
    const jar = await memberJar(suite, MEMBER, DEMO_MEMBER_PASSWORD);
    const token = await formTokenOf(suite, jar);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const page of ['dashboard', 'profile/edit', 'change-password', 'e-news/edit']) {
      const dom = pageDom((await getWith(suite, `/th/members/${page}`, jar)).body);
      const forms = [...dom.document.querySelectorAll('form[method="post"]')];
      expect(forms.length, page).toBeGreaterThan(0);
      for (const form of forms) {
        expect(form.querySelector<HTMLInputElement>('input[name="form_token"]')?.value, page).toBe(token);
      }
    }
  });

  it.each([
    ['missing', () => ({})],
    ['wrong', () => ({ form_token: 'A'.repeat(43) })],
  ])('%s: the form comes back with what was typed and says nothing was changed', async (_name, token) => {
    const jar = await memberJar(suite, MEMBER, DEMO_MEMBER_PASSWORD);
    const typed = { firstName: 'Somsri', lastName: 'Jaidee', phone: '0812345678', birthday: '', gender: '' };
    for (const [lang, text] of [
      ['en', 'Nothing was changed: this form was not opened in your current login on this site.'],
      ['th', 'ยังไม่มีการเปลี่ยนแปลงข้อมูล'],
    ] as const) {
      const response = await postMultipart(
        `/${lang}/members/profile/edit`,
        { ...typed, ...token() },
        fromOurPage(jar),
      );
      expect(response.statusCode).toBe(403);
      const dom = pageDom(response.body);
      expect(dom.getByRole('alert').textContent).toContain(text);
      expect(dom.document.querySelector<HTMLInputElement>('input[name="firstName"]')?.value).toBe('Somsri');
      // Drawn again with the session's own token: sending it again works.
      const again = dom.document.querySelector<HTMLInputElement>('input[name="form_token"]')?.value;
      expect(again).toBe(await formTokenOf(suite, jar));
    }
    for (const page of ['change-password', 'e-news/edit']) {
      const response = await postMultipart(
        `/en/members/${page}`,
        { all: 'true', ...token() },
        fromOurPage(jar),
      );
      expect(response.statusCode, page).toBe(403);
    }
    expect(upstreamCalls('memberUpdateProfile')).toBe(0);
    expect(upstreamCalls('memberChangePassword')).toBe(0);
    expect(upstreamCalls('memberUpdateSubscriptions')).toBe(0);
  });

  it('of another session of the same member opens nothing', async () => {
    const first = await memberJar(suite, MEMBER, DEMO_MEMBER_PASSWORD);
    const second = await memberJar(suite, MEMBER, DEMO_MEMBER_PASSWORD);
    const response = await postMultipart(
      '/en/members/e-news/edit',
      { all: 'true', form_token: await formTokenOf(suite, first) },
      fromOurPage(second),
    );
    expect(response.statusCode).toBe(403);
    expect(upstreamCalls('memberUpdateSubscriptions')).toBe(0);
  });

  it('is needed to log out: missing or wrong, the session goes on', async () => {
    const jar = await memberJar(suite, MEMBER, DEMO_MEMBER_PASSWORD);
    for (const token of ['', 'A'.repeat(43)]) {
      const response = await postLogout(suite, jar, { token });
      expectRefusalPage(response, ENGLISH_REFUSAL);
    }
    expect(await liveSession(jar.members_access_token!)).toBe(true);
    expect((await postLogout(suite, jar)).statusCode).toBe(303);
    expect(await liveSession(jar.members_access_token!)).toBe(false);
  });
});
