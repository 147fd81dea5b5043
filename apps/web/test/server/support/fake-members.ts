import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkForm,
  checkMemberForm,
  detectAttachmentType,
  MEMBER_WIRE_FIELDS,
  memberPasswordProblem,
  memberProfileSchema,
  memberSignupSchema,
} from '@probation/forms';

/**
 * The member calls of the fake department API (contract tag `members`, decisions 0170-0176): members per site,
 * member tokens (24 hours), with dept-api's `success`/`code` answers. Calls before a login carry the client token
 * (the fake's intercept checks it); a member's calls carry the member token, checked here.
 */
export interface FakeMember {
  id: string;
  siteId: string;
  username: string;
  email: string;
  password: string;
  verified: boolean;
  firstName: string;
  lastName: string;
  phone: string | null;
  birthday: string | null;
  gender: 'male' | 'female' | null;
  lang: 'th' | 'en';
  /** The profile picture as dept-api would store it (its bytes, type and version), or none. */
  picture?: { bytes: Buffer; type: 'image/jpeg' | 'image/png'; version: number };
}

/** The password of the fake's demo members (as dept-api's, decision 0176). */
export const DEMO_MEMBER_PASSWORD = 'Demo-Member1';

export function demoMembers(): FakeMember[] {
  const member = (n: number, siteId: string, code: string, first: string, last: string): FakeMember => ({
    id: `4d000000000000000000000${n}`,
    siteId,
    username: `demo-${code}`,
    email: `member-${code}@example.com`,
    password: DEMO_MEMBER_PASSWORD,
    verified: true,
    firstName: first,
    lastName: last,
    phone: null,
    birthday: '1990-05-01',
    gender: null,
    lang: 'th',
  });
  return [
    member(1, '64b000000000000000000001', 'dept', 'สมชาย', 'ใจดี'),
    member(2, '64b000000000000000000002', 'chiangmai', 'Somying', 'Rakdee'),
    { ...member(5, '64b000000000000000000001', 'second', 'Malee', 'Suksan'), lang: 'en' },
    { ...member(6, '64b000000000000000000001', 'unverified', 'Wichai', 'Rorkor'), verified: false },
  ];
}

export interface FakeMemberState {
  members: FakeMember[];
  /** Member tokens issued: token → member id and expiry; removed when revoked. */
  sessions: Map<string, { memberId: string; siteId: string; expiresAt: number }>;
  /** The next login answers 429 with this Retry-After (seconds) when set. */
  loginRetryAfter: number | null;
  /** The mails dept-api would send (its outbox): the kind, the address, the language and the link's token. */
  mails: { kind: string; to: string; lang: string; token: string }[];
  /** Single-use tokens of the mails' links: token → member id and purpose. */
  links: Map<string, { memberId: string; purpose: 'verify' | 'reset' }>;
  /** Newsletter subscriptions by site and address (`siteId|email`), and the tokens of the newsletter mails. */
  subscriptions: Map<
    string,
    { status: 'pending' | 'active' | 'unsubscribed'; types: string[]; all: boolean }
  >;
  newsletterLinks: Map<string, { key: string; purpose: 'confirm' | 'unsubscribe' }>;
}

/** The newsletter types of every site (as dept-api's demo, decision 0176), one without English. */
export const NEWSLETTER_TYPES = [
  { id: 'news', name: { th: 'ข่าวประชาสัมพันธ์', en: 'News' }, description: { th: 'ข่าวของกรม', en: 'Our news' } },
  { id: 'activities', name: { th: 'กิจกรรม', en: 'Activities' }, description: { th: null, en: null } },
  { id: 'jobs', name: { th: 'ประกาศรับสมัครงาน', en: null }, description: { th: null, en: null } },
];

export function fakeMemberState(): FakeMemberState {
  return {
    members: demoMembers(),
    sessions: new Map(),
    loginRetryAfter: null,
    mails: [],
    links: new Map(),
    subscriptions: new Map(),
    newsletterLinks: new Map(),
  };
}

