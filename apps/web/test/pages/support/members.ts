import type { LightMyRequestResponse } from 'fastify';
import type { DeptApiUnderTest } from '../../server/support/dept-api-under-test.ts';
import { DEMO_SITE_IDS } from '../../server/support/demo-seed.ts';
import type { PageClient } from './page-app.ts';
import { pageDom } from './page-dom.ts';
import { ownOrigin, postForm, shownForm } from './public-form.ts';

/** Helpers of the members area's page tests: cookies as a browser keeps them, a login, a page as a member. */
export type Jar = Record<string, string>;

/** The cookies an answer sets, added to (or, when cleared, removed from) a jar. */
export function keepCookies(response: LightMyRequestResponse, jar: Jar = {}): Jar {
  for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
    if (cookie.maxAge === 0 || cookie.value === '') delete jar[cookie.name];
    else jar[cookie.name] = cookie.value;
  }
  return jar;
}

export const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** GET a page with the jar's cookies, as a browser would. */
export function getWith(suite: PageClient, url: string, jar: Jar, host = 'localhost:3000') {
  return suite.app.inject({
    method: 'GET',
    url,
    headers: { host, accept: 'text/html', cookie: cookieHeader(jar) },
  });
}

/** The login form of a language, filled in and posted with its captcha answered (as a person without JavaScript). */
export async function logIn(
  suite: PageClient,
  email: string,
  password: string,
  options: { lang?: 'th' | 'en'; page?: string; next?: string; host?: string } = {},
): Promise<LightMyRequestResponse> {
  const lang = options.lang ?? 'en';
  const page = `/${lang}/members/${options.page ?? 'login'}`;
  const { fields } = await shownForm(suite, page, lang, options.host);
  return postForm(
    suite,
    page,
    {
      email,
      password,
      captcha_token: fields.captcha_token,
      captcha_answer: fields.captcha_answer,
      ...(options.next === undefined ? {} : { next: options.next }),
    },
    { host: options.host },
  );
}

/** A logged-in member's cookie jar. */
export async function memberJar(
  suite: PageClient,
  email: string,
  password: string,
  host?: string,
): Promise<Jar> {
  const response = await logIn(suite, email, password, { host });
  if (response.statusCode !== 303) throw new Error(`login of ${email} answered ${response.statusCode}`);
  return keepCookies(response);
}

/**
 * A members form posted as a browser does (multipart/form-data), from this site with the member's cookies: its
 * fields (a repeated field once for each value), the form token the member's pages carry, and a file as the
 * `picture`.
 */
