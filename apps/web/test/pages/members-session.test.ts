import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { postForm } from './support/public-form.ts';
import {
  cookieHeader,
  getWith,
  keepCookies,
  logIn,
  memberJar,
  postLogout,
  registerMember,
  SECOND_MEMBER,
  UNVERIFIED_MEMBER,
} from './support/members.ts';
import { DEMO_MEMBER_PASSWORD, demoMember, tables } from '../server/support/demo-seed.ts';
import { unmarkedThaiText } from './support/foreign-text.ts';

/**
 * The members' session and the login: the cookies of requirements.md §5 with their lifetimes and attributes, the
 * guards of the members area, the login form with and without problems in both languages, logout, and the page cache:
 * bypassed only by a verified session, and a member's page never served to anyone else.
 */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '500' });
const DEPT = demoMember('dept').email;
/** The demo member's name as dept-api's seed gives it (Thai). */
let deptName = '';
const SECOND = SECOND_MEMBER;
const UNVERIFIED = UNVERIFIED_MEMBER;

beforeAll(async () => {
  const [member] = await suite.deptApi.database.db
    .select()
    .from(tables.members)
    .where(eq(tables.members.email, DEPT));
  deptName = `${member!.firstName} ${member!.lastName}`;
  expect(deptName).toMatch(/[\u0E00-\u0E7F]/);
  await registerMember(suite.deptApi, SECOND);
  await registerMember(suite.deptApi, UNVERIFIED);
});

/** Whether dept-api holds a member token as a live session (it keeps only the token's SHA-256). */
const liveSession = async (token: string) => {
  const [session] = await suite.deptApi.database.db
    .select()
    .from(tables.memberSessions)
    .where(eq(tables.memberSessions.tokenHash, createHash('sha256').update(token).digest('hex')));
  return session !== undefined && session.revokedAt === null;
};