export type MemberRoute =
  | 'memberLogin'
  | 'memberLogout'
  | 'memberProfile'
  | 'memberProfileByEmail'
  | 'memberSignup'
  | 'memberVerifyEmail'
  | 'memberForgotPassword'
  | 'memberResendVerification'
  | 'memberResetPassword'
  | 'memberUpdateProfile'
  | 'memberChangePassword'
  | 'memberUploadPicture'
  | 'memberPicture'
  | 'listNewsletterTypes'
  | 'memberSubscriptions'
  | 'memberUpdateSubscriptions'
  | 'newsletterSubscribe'
  | 'newsletterConfirm'
  | 'newsletterUnsubscribe';

type Intercept = (
  route: MemberRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  bearer: 'client' | 'member',
) => Promise<boolean>;

const SITE_IDS = new Set([
  '64b000000000000000000001',
  '64b000000000000000000002',
  '64b000000000000000000003',
]);

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/** dept-api's MemberFailure. */
export function memberFailure(statusCode: number, code: string, message: string, problems?: unknown[]) {
  return {
    statusCode,
    error: REASONS[statusCode] ?? 'Server Error',
    message,
    success: false,
    code,
    ...(problems ? { problems } : {}),
  };
}

export function profileOf(member: FakeMember) {
  return {
    id: member.id,
    site_id: member.siteId,
    username: member.username,
    email: member.email,
    email_verified: member.verified,
    first_name: member.firstName,
    last_name: member.lastName,
    phone: member.phone,
    birthday: member.birthday,
    gender: member.gender,
    profile_image: member.picture ? `/member/profile-picture/${member.id}?v=${member.picture.version}` : null,
    lang: member.lang,
    created_at: '2026-11-01T00:00:00.000Z',
  };
}