export async function postAs(
  suite: PageClient,
  jar: Jar,
  url: string,
  fields: Record<string, string> | [string, string][],
  file?: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string },
) {
  const form = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields))
    form.append(name, value);
  if (!form.has('form_token')) form.append('form_token', await formTokenOf(suite, jar));
  if (file) form.append('picture', new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  return suite.app.inject({
    method: 'POST',
    url,
    headers: {
      host: 'localhost:3000',
      origin: ownOrigin(),
      accept: 'text/html',
      cookie: cookieHeader(jar),
      'content-type': encoded.headers.get('content-type')!,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** The token of the `count`th link to a members page (`verify`, `reset-password`, `e-news/confirm` …) mailed to an address. */
export async function mailedToken(
  deptApi: DeptApiUnderTest,
  address: string,
  page: string,
  count = 1,
): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const links = mailedLinks(deptApi, address, page);
    if (links.length >= count) return decodeURIComponent(links[count - 1]!);
    if (Date.now() > until) throw new Error(`no mail number ${count} to ${address} with a ${page} link`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The token of the link to a members page mailed to an address because of `send`, whatever earlier tests of the
 * file had mailed to it (the department API under test keeps its mails for the whole file).
 */
export async function tokenMailedBy(
  send: () => Promise<unknown>,
  deptApi: DeptApiUnderTest,
  address: string,
  page: string,
): Promise<string> {
  const earlier = mailedLinkCount(deptApi, address, page);
  await send();
  return mailedToken(deptApi, address, page, earlier + 1);
}

/** How many links to a members page were mailed to an address so far. */
export function mailedLinkCount(deptApi: DeptApiUnderTest, address: string, page: string): number {
  return mailedLinks(deptApi, address, page).length;
}

function mailedLinks(deptApi: DeptApiUnderTest, address: string, page: string): string[] {
  const pattern = new RegExp(`/members/${page}\\?token=([A-Za-z0-9_%-]+)`);
  return deptApi.mails
    .filter((mail) => mail.to.includes(address))
    .map((mail) => pattern.exec(mail.text)?.[1])
    .filter((token) => token !== undefined);
}

export interface NewMember {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  lang?: 'th' | 'en';
  /** Left unverified: the verification link is never followed. */
  unverified?: boolean;
  siteId?: string;
}

let signups = 0;
/**
 * A member registered through dept-api's own calls (signup, then the mailed verification link unless `unverified`),
 * each from an address of its own (dept-api takes 5 signups an hour from one).
 */
export async function registerMember(deptApi: DeptApiUnderTest, member: NewMember): Promise<void> {
  const siteId = member.siteId ?? DEMO_SITE_IDS.dept;
  signups += 1;
  const signup = await deptApi.send(
    'gateway',
    'POST',
    '/member/signup/',
    {
      username: member.username,
      name: member.firstName,
      surname: member.lastName,
      email: member.email,
      password: member.password,
      confirm_password: member.password,
      accept_agreement: true,
      captcha_verified: true,
      lang: member.lang ?? 'th',
      sender_ip: `203.0.113.${signups}`,
    },
    { 'x-site-id': siteId },
  );
  if (signup.status !== 201) throw new Error(`signup of ${member.email}: ${JSON.stringify(signup.body)}`);
  if (member.unverified) return;
  const token = await mailedToken(deptApi, member.email, 'verify');
  const verified = await deptApi.send(
    'gateway',
    'POST',
    '/member/verify-email',
    { token },
    { 'x-site-id': siteId },
  );
  if (verified.status !== 200)
    throw new Error(`verification of ${member.email}: ${JSON.stringify(verified.body)}`);
}

/** A second member of the department's site the demo seed lacks: registered in English, no phone, birthday or gender. */
export const SECOND_MEMBER = {
  username: 'malee',
  email: 'malee.suksan@example.com',
  firstName: 'Malee',
  lastName: 'Suksan',
  password: 'Second-Member1',
  lang: 'en',
} as const satisfies NewMember;

/** A member of the department's site who never followed the verification link. */
export const UNVERIFIED_MEMBER = {
  username: 'wichai',
  email: 'wichai.unverified@example.com',
  firstName: 'Wichai',
  lastName: 'Rorkor',
  password: 'Wichai-Rorkor1',
  unverified: true,
} as const satisfies NewMember;

/** The members form token of the member's pages (the hidden field of every form drawn for them, logout's too). */
export async function formTokenOf(suite: PageClient, jar: Jar, host = 'localhost:3000'): Promise<string> {
  const page = await getWith(suite, '/en/members/dashboard', jar, host);
  return pageDom(page.body).document.querySelector<HTMLInputElement>('input[name="form_token"]')?.value ?? '';
}

/**
 * The header's logout form posted as a browser does (urlencoded, from this site, its token read from a member's
 * page); `headers` replace a browser's (another Origin, no Origin…), `token` the one the page carries.
 */
export async function postLogout(
  suite: PageClient,
  jar: Jar,
  options: { lang?: 'th' | 'en'; headers?: Record<string, string | undefined>; token?: string } = {},
) {
  const token = options.token ?? (await formTokenOf(suite, jar));
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: ownOrigin(),
    accept: 'text/html',
    cookie: cookieHeader(jar),
    'content-type': 'application/x-www-form-urlencoded',
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return suite.app.inject({
    method: 'POST',
    url: `/${options.lang ?? 'en'}/members/logout`,
    headers,
    payload: new URLSearchParams({ form_token: token }).toString(),
  });
}
