import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { MemberSession } from '@probation/contract';
import type { SchemaName } from '@probation/contract/json-schema';
import { mailOutbox } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { demoMember } from '../src/seed/demo-members.ts';
import { EDITOR, expectAnswer, startTestApi, type TestApi } from './helpers/test-api.ts';
import { TEST_DRIVERS } from './helpers/test-database.ts';

const SITE: string = DEMO_SITE_IDS.dept;
const OTHER_SITE: string = DEMO_SITE_IDS.chiangmai;
const START = new Date('2026-11-25T03:00:00.000Z');

interface Failure {
  success: false;
  statusCode: number;
  code: string;
  message: string;
  problems?: { field: string; message: string }[];
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: 'somying',
    name: 'สมหญิง',
    surname: 'ใจดี',
    email: 'somying@example.com',
    password: 'Khun-Somying1',
    confirm_password: 'Khun-Somying1',
    accept_agreement: true,
    captcha_verified: true,
    lang: 'th',
    sender_ip: '203.0.113.10',
    ...overrides,
  };
}

describe.each(TEST_DRIVERS)('members on %s', (driver) => {
  let api: TestApi;
  let gateway: string;
  let now = START;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    api = await startTestApi({ driver, clock: () => now });
    gateway = await api.token();
  });
  afterAll(() => api.close());

  let gatewayAt = START;
  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; site?: string | null; body?: unknown } = {},
  ): Promise<LightMyRequestResponse> {
    if (now.getTime() - gatewayAt.getTime() > 20 * 60 * 60 * 1000) {
      gateway = await api.token();
      gatewayAt = now;
    }
    const headers: Record<string, string> = {};
    const token = options.token ?? gateway;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.site !== null) headers['x-site-id'] = options.site ?? SITE;
    return api.app.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  function failure(response: LightMyRequestResponse, status: number, code: string): Failure {
    const body = expectAnswer<Failure>(response, status, 'MemberFailure');
    expect(body).toMatchObject({ success: false, statusCode: status, code });
    expect(response.headers['cache-control']).toBe('no-store');
    return body;
  }

  function ok<T>(response: LightMyRequestResponse, status: number, schema: SchemaName): T {
    const body = expectAnswer<T & { success: boolean }>(response, status, schema);
    expect(body.success).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
    return body;
  }

  /** The newest mail to an address in the outbox (no SMTP in this file) and the token of its link. */
  async function lastMail(to: string) {
    const [mail] = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail?.bodyText ?? '')?.[1];
    return { mail, token };
  }

  async function mailCount(to: string): Promise<number> {
    return (await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;
  }

  async function logIn(email: string, password: string, ip = '203.0.113.50', site = SITE) {
    return call('POST', '/member/login', { site, body: { email, password, sender_ip: ip } });
  }

  async function session(email: string, password: string, site = SITE): Promise<MemberSession> {
    return ok<MemberSession>(await logIn(email, password, '203.0.113.50', site), 200, 'MemberSession');
  }

  describe('sign up (requirements.md §9.1 call 2) and verification', () => {
    it('registers, mails a verification link on the site, and lets the member in once verified', async () => {
      const answer = ok(
        await call('POST', '/member/signup/', { body: registration() }),
        201,
        'MemberAccepted',
      );
      expect(answer).toMatchObject({ success: true });
      const { mail, token } = await lastMail('somying@example.com');
      expect(mail).toMatchObject({ kind: 'member-verification', lang: 'th' });
      expect(mail!.bodyText).toContain(`http://localhost:3000/th/members/verify?token=${token}`);
      expect(mail!.bodyText).not.toContain('สมหญิง');

      failure(await logIn('somying@example.com', 'Khun-Somying1'), 403, 'email_not_verified');
      ok(await call('POST', '/member/verify-email', { body: { token } }), 200, 'MemberAccepted');
      const again = failure(
        await call('POST', '/member/verify-email', { body: { token } }),
        400,
        'verification_invalid',
      );
      expect(again.message).toBe('The verification link is invalid or has expired.');

      const login = await session('somying@example.com', 'Khun-Somying1');
      expect(login).toMatchObject({ token_type: 'Bearer', expires_in: 86_400 });
      expect(login.data).toMatchObject({
        username: 'somying',
        email: 'somying@example.com',
        email_verified: true,
        first_name: 'สมหญิง',
        last_name: 'ใจดี',
        site_id: SITE,
        profile_image: null,
      });
    });

    it('answers failures in the shape of requirements.md §9.1: success false, a code, the fields and their message keys', async () => {
      const weak = failure(
        await call('POST', '/member/signup/', {
          body: registration({
            username: 'x',
            password: 'khun-somying1',
            confirm_password: 'other',
            accept_agreement: false,
            captcha_verified: false,
            sender_ip: '203.0.113.20',
          }),
        }),
        422,
        'invalid_input',
      );
      expect(weak.problems).toEqual([
        { field: 'username', message: 'forms.errors.usernameFormat' },
        { field: 'password', message: 'forms.errors.passwordNeedsUppercase' },
        { field: 'confirm_password', message: 'forms.errors.passwordMismatch' },
        { field: 'accept_agreement', message: 'forms.errors.acceptAgreement' },
        { field: 'captcha_verified', message: 'forms.errors.verifyNotRobot' },
      ]);
      for (const [password, key] of [
        ['Short1-', 'passwordTooShort'],
        ['NOLOWER1-', 'passwordNeedsLowercase'],
        ['NoDigits-', 'passwordNeedsDigit'],
        ['NoSpecial1', 'passwordNeedsSpecial'],
      ] as const) {
        const body = failure(
          await call('POST', '/member/signup/', {
            body: registration({
              username: 'rules',
              email: 'rules@example.com',
              password,
              confirm_password: password,
              sender_ip: '203.0.113.21',
            }),
          }),
          422,
          'invalid_input',
        );
        expect(body.problems).toEqual([{ field: 'password', message: `forms.errors.${key}` }]);
      }
      const taken = failure(
        await call('POST', '/member/signup/', {
          body: registration({ email: 'other@example.com', sender_ip: '203.0.113.22' }),
        }),
        422,
        'invalid_input',
      );
      expect(taken.problems).toEqual([{ field: 'username', message: 'forms.errors.usernameTaken' }]);
      failure(
        await call('POST', '/member/signup/', { body: { ...registration(), extra: 1 } }),
        400,
        'bad_request',
      );
      failure(
        await call('POST', '/member/signup/', { site: null, body: registration() }),
        400,
        'bad_request',
      );
      failure(
        await call('POST', '/member/signup/', { site: 'nowhere', body: registration() }),
        404,
        'not_found',
      );
      failure(
        await call('POST', '/member/signup/', { token: 'x'.repeat(43), body: registration() }),
        401,
        'unauthorized',
      );
      const editor = await api.token(EDITOR);
      failure(
        await call('POST', '/member/signup/', { token: editor, body: registration() }),
        403,
        'forbidden',
      );
    });

    it('answers a known address exactly as a new one and tells its owner instead of opening a second account', async () => {
      const before = await mailCount('somying@example.com');
      const response = await call('POST', '/member/signup/', {
        body: registration({ username: 'somying2', sender_ip: '203.0.113.11' }),
      });
      ok(response, 201, 'MemberAccepted');
      const fresh = await call('POST', '/member/signup/', {
        body: registration({
          username: 'newcomer',
          email: 'newcomer@example.com',
          sender_ip: '203.0.113.11',
        }),
      });
      expect(response.body).toBe(fresh.body);
      expect(await mailCount('somying@example.com')).toBe(before + 1);
      expect((await lastMail('somying@example.com')).mail).toMatchObject({ kind: 'member-account-exists' });
    });

    it('keeps a member to their site: the same address may register on another site', async () => {
      ok(
        await call('POST', '/member/signup/', { site: OTHER_SITE, body: registration() }),
        201,
        'MemberAccepted',
      );
      const { token } = await lastMail('somying@example.com');
      failure(await call('POST', '/member/verify-email', { body: { token } }), 400, 'verification_invalid');
      ok(
        await call('POST', '/member/verify-email', { site: OTHER_SITE, body: { token } }),
        200,
        'MemberAccepted',
      );
    });

    it('resends a link to an unverified member only (the older link stops working), the same answer for anyone', async () => {
      await call('POST', '/member/signup/', {
        body: registration({ username: 'late', email: 'late@example.com', sender_ip: '203.0.113.12' }),
      });
      const first = (await lastMail('late@example.com')).token;
      const body = { email: 'late@example.com', lang: 'en', sender_ip: '203.0.113.12' };
      const known = await call('POST', '/member/resend-verification', { body });
      const unknown = await call('POST', '/member/resend-verification', {
        body: { ...body, email: 'nobody@example.com' },
      });
      ok(known, 202, 'MemberAccepted');
      expect(unknown.body).toBe(known.body);
      const { mail, token } = await lastMail('late@example.com');
      expect(mail).toMatchObject({ kind: 'member-verification', lang: 'en' });
      expect(mail!.bodyText).toContain('http://localhost:3000/en/members/verify?token=');
      failure(
        await call('POST', '/member/verify-email', { body: { token: first } }),
        400,
        'verification_invalid',
      );
      later(25 * 60 * 60 * 1000);
      failure(await call('POST', '/member/verify-email', { body: { token } }), 400, 'verification_invalid');
    });

    it('settles concurrent registrations: one username wins, one address gets one account', async () => {
      const sameName = await Promise.all(
        [1, 2, 3].map((n) =>
          call('POST', '/member/signup/', {
            body: registration({
              username: 'racer',
              email: `racer${n}@example.com`,
              sender_ip: `192.0.2.${n}`,
            }),
          }),
        ),
      );
      expect(sameName.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
      const sameAddress = await Promise.all(
        [4, 5, 6].map((n) =>
          call('POST', '/member/signup/', {
            body: registration({
              username: `twin${n}`,
              email: 'twin@example.com',
              sender_ip: `192.0.2.${n}`,
            }),
          }),
        ),
      );
      expect(sameAddress.map((response) => response.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(sameAddress.map((response) => response.body)).size).toBe(1);
    });

    it('counts every registration attempt, a taken username or an invalid form too, before saying either', async () => {
      const probe = (username: string) =>
        call('POST', '/member/signup/', {
          body: registration({
            username,
            email: `probe-${username}@example.com`,
            sender_ip: '198.51.100.30',
          }),
        });
      const taken = failure(await probe('somying'), 422, 'invalid_input');
      expect(taken.problems).toEqual([{ field: 'username', message: 'forms.errors.usernameTaken' }]);
      for (const username of ['racer', 'late', 'x']) failure(await probe(username), 422, 'invalid_input');
      failure(
        await call('POST', '/member/signup/', {
          body: registration({ captcha_verified: false, sender_ip: '198.51.100.30' }),
        }),
        422,
        'invalid_input',
      );
      // The hour's 5 are used: no answer says whether a username is taken, nor lets a new one register.
      const limited = await probe('somying');
      expect(failure(limited, 429, 'too_many_requests').problems).toBeUndefined();
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      failure(await probe('free-name'), 429, 'too_many_requests');
      later(60 * 60 * 1000 + 1000);
      ok(await probe('free-name'), 201, 'MemberAccepted');
    });

    it('limits registrations per address: 5 an hour, then 429 with Retry-After', async () => {
      for (let i = 0; i < 5; i++) {
        await call('POST', '/member/signup/', {
          body: registration({
            username: `flood${i}`,
            email: `flood${i}@example.com`,
            sender_ip: '198.51.100.9',
          }),
        });
      }
      const limited = await call('POST', '/member/signup/', {
        body: registration({ username: 'flood9', email: 'flood9@example.com', sender_ip: '198.51.100.9' }),
      });
      expectAnswer(limited, 429, 'MemberFailure');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('log in and out', () => {
    const demo = demoMember('dept');

    it('logs the demo member in with a 24-hour token; log out revokes it', async () => {
      const login = await session(demo.email, demo.password);
      expect(login.data.id).toBe(demo.id);
      const profile = await call('GET', '/member/profile', { token: login.access_token });
      expect(ok<{ data: { id: string } }>(profile, 200, 'MemberProfileAnswer').data.id).toBe(demo.id);
      ok(
        await call('POST', '/member/logout', { token: login.access_token, body: {} }),
        200,
        'MemberAccepted',
      );
      failure(await call('GET', '/member/profile', { token: login.access_token }), 401, 'unauthorized');
    });

    it('ends a member token after 24 hours, and refuses it on another site or from the gateway scope', async () => {
      const login = await session(demo.email, demo.password);
      failure(
        await call('GET', '/member/profile', { token: login.access_token, site: OTHER_SITE }),
        401,
        'unauthorized',
      );
      failure(await call('GET', '/member/profile', { token: gateway }), 401, 'unauthorized');
      later(24 * 60 * 60 * 1000 - 1000);
      ok(await call('GET', '/member/profile', { token: login.access_token }), 200, 'MemberProfileAnswer');
      later(2000);
      failure(await call('GET', '/member/profile', { token: login.access_token }), 401, 'unauthorized');
    });

    it('gives the same answer for an unknown address and a wrong password', async () => {
      const unknown = await logIn('nobody@example.com', 'Whatever-1', '203.0.113.60');
      const wrong = await logIn(demo.email, 'Whatever-1', '203.0.113.60');
      failure(unknown, 400, 'invalid_credentials');
      expect(wrong.body).toBe(unknown.body);
    });

    it('slows an account down after 5 failures (2, 4, 8 … seconds), never its member at a known address', async () => {
      const khonkaen = demoMember('khonkaen');
      const site = DEMO_SITE_IDS.khonkaen;
      const home = '203.0.113.70';
      const attempt = (password: string, ip: string) => logIn(khonkaen.email, password, ip, site);
      // The member logs in from home once: that address is trusted for 30 days.
      ok(await attempt(khonkaen.password, home), 200, 'MemberSession');
      for (let i = 0; i < 5; i++) {
        failure(await attempt('Wrong-pass1', `198.51.100.${i + 20}`), 400, 'invalid_credentials');
      }
      // Even the right password waits (the password is not checked while braked).
      const braked = await attempt(khonkaen.password, '198.51.100.40');
      failure(braked, 429, 'too_many_requests');
      expect(braked.headers['retry-after']).toBe('2');
      // The member at their usual address is not slowed; the success clears the count.
      ok(await attempt(khonkaen.password, home), 200, 'MemberSession');
      for (let i = 0; i < 5; i++) await attempt('Wrong-pass1', '198.51.100.41');
      later(2500);
      failure(await attempt('Wrong-pass1', '198.51.100.42'), 400, 'invalid_credentials');
      expect((await attempt(khonkaen.password, '198.51.100.43')).headers['retry-after']).toBe('4');
      later(4500);
      failure(await attempt('Wrong-pass1', '198.51.100.44'), 400, 'invalid_credentials');
      expect((await attempt(khonkaen.password, '198.51.100.45')).headers['retry-after']).toBe('8');
      // No lock outlives the 15-minute window.
      later(15 * 60 * 1000);
      ok(
        await logIn(khonkaen.email, khonkaen.password, '198.51.100.46', DEMO_SITE_IDS.khonkaen),
        200,
        'MemberSession',
      );
    });

    it('locks an address out after 20 failures in 15 minutes, whatever accounts it tries', async () => {
      const guesser = '198.51.100.99';
      for (let i = 0; i < 20; i++) await logIn(`guess${i}@example.com`, 'Wrong-pass1', guesser);
      const locked = await logIn(demo.email, demo.password, guesser);
      failure(locked, 429, 'too_many_requests');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      ok(await logIn(demo.email, demo.password, '198.51.100.98'), 200, 'MemberSession');
    });
  });

  describe('profile (requirements.md §9.1 calls 3 and 4)', () => {
    const demo = demoMember('chiangmai');
    let token: string;
    beforeAll(async () => {
      token = (await session(demo.email, demo.password, OTHER_SITE)).access_token;
    });

    it('answers the profile for the e-mail cookie, only the token member’s', async () => {
      const body = ok<{ data: { email: string } }>(
        await call('POST', '/member/profile-email', {
          token,
          site: OTHER_SITE,
          body: { email: demo.email.toUpperCase() },
        }),
        200,
        'MemberProfileAnswer',
      );
      expect(body.data.email).toBe(demo.email);
      failure(
        await call('POST', '/member/profile-email', {
          token,
          site: OTHER_SITE,
          body: { email: 'other@example.com' },
        }),
        403,
        'email_mismatch',
      );
      failure(
        await call('POST', '/member/profile-email', {
          token: '',
          site: OTHER_SITE,
          body: { email: demo.email },
        }),
        401,
        'unauthorized',
      );
    });

    it('updates the profile with the id in the path and the payload, by the rules of @probation/forms', async () => {
      const url = `/member/update-profile/${demo.id}`;
      const profile = {
        id: demo.id,
        first_name: 'มาลี',
        last_name: 'ดีงาม',
        phone: '053 112 233',
        birthday: '1985-01-31',
        gender: 'female',
      };
      const body = ok<{ data: Record<string, unknown> }>(
        await call('POST', url, { token, site: OTHER_SITE, body: profile }),
        200,
        'MemberProfileAnswer',
      );
      expect(body.data).toMatchObject({
        first_name: 'มาลี',
        last_name: 'ดีงาม',
        birthday: '1985-01-31',
        gender: 'female',
      });
      const bad = failure(
        await call('POST', url, {
          token,
          site: OTHER_SITE,
          body: { ...profile, first_name: ' ', birthday: '2999-01-01', gender: 'x' },
        }),
        422,
        'invalid_input',
      );
      expect(bad.problems).toEqual([
        { field: 'first_name', message: 'forms.errors.enterYourFirstName' },
        { field: 'birthday', message: 'forms.errors.birthdayFormat' },
        { field: 'gender', message: 'forms.errors.chooseGender' },
      ]);
      const other = demoMember('dept').id;
      failure(
        await call('POST', `/member/update-profile/${other}`, {
          token,
          site: OTHER_SITE,
          body: { ...profile, id: other },
        }),
        403,
        'not_your_account',
      );
      failure(
        await call('POST', url, { token, site: OTHER_SITE, body: { ...profile, id: other } }),
        403,
        'not_your_account',
      );
    });
  });

  describe('passwords (requirements.md §9.1 call 5, forgot and reset)', () => {
    const member = { email: 'changer@example.com', password: 'First-pass1' };
    let id: string;
    beforeAll(async () => {
      await call('POST', '/member/signup/', {
        body: registration({
          username: 'changer',
          ...member,
          confirm_password: member.password,
          sender_ip: '203.0.113.80',
        }),
      });
      await call('POST', '/member/verify-email', { body: { token: (await lastMail(member.email)).token } });
      id = (await session(member.email, member.password)).data.id;
    });

    it('changes the password, ending every other session of the member', async () => {
      const current = (await session(member.email, member.password)).access_token;
      const other = (await session(member.email, member.password)).access_token;
      const url = `/member/change-password/${id}`;
      const wrong = failure(
        await call('POST', url, {
          token: current,
          body: {
            id,
            current_password: 'Nope-nope1',
            password: 'Second-pass2',
            confirm_password: 'Second-pass2',
          },
        }),
        400,
        'invalid_credentials',
      );
      expect(wrong.problems).toEqual([
        { field: 'current_password', message: 'forms.errors.enterCurrentPassword' },
      ]);
      const weak = failure(
        await call('POST', url, {
          token: current,
          body: { id, current_password: member.password, password: 'weak', confirm_password: 'weak' },
        }),
        422,
        'invalid_input',
      );
      expect(weak.problems).toEqual([{ field: 'password', message: 'forms.errors.passwordTooShort' }]);
      ok(
        await call('POST', url, {
          token: current,
          body: {
            id,
            current_password: member.password,
            password: 'Second-pass2',
            confirm_password: 'Second-pass2',
          },
        }),
        200,
        'MemberAccepted',
      );
      ok(await call('GET', '/member/profile', { token: current }), 200, 'MemberProfileAnswer');
      failure(await call('GET', '/member/profile', { token: other }), 401, 'unauthorized');
      failure(await logIn(member.email, member.password), 400, 'invalid_credentials');
      member.password = 'Second-pass2';
      await session(member.email, member.password);
    });

    it('answers forgot-password the same for anyone; the reset link works once, for an hour, and ends all sessions', async () => {
      const request = { email: member.email, lang: 'en', sender_ip: '203.0.113.81' };
      const known = await call('POST', '/member/forgot-password', { body: request });
      const unknown = await call('POST', '/member/forgot-password', {
        body: { ...request, email: 'ghost@example.com' },
      });
      ok(known, 202, 'MemberAccepted');
      expect(unknown.body).toBe(known.body);
      expect(await mailCount('ghost@example.com')).toBe(0);
      const { mail, token } = await lastMail(member.email);
      expect(mail).toMatchObject({ kind: 'member-password-reset', lang: 'en' });
      expect(mail!.bodyText).toContain(`http://localhost:3000/en/members/reset-password?token=${token}`);

      const live = (await session(member.email, member.password)).access_token;
      const weak = failure(
        await call('POST', '/member/reset-password', {
          body: { token, password: 'Third-pass', confirm_password: 'Third-pass' },
        }),
        422,
        'invalid_input',
      );
      expect(weak.problems).toEqual([{ field: 'password', message: 'forms.errors.passwordNeedsDigit' }]);
      ok(
        await call('POST', '/member/reset-password', {
          body: { token, password: 'Third-pass3', confirm_password: 'Third-pass3' },
        }),
        200,
        'MemberAccepted',
      );
      failure(
        await call('POST', '/member/reset-password', {
          body: { token, password: 'Fourth-pass4', confirm_password: 'Fourth-pass4' },
        }),
        400,
        'reset_invalid',
      );
      failure(await call('GET', '/member/profile', { token: live }), 401, 'unauthorized');
      member.password = 'Third-pass3';
      await session(member.email, member.password);

      await call('POST', '/member/forgot-password', { body: request });
      const late = (await lastMail(member.email)).token;
      later(61 * 60 * 1000);
      failure(
        await call('POST', '/member/reset-password', {
          body: { token: late, password: 'Fifth-pass5', confirm_password: 'Fifth-pass5' },
        }),
        400,
        'reset_invalid',
      );
    });
  });

  describe('newsletters', () => {
    it('lists the site’s types in Thai and English', async () => {
      const th = ok<{ data: { id: string; name: string }[] }>(
        await call('GET', '/member/newsletter-types?lang=th'),
        200,
        'NewsletterTypeList',
      );
      const en = ok<{ data: { id: string; name: string }[] }>(
        await call('GET', '/member/newsletter-types?lang=en'),
        200,
        'NewsletterTypeList',
      );
      expect(th.data.map((type) => type.id)).toEqual([
        'news',
        'activities',
        'volunteers',
        'procurement',
        'jobs',
      ]);
      expect(th.data[0]!.name).toBe('ข่าวประชาสัมพันธ์');
      expect(en.data[0]!.name).toBe('News and announcements');
      failure(await call('GET', '/member/newsletter-types?lang=fr'), 400, 'bad_request');
    });

    it('reads and changes a member’s subscriptions: some, all, none', async () => {
      const demo = demoMember('dept');
      const token = (await session(demo.email, demo.password)).access_token;
      const read = () => call('GET', '/member/subscriptions', { token });
      expect(ok<{ data: unknown }>(await read(), 200, 'NewsletterSubscriptionAnswer').data).toEqual({
        email: demo.email,
        status: 'none',
        types: [],
        all: false,
      });
      const some = ok<{ data: unknown }>(
        await call('POST', '/member/subscriptions', { token, body: { types: ['jobs', 'news'] } }),
        200,
        'NewsletterSubscriptionAnswer',
      );
      expect(some.data).toEqual({ email: demo.email, status: 'active', types: ['news', 'jobs'], all: false });
      const all = ok<{ data: { types: string[]; all: boolean } }>(
        await call('POST', '/member/subscriptions', { token, body: { types: [], all: true } }),
        200,
        'NewsletterSubscriptionAnswer',
      );
      expect(all.data).toMatchObject({
        all: true,
        types: ['news', 'activities', 'volunteers', 'procurement', 'jobs'],
      });
      const unknown = failure(
        await call('POST', '/member/subscriptions', { token, body: { types: ['lottery'] } }),
        422,
        'invalid_input',
      );
      expect(unknown.problems).toEqual([{ field: 'types', message: 'forms.errors.chooseNewsletterType' }]);
      ok(
        await call('POST', '/member/subscriptions', { token, body: { types: [] } }),
        200,
        'NewsletterSubscriptionAnswer',
      );
      expect(
        ok<{ data: { status: string } }>(await read(), 200, 'NewsletterSubscriptionAnswer').data.status,
      ).toBe('unsubscribed');
    });

    it('subscribes a guest only after the confirmation link; the welcome’s one-click link unsubscribes', async () => {
      const email = 'guest@example.org';
      const body = { email, types: ['volunteers'], lang: 'en', sender_ip: '203.0.113.90' };
      ok(await call('POST', '/member/newsletter/subscribe', { body }), 202, 'MemberAccepted');
      const confirmation = await lastMail(email);
      expect(confirmation.mail).toMatchObject({ kind: 'newsletter-confirmation', lang: 'en', headers: null });
      expect(confirmation.mail!.bodyText).toContain('http://localhost:3000/en/members/e-news/confirm?token=');

      const confirmed = ok<{ data: unknown }>(
        await call('POST', '/member/newsletter/confirm', { body: { token: confirmation.token } }),
        200,
        'NewsletterSubscriptionAnswer',
      );
      expect(confirmed.data).toEqual({ email, status: 'active', types: ['volunteers'], all: false });
      failure(
        await call('POST', '/member/newsletter/confirm', { body: { token: confirmation.token } }),
        400,
        'confirmation_invalid',
      );

      const welcome = await lastMail(email);
      expect(welcome.mail).toMatchObject({ kind: 'newsletter-welcome' });
      const unsubscribeUrl = `http://localhost:3000/en/members/e-news/unsubscribe?token=${welcome.token}`;
      expect(welcome.mail!.headers).toEqual({
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(welcome.mail!.bodyText).toContain('- Volunteer probation officers');
      ok(
        await call('POST', '/member/newsletter/unsubscribe', { body: { token: welcome.token } }),
        200,
        'MemberAccepted',
      );
      ok(
        await call('POST', '/member/newsletter/unsubscribe', { body: { token: welcome.token } }),
        200,
        'MemberAccepted',
      );
      failure(
        await call('POST', '/member/newsletter/unsubscribe', { body: { token: 'A'.repeat(43) } }),
        400,
        'unsubscribe_invalid',
      );
      failure(
        await call('POST', '/member/newsletter/unsubscribe', {
          site: OTHER_SITE,
          body: { token: welcome.token },
        }),
        400,
        'unsubscribe_invalid',
      );
    });

    it('refuses a guest subscription without types or with a bad address, and expires links after 7 days', async () => {
      const bad = failure(
        await call('POST', '/member/newsletter/subscribe', {
          body: { email: 'not-mail', types: [], lang: 'th', sender_ip: '203.0.113.91' },
        }),
        422,
        'invalid_input',
      );
      expect(bad.problems).toEqual([
        { field: 'email', message: 'forms.errors.emailFormat' },
        { field: 'types', message: 'forms.errors.chooseNewsletterType' },
      ]);
      await call('POST', '/member/newsletter/subscribe', {
        body: { email: 'slow@example.org', types: [], all: true, lang: 'th', sender_ip: '203.0.113.91' },
      });
      const { token } = await lastMail('slow@example.org');
      later(7 * 24 * 60 * 60 * 1000 + 1000);
      failure(
        await call('POST', '/member/newsletter/confirm', { body: { token } }),
        400,
        'confirmation_invalid',
      );
    });
  });
});