export function registerFakeMemberRoutes(
  app: FastifyInstance,
  intercept: Intercept,
  state: FakeMemberState,
): void {
  /** X-Site-Id: missing 400, unknown 404; else the site id. */
  function siteOf(request: FastifyRequest, reply: FastifyReply): string | null {
    const siteId = request.headers['x-site-id'];
    if (typeof siteId !== 'string' || siteId === '') {
      void reply.code(400).send(memberFailure(400, 'bad_request', 'X-Site-Id is required'));
      return null;
    }
    if (!SITE_IDS.has(siteId)) {
      void reply.code(404).send(memberFailure(404, 'not_found', 'unknown site'));
      return null;
    }
    return siteId;
  }

  /** The member of the call's member token (of this site), or a 401 sent. */
  function memberOf(request: FastifyRequest, reply: FastifyReply, siteId: string): FakeMember | null {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const session = state.sessions.get(token);
    const member =
      session && session.siteId === siteId && session.expiresAt > Date.now()
        ? state.members.find((candidate) => candidate.id === session.memberId)
        : undefined;
    if (!member) {
      void reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="dept-api members"')
        .send(memberFailure(401, 'unauthorized', 'missing, expired or revoked member token'));
      return null;
    }
    return member;
  }

  app.post('/member/login', async (request, reply) => {
    if (await intercept('memberLogin', request, reply, 'client')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    if (state.loginRetryAfter !== null) {
      return reply
        .code(429)
        .header('retry-after', String(state.loginRetryAfter))
        .send(memberFailure(429, 'too_many_requests', 'too many failed logins'));
    }
    const { email, password } = request.body as { email: string; password: string };
    const member = state.members.find(
      (candidate) => candidate.siteId === siteId && candidate.email === email.toLowerCase(),
    );
    if (!member || member.password !== password) {
      return reply.code(400).send(memberFailure(400, 'invalid_credentials', 'wrong e-mail or password'));
    }
    if (!member.verified) {
      return reply
        .code(403)
        .send(memberFailure(403, 'email_not_verified', 'verify the e-mail address first'));
    }
    const token = randomBytes(32).toString('base64url');
    state.sessions.set(token, { memberId: member.id, siteId, expiresAt: Date.now() + 86_400_000 });
    return {
      success: true,
      access_token: token,
      token_type: 'Bearer',
      expires_in: 86400,
      data: profileOf(member),
    };
  });

  /** A mail with a single-use link, as dept-api's outbox would hold it. */
  function mail(kind: string, member: FakeMember, purpose: 'verify' | 'reset', lang: string): void {
    const token = randomBytes(32).toString('base64url');
    state.links.set(token, { memberId: member.id, purpose });
    state.mails.push({ kind, to: member.email, lang, token });
  }

  app.post('/member/signup/', async (request, reply) => {
    if (await intercept('memberSignup', request, reply, 'client')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    const body = request.body as Record<string, unknown>;
    const byWire = Object.fromEntries(
      Object.entries(MEMBER_WIRE_FIELDS).map(([field, wire]) => [
        field,
        body[wire] === true ? 'true' : body[wire],
      ]),
    );
    const checked = checkMemberForm(memberSignupSchema, byWire);
    const wireOf = MEMBER_WIRE_FIELDS as Record<string, string>;
    if (!checked.ok) {
      const problems = checked.problems.map((problem) => ({
        field: wireOf[problem.field]!,
        message: problem.message,
      }));
      return reply
        .code(422)
        .send(memberFailure(422, 'invalid_input', 'the registration breaks a rule', problems));
    }
    const input = checked.value;
    const ofSite = state.members.filter((member) => member.siteId === siteId);
    if (ofSite.some((member) => member.username.toLowerCase() === input.username.toLowerCase())) {
      const problems = [{ field: 'username', message: 'forms.errors.usernameTaken' }];
      return reply.code(422).send(memberFailure(422, 'invalid_input', 'username taken', problems));
    }
    const email = input.email.toLowerCase();
    const lang = body.lang === 'en' ? 'en' : 'th';
    const existing = ofSite.find((member) => member.email === email);
    if (existing) {
      state.mails.push({ kind: 'member-account-exists', to: email, lang, token: '' });
    } else {
      const member: FakeMember = {
        id: randomBytes(12).toString('hex'),
        siteId,
        username: input.username,
        email,
        password: input.password,
        verified: false,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: null,
        birthday: null,
        gender: null,
        lang,
      };
      state.members.push(member);
      mail('member-verification', member, 'verify', lang);
    }
    return reply.code(201).send({ success: true, message: 'registered; a verification link is on its way' });
  });

  app.post('/member/verify-email', async (request, reply) => {
    if (await intercept('memberVerifyEmail', request, reply, 'client')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    const { token } = request.body as { token: string };
    const link = state.links.get(token);
    const member =
      link?.purpose === 'verify'
        ? state.members.find((candidate) => candidate.id === link.memberId)
        : undefined;
    if (!member || member.siteId !== siteId) {
      return reply
        .code(400)
        .send(memberFailure(400, 'verification_invalid', 'unknown, used or expired token'));
    }
    state.links.delete(token);
    member.verified = true;
    return { success: true, message: 'verified' };
  });

  app.post('/member/forgot-password', async (request, reply) => {
    if (await intercept('memberForgotPassword', request, reply, 'client')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    const { email, lang } = request.body as { email: string; lang: string };
    const member = state.members.find(
      (candidate) => candidate.siteId === siteId && candidate.email === email.toLowerCase(),
    );
    if (member) mail('member-password-reset', member, 'reset', lang);
    return reply
      .code(202)
      .send({ success: true, message: 'if the address is a member’s, a link is on its way' });
  });

  app.post('/member/resend-verification', async (request, reply) => {
    if (await intercept('memberResendVerification', request, reply, 'client')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    const { email, lang } = request.body as { email: string; lang: string };
    const member = state.members.find(
      (candidate) =>
        candidate.siteId === siteId && candidate.email === email.toLowerCase() && !candidate.verified,
    );
    if (member) mail('member-verification', member, 'verify', lang);
    return reply.code(202).send({ success: true, message: 'if the address needs one, a link is on its way' });
  });

  app.post('/member/reset-password', async (request, reply) => {
    if (await intercept('memberResetPassword', request, reply, 'client')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    const { token, password, confirm_password } = request.body as {
      token: string;
      password: string;
      confirm_password: string;
    };
    const link = state.links.get(token);
    const member =
      link?.purpose === 'reset'
        ? state.members.find((candidate) => candidate.id === link.memberId)
        : undefined;
    if (!member || member.siteId !== siteId) {
      return reply.code(400).send(memberFailure(400, 'reset_invalid', 'unknown, used or expired token'));
    }
    const problem = passwordProblem(password);
    if (problem || password !== confirm_password) {
      const problems = [
        {
          field: problem ? 'password' : 'confirm_password',
          message: problem ?? 'forms.errors.passwordMismatch',
        },
      ];
      return reply
        .code(422)
        .send(memberFailure(422, 'invalid_input', 'the password breaks a rule', problems));
    }
    state.links.delete(token);
    member.password = password;
    member.verified = true;
    for (const [issued, session] of state.sessions)
      if (session.memberId === member.id) state.sessions.delete(issued);
    return { success: true, message: 'password set' };
  });

  /** The member of the call's token, who must be the path's `id` (403 `not_your_account` otherwise). */
  function ownAccount(request: FastifyRequest, reply: FastifyReply): FakeMember | null {
    const siteId = siteOf(request, reply);
    if (!siteId) return null;
    const member = memberOf(request, reply, siteId);
    if (!member) return null;
    if ((request.params as { id: string }).id !== member.id) {
      void reply.code(403).send(memberFailure(403, 'not_your_account', 'not the token’s member'));
      return null;
    }
    return member;
  }

  app.post('/member/update-profile/:id', async (request, reply) => {
    if (await intercept('memberUpdateProfile', request, reply, 'member')) return reply;
    const member = ownAccount(request, reply);
    if (!member) return reply;
    const body = request.body as Record<string, string>;
    const checked = checkForm(memberProfileSchema, {
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone ?? '',
      birthday: body.birthday,
      gender: body.gender ?? '',
    });
    if (!checked.ok) {
      const wireOf = MEMBER_WIRE_FIELDS as Record<string, string>;
      const problems = checked.problems.map((problem) => ({
        field: wireOf[problem.field]!,
        message: problem.message,
      }));
      return reply.code(422).send(memberFailure(422, 'invalid_input', 'the profile breaks a rule', problems));
    }
    const value = checked.value;
    member.firstName = value.firstName;
    member.lastName = value.lastName;
    member.phone = value.phone || null;
    member.birthday = value.birthday;
    member.gender = value.gender === 'male' || value.gender === 'female' ? value.gender : null;
    return { success: true, data: profileOf(member) };
  });

  app.post('/member/change-password/:id', async (request, reply) => {
    if (await intercept('memberChangePassword', request, reply, 'member')) return reply;
    const member = ownAccount(request, reply);
    if (!member) return reply;
    const body = request.body as { current_password: string; password: string; confirm_password: string };
    if (body.current_password !== member.password) {
      return reply.code(400).send(memberFailure(400, 'invalid_credentials', 'wrong current password'));
    }
    const problem = passwordProblem(body.password);
    if (problem || body.password !== body.confirm_password) {
      const field = problem ? 'password' : 'confirm_password';
      const problems = [{ field, message: problem ?? 'forms.errors.passwordMismatch' }];
      return reply
        .code(422)
        .send(memberFailure(422, 'invalid_input', 'the password breaks a rule', problems));
    }
    member.password = body.password;
    const own = request.headers.authorization!.replace(/^Bearer /, '');
    for (const [token, session] of state.sessions) {
      if (session.memberId === member.id && token !== own) state.sessions.delete(token);
    }
    return { success: true, message: 'password changed' };
  });

  app.post('/member/profile-picture/:id', async (request, reply) => {
    if (await intercept('memberUploadPicture', request, reply, 'member')) return reply;
    const member = ownAccount(request, reply);
    if (!member) return reply;
    const file = await request.file();
    const bytes = file ? await file.toBuffer() : Buffer.alloc(0);
    const type = detectAttachmentType(new Uint8Array(bytes.subarray(0, 16)));
    if (!file || file.fieldname !== 'picture' || !type || type === 'pdf') {
      const problems = [{ field: 'picture', message: 'forms.errors.pictureFormat' }];
      return reply.code(422).send(memberFailure(422, 'invalid_input', 'not a picture', problems));
    }
    if (bytes.length > 2 * 1024 * 1024) {
      const problems = [{ field: 'picture', message: 'forms.errors.pictureTooLarge' }];
      return reply.code(422).send(memberFailure(422, 'invalid_input', 'too large', problems));
    }
    member.picture = {
      bytes,
      type: type === 'jpeg' ? 'image/jpeg' : 'image/png',
      version: (member.picture?.version ?? 0) + 1,
    };
    return { success: true, data: profileOf(member) };
  });

  app.get('/member/profile-picture/:id', async (request, reply) => {
    if (await intercept('memberPicture', request, reply, 'member')) return reply;
    const member = ownAccount(request, reply);
    if (!member) return reply;
    if (!member.picture) return reply.code(404).send(memberFailure(404, 'not_found', 'no picture'));
    return reply
      .header('cache-control', 'private, no-store')
      .type(member.picture.type)
      .send(member.picture.bytes);
  });

  const knownTypes = new Set(NEWSLETTER_TYPES.map((type) => type.id));
  const subscriptionAnswer = (key: string, email: string) => {
    const found = state.subscriptions.get(key);
    return {
      success: true,
      data: {
        email,
        status: found?.status ?? 'none',
        types: found?.all ? [...knownTypes] : (found?.types ?? []),
        all: found?.all ?? false,
      },
    };
  };
  /** 422 on `types` for an id the site does not have, else null. */
  const unknownType = (types: string[]) =>
    types.some((type) => !knownTypes.has(type))
      ? memberFailure(422, 'invalid_input', 'unknown newsletter type', [
          { field: 'types', message: 'forms.errors.chooseNewsletterType' },
        ])
      : null;

  app.get('/member/newsletter-types', async (request, reply) => {
    if (await intercept('listNewsletterTypes', request, reply, 'client')) return reply;
    if (!siteOf(request, reply)) return reply;
    const lang = (request.query as { lang?: string }).lang === 'en' ? 'en' : 'th';
    return {
      success: true,
      data: NEWSLETTER_TYPES.map((type) => ({
        id: type.id,
        name: type.name[lang] ?? type.name.th,
        description: type.description[lang] ?? type.description.th,
      })),
    };
  });

  app.get('/member/subscriptions', async (request, reply) => {
    if (await intercept('memberSubscriptions', request, reply, 'member')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    const member = memberOf(request, reply, siteId);
    if (!member) return reply;
    return subscriptionAnswer(`${siteId}|${member.email}`, member.email);
  });

  app.post('/member/subscriptions', async (request, reply) => {
    if (await intercept('memberUpdateSubscriptions', request, reply, 'member')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    const member = memberOf(request, reply, siteId);
    if (!member) return reply;
    const { types, all } = request.body as { types: string[]; all?: boolean };
    const refused = unknownType(types);
    if (refused) return reply.code(422).send(refused);
    const key = `${siteId}|${member.email}`;
    const chosen = all === true || types.length > 0;
    state.subscriptions.set(key, {
      status: chosen ? 'active' : 'unsubscribed',
      types: all ? [] : types,
      all: all === true,
    });
    return subscriptionAnswer(key, member.email);
  });

  app.post('/member/newsletter/subscribe', async (request, reply) => {
    if (await intercept('newsletterSubscribe', request, reply, 'client')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    const { email, types, all, lang } = request.body as {
      email: string;
      types: string[];
      all?: boolean;
      lang: string;
    };
    const refused = unknownType(types);
    if (refused) return reply.code(422).send(refused);
    const key = `${siteId}|${email.toLowerCase()}`;
    const token = randomBytes(32).toString('base64url');
    state.newsletterLinks.set(token, { key, purpose: 'confirm' });
    state.mails.push({ kind: 'newsletter-confirmation', to: email.toLowerCase(), lang, token });
    // Nothing changes until the link is followed: the choice waits with the link.
    pendingChoices.set(token, { types: all ? [] : types, all: all === true });
    return reply.code(202).send({ success: true, message: 'a confirmation link is on its way' });
  });
  const pendingChoices = new Map<string, { types: string[]; all: boolean }>();

  app.post('/member/newsletter/confirm', async (request, reply) => {
    if (await intercept('newsletterConfirm', request, reply, 'client')) return reply;
    if (!siteOf(request, reply)) return reply;
    const { token } = request.body as { token: string };
    const link = state.newsletterLinks.get(token);
    const choice = pendingChoices.get(token);
    if (link?.purpose !== 'confirm' || !choice) {
      return reply
        .code(400)
        .send(memberFailure(400, 'confirmation_invalid', 'unknown, used or expired token'));
    }
    state.newsletterLinks.delete(token);
    pendingChoices.delete(token);
    state.subscriptions.set(link.key, { status: 'active', ...choice });
    const email = link.key.split('|')[1]!;
    const unsubscribe = randomBytes(32).toString('base64url');
    state.newsletterLinks.set(unsubscribe, { key: link.key, purpose: 'unsubscribe' });
    state.mails.push({ kind: 'newsletter-welcome', to: email, lang: 'th', token: unsubscribe });
    return subscriptionAnswer(link.key, email);
  });

  app.post('/member/newsletter/unsubscribe', async (request, reply) => {
    if (await intercept('newsletterUnsubscribe', request, reply, 'client')) return reply;
    if (!siteOf(request, reply)) return reply;
    const { token } = request.body as { token: string };
    const link = state.newsletterLinks.get(token);
    if (link?.purpose !== 'unsubscribe') {
      return reply.code(400).send(memberFailure(400, 'unsubscribe_invalid', 'unknown token'));
    }
    const found = state.subscriptions.get(link.key);
    if (found) found.status = 'unsubscribed';
    return { success: true, message: 'unsubscribed' };
  });

  app.post('/member/logout', async (request, reply) => {
    if (await intercept('memberLogout', request, reply, 'member')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    if (!memberOf(request, reply, siteId)) return reply;
    state.sessions.delete(request.headers.authorization!.replace(/^Bearer /, ''));
    return { success: true, message: 'logged out' };
  });

  app.get('/member/profile', async (request, reply) => {
    if (await intercept('memberProfile', request, reply, 'member')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    const member = memberOf(request, reply, siteId);
    if (!member) return reply;
    return { success: true, data: profileOf(member) };
  });

  app.post('/member/profile-email', async (request, reply) => {
    if (await intercept('memberProfileByEmail', request, reply, 'member')) return reply;
    const siteId = siteOf(request, reply);
    if (!siteId) return reply;
    const member = memberOf(request, reply, siteId);
    if (!member) return reply;
    const { email } = request.body as { email: string };
    if (email.toLowerCase() !== member.email) {
      return reply.code(403).send(memberFailure(403, 'email_mismatch', "not the token's member's address"));
    }
    return { success: true, data: profileOf(member) };
  });
}

/** The fake's rule check of a new password (the same as dept-api's: `@probation/forms`). */
export const passwordProblem = memberPasswordProblem;