describe('the members area’s guards', () => {
  it('sends a guest from the entry to the login, and a member to the dashboard, never kept', async () => {
    const guest = await suite.get('/th/members');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/th/members/login');
    expect(guest.headers['cache-control']).toBe('private, no-store');
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    const member = await getWith(suite, '/en/members', jar);
    expect(member.statusCode).toBe(302);
    expect(member.headers.location).toBe('/en/members/dashboard');
    expect(member.headers['cache-control']).toBe('private, no-store');
  });

  it('sends a guest from the dashboard to the login, with the way back', async () => {
    for (const lang of ['th', 'en'] as const) {
      const response = await suite.get(`/${lang}/members/dashboard`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        `/${lang}/members/login?next=${encodeURIComponent(`/${lang}/members/dashboard`)}`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const login = await suite.get(response.headers.location as string);
      expect(pageDom(login.body).document.querySelector('[data-login-notice]')?.textContent).toBe(
        lang === 'th' ? 'กรุณาเข้าสู่ระบบเพื่อดูหน้านี้' : 'Please log in to see this page.',
      );
      expect(pageDom(login.body).document.querySelector<HTMLInputElement>('input[name="next"]')?.value).toBe(
        `/${lang}/members/dashboard`,
      );
    }
  });

  it('sends a member away from both login pages (guests only)', async () => {
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    for (const page of ['login', 'login-old']) {
      const response = await getWith(suite, `/th/members/${page}`, jar);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/th/members/dashboard');
    }
  });
});

describe('the login form', () => {
  it('asks for the e-mail, the password and the captcha (Thai), posted to itself, never kept', async () => {
    const page = await suite.get('/th/members/login');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const dom = pageDom(page.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('เข้าสู่ระบบ');
    expect(dom.getByLabelText('อีเมล').getAttribute('type')).toBe('email');
    expect(dom.getByLabelText('รหัสผ่าน').getAttribute('type')).toBe('password');
    const form = dom.document.querySelector('form[data-public-form="memberLogin"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/th/members/login');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(dom.document.querySelector('input[name="captcha_token"]')).not.toBeNull();
  });

  it('keeps the older login page for old links: its own page, the same form posting to itself', async () => {
    const page = await suite.get('/en/members/login-old');
    expect(page.statusCode).toBe(200);
    const dom = pageDom(page.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('Log in (previous page)');
    expect(dom.document.querySelector('form[data-public-form="memberLogin"]')?.getAttribute('action')).toBe(
      '/en/members/login-old',
    );
    const response = await logIn(suite, DEPT, DEMO_MEMBER_PASSWORD, { page: 'login-old' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/members/dashboard');
  });

  it('logs in: both cookies with the lifetimes of requirements.md §5, httpOnly, Secure, SameSite=Lax, then the dashboard', async () => {
    const response = await logIn(suite, DEPT, DEMO_MEMBER_PASSWORD, { lang: 'th' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/th/members/dashboard');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cookies = response.cookies as Record<string, unknown>[];
    const token = cookies.find((cookie) => cookie.name === 'members_access_token')!;
    const email = cookies.find((cookie) => cookie.name === 'members_access_email')!;
    expect(token).toMatchObject({ maxAge: 86_400, httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(email).toMatchObject({
      maxAge: 172_800,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(token.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(email.value).toBe(DEPT);

    const dashboard = await getWith(suite, '/th/members/dashboard', keepCookies(response));
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['cache-control']).toBe('private, no-store');
    const dom = pageDom(dashboard.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('บัญชีของฉัน');
    expect(dom.document.querySelector('[data-member-welcome]')?.textContent).toBe(`ยินดีต้อนรับ ${deptName}`);
    // The token never reaches the page; the header has the member's name and the logout.
    expect(dashboard.body).not.toContain(token.value as string);
    const bar = dom.document.querySelector('[data-member-bar]')!;
    expect(bar.textContent).toContain(deptName);
    expect(bar.querySelector('form')?.getAttribute('action')).toBe('/th/members/logout');
    // dept-api got the member token only from the server, with the site and requirements.md §9.1 call 3.
    const verification = suite.deptApi.requests.filter((request) => request.route === 'memberProfileByEmail');
    expect(verification.at(-1)?.authorization).toBe(`Bearer ${token.value as string}`);
  });

  it('marks a Thai name on English pages (header, dashboard, profile)', async () => {
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    for (const page of ['dashboard', 'profile']) {
      const response = await getWith(suite, `/en/members/${page}`, jar);
      expect(response.body).toContain(deptName);
      expect(unmarkedThaiText(response.body), page).toEqual([]);
    }
  });

  it('leads back to where the member was going, only to a path of this site', async () => {
    const back = await logIn(suite, DEPT, DEMO_MEMBER_PASSWORD, { next: '/en/members/dashboard' });
    expect(back.headers.location).toBe('/en/members/dashboard');
    for (const next of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/en/../..//evil.example',
      '/en/%2e%2e/%2e%2e//evil.example',
      'javascript:alert(1)',
      ' /en/members',
    ]) {
      const response = await logIn(suite, DEPT, DEMO_MEMBER_PASSWORD, { next });
      expect(response.statusCode, next).toBe(303);
      expect(response.headers.location, next).toBe('/en/members/dashboard');
    }
    const page = await suite.get(`/en/members/login?next=${encodeURIComponent('//evil.example')}`);
    expect(page.body).not.toContain('evil.example');
  });

  it('gives the one message for a wrong password and an unknown e-mail, keeping the e-mail only', async () => {
    const wrongPassword = await logIn(suite, DEPT, 'Wrong-Password1');
    const unknown = await logIn(suite, 'nobody@example.com', DEMO_MEMBER_PASSWORD);
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect((response.cookies as { name: string }[]).map((cookie) => cookie.name)).not.toContain(
        'members_access_token',
      );
      expect(pageDom(response.body).getByRole('alert').textContent).toContain(
        'The e-mail or password is not correct.',
      );
    }
    const dom = pageDom(wrongPassword.body);
    expect((dom.getByLabelText('E-mail') as HTMLInputElement).value).toBe(DEPT);
    expect((dom.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(wrongPassword.body).not.toContain('Wrong-Password1');
    expect(dom.document.title.startsWith('Error: ')).toBe(true);
  });

  it('names requirements.md §4.2’s messages for an empty form and a failed captcha, in English and Thai', async () => {
    const texts = {
      en: ['Please enter your e-mail', 'Please enter your password', 'Please verify you are not a robot'],
      th: ['กรุณากรอกอีเมล', 'กรุณากรอกรหัสผ่าน', 'กรุณายืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติ'],
    };
    for (const lang of ['en', 'th'] as const) {
      const response = await postForm(suite, `/${lang}/members/login`, {
        email: '',
        password: '',
        captcha_token: 'forged',
        captcha_answer: '3',
      });
      expect(response.statusCode).toBe(422);
      const dom = pageDom(response.body);
      const summary = dom.getByRole('alert');
      expect(summary.getAttribute('tabindex')).toBe('-1');
      expect([...summary.querySelectorAll('li')].map((item) => item.textContent?.split(': ').at(-1))).toEqual(
        texts[lang],
      );
      expect(dom.getByLabelText(lang === 'en' ? 'E-mail' : 'อีเมล').getAttribute('aria-invalid')).toBe('true');
    }
  });

  it('says when the address is not verified yet', async () => {
    const response = await logIn(suite, UNVERIFIED.email, UNVERIFIED.password);
    expect(response.statusCode).toBe(403);
    expect(pageDom(response.body).getByRole('alert').textContent).toContain(
      'Please verify your e-mail address first',
    );
  });

  it('says how long to wait after too many tries (dept-api’s 429), in both languages', async () => {
    // dept-api's own brake needs many failures; its answer is forged here, with a Retry-After of 4 minutes.
    suite.deptApi.failWith('memberLogin', 429, 2, {
      headers: { 'retry-after': '240' },
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'too many failed logins',
        success: false,
        code: 'too_many_requests',
      },
    });
    const en = await logIn(suite, DEPT, 'Wrong-Password1');
    expect(en.statusCode).toBe(429);
    expect(pageDom(en.body).getByRole('alert').textContent).toContain(
      'Too many tries. For your safety, please try again in 4 minutes.',
    );
    const th = await logIn(suite, DEPT, 'Wrong-Password1', { lang: 'th' });
    expect(pageDom(th.body).getByRole('alert').textContent).toContain('กรุณาลองใหม่ในอีก 4 นาที');
  });

  it('tells the visitor when dept-api cannot be reached, keeping the e-mail', async () => {
    suite.deptApi.failWith('memberLogin', 503, 1);
    const response = await logIn(suite, DEPT, DEMO_MEMBER_PASSWORD);
    expect(response.statusCode).toBe(503);
    expect(pageDom(response.body).getByRole('alert').textContent).toContain('1111 press 78');
  });
});

describe('forms sent from another site', () => {
  it('are refused (Sec-Fetch-Site: cross-site): no login, logout or change in a visitor’s name', async () => {
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    const form = new FormData();
    form.append('email', DEPT);
    form.append('password', DEMO_MEMBER_PASSWORD);
    const encoded = new Response(form);
    const login = await suite.app.inject({
      method: 'POST',
      url: '/en/members/login',
      headers: {
        host: 'localhost:3000',
        'sec-fetch-site': 'cross-site',
        'content-type': encoded.headers.get('content-type')!,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(login.statusCode).toBe(403);
    const logout = await suite.app.inject({
      method: 'POST',
      url: '/en/members/logout',
      headers: {
        host: 'localhost:3000',
        cookie: cookieHeader(jar),
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(logout.statusCode).toBe(403);
    expect(await liveSession(jar.members_access_token!)).toBe(true);
  });
});

describe('logging out', () => {
  it('revokes the token, clears both cookies and says so; the old cookie no longer opens the dashboard', async () => {
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    const token = jar.members_access_token!;
    const response = await postLogout(suite, jar, { lang: 'th' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/th/members/login?loggedOut=1');
    const cleared = response.cookies as { name: string; value: string; maxAge?: number }[];
    expect(cleared.map((cookie) => [cookie.name, cookie.value, cookie.maxAge]).sort()).toEqual([
      ['members_access_email', '', 0],
      ['members_access_token', '', 0],
    ]);
    expect(await liveSession(token)).toBe(false);
    const after = await getWith(suite, '/th/members/dashboard', jar);
    expect(after.statusCode).toBe(302);
    // The refused token's cookies are cleared by that answer too.
    const names = (after.cookies as { name: string }[]).map((cookie) => cookie.name);
    expect(names.filter((name) => name.startsWith('members_')).sort()).toEqual([
      'members_access_email',
      'members_access_token',
    ]);
    const notice = await suite.get('/th/members/login?loggedOut=1');
    expect(pageDom(notice.body).document.querySelector('[data-login-notice]')?.textContent).toBe(
      'ท่านออกจากระบบแล้ว',
    );
  });
});

describe('the page cache and members', () => {
  it('is bypassed by a verified session only: a forged token cookie is a guest’s', async () => {
    await suite.get('/en/main');
    const guest = await suite.get('/en/main');
    expect(guest.headers['x-page-cache']).toBe('hit');
    // A returning visitor (site and language cookies kept) with a token dept-api does not know.
    const visitor = { SiteID: '64b000000000000000000001', i18n_redirected: 'en' };
    expect((await getWith(suite, '/en/main', visitor)).headers['cache-control']).toContain('public');
    const forged = await getWith(suite, '/en/main', { ...visitor, members_access_token: 'A'.repeat(43) });
    expect(forged.headers['x-page-cache']).toBe('hit');
    // Its cookies are cleared, so that answer is the visitor's own: no shared cache may keep its Set-Cookie.
    expect(forged.headers['cache-control']).toBe('private, no-cache');
    expect(
      (forged.cookies as { name: string; value: string }[]).filter((c) => c.name.startsWith('members_')),
    ).toEqual([
      expect.objectContaining({ name: 'members_access_token', value: '' }),
      expect.objectContaining({ name: 'members_access_email', value: '' }),
    ]);
    expect(forged.body).not.toContain('data-member-bar');
    const jar = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    const member = await getWith(suite, '/en/main', jar);
    expect(member.headers['x-page-cache']).toBe('bypass');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(pageDom(member.body).document.querySelector('[data-member-bar]')?.textContent).toContain(deptName);
    const guestAgain = await suite.get('/en/main');
    expect(guestAgain.body).not.toContain('data-member-bar');
    expect(guestAgain.headers['cache-control']).not.toContain('no-store');
  });

  it('never serves one member’s page to another or to a guest (two members in parallel)', async () => {
    const first = await memberJar(suite, DEPT, DEMO_MEMBER_PASSWORD);
    const second = await memberJar(suite, SECOND.email, SECOND.password);
    const requests = Array.from({ length: 12 }, (_, index) => {
      const who = index % 3;
      const jar = who === 0 ? first : who === 1 ? second : {};
      const path = index % 2 === 0 ? '/en/members/dashboard' : '/en/main';
      return getWith(suite, path, jar).then((response) => ({ who, path, response }));
    });
    for (const { who, path, response } of await Promise.all(requests)) {
      const body = response.body;
      if (who === 0) {
        expect(body, path).toContain(deptName);
        expect(body, path).not.toContain('Malee Suksan');
      } else if (who === 1) {
        expect(body, path).toContain('Malee Suksan');
        expect(body, path).not.toContain(deptName);
      } else {
        expect(body, path).not.toContain(deptName);
        expect(body, path).not.toContain('Malee Suksan');
      }
    }
  });
});
