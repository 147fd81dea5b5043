import type { LightMyRequestResponse } from 'fastify';
import type { PageClient } from './page-app.ts';
import { postForm, shownForm } from './public-form.ts';

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
  const { fields } = await shownForm(suite, page, lang);
  return postForm(suite, page, {
    email,
    password,
    captcha_token: fields.captcha_token,
    captcha_answer: fields.captcha_answer,
    ...(options.next === undefined ? {} : { next: options.next }),
  });
}

/** A logged-in member's cookie jar. */
export async function memberJar(suite: PageClient, email: string, password: string): Promise<Jar> {
  const response = await logIn(suite, email, password);
  if (response.statusCode !== 303) throw new Error(`login of ${email} answered ${response.statusCode}`);
  return keepCookies(response);
}

/**
 * A members form posted as a browser does (multipart/form-data), with the member's cookies: its fields (a repeated
 * field once for each value), and a file as the `picture`.
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
  if (file) form.append('picture', new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  return suite.app.inject({
    method: 'POST',
    url,
    headers: {
      host: 'localhost:3000',
      accept: 'text/html',
      cookie: cookieHeader(jar),
      'content-type': encoded.headers.get('content-type')!,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
