import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { isLanguage, type Language } from '@probation/i18n';
import {
  checkForm,
  checkMemberForm,
  FORM_MESSAGES,
  MEMBER_WIRE_FIELDS,
  memberLoginSchema,
  memberPasswordChangeSchema,
  memberPasswordResetSchema,
  memberProfileSchema,
  memberSignupSchema,
  newsletterGuestSchema,
  type FormMessageKey,
} from '@probation/forms';
import type { components } from '@probation/contract';
import { memberPath, type RouteName } from '../../shared/routes.ts';
import { safeReturnPath } from '../../shared/return-path.ts';
import type { FieldMessage, FormMessage, SubmittedForm } from '../../shared/submitted-form.ts';
import { renderErrorPage, respondWithPage, type PipelineDeps } from '../render/page-pipeline.ts';
import { requestPath } from '../render/request-path.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { minutesToWait, withValues } from '../forms/form-route.ts';
import { multipartLimits, type FileRules, type MultipartForm } from '../forms/multipart-form.ts';
import { withPostedForm, type PostedFormRules } from '../forms/posted-form.ts';
import {
  clearMemberCookies,
  forgetMemberSession,
  memberSessionOf,
  memberTokenOf,
  setMemberCookies,
  type MemberSession,
} from './member-session.ts';
import { carriesMemberFormToken } from './member-form-token.ts';
import { openAsBlob } from 'node:fs';
import { FormData } from 'undici';
import {
  MEMBER_PICTURE_MAX_BYTES,
  MEMBER_PICTURE_MAX_MEGABYTES,
  MEMBER_PICTURE_TYPES,
} from '../../shared/member-picture.ts';
import { passedPostedCaptcha } from '../captcha/posted-captcha.ts';

/** The profile form's one file: the picture, at most 2 MB (a larger one is cut while read and refused). */
const PICTURE_RULES: FileRules = { field: 'picture', maxFiles: 1, maxTotalBytes: MEMBER_PICTURE_MAX_BYTES };

type MemberSessionAnswer = components['schemas']['MemberSession'];

/** A members form's POST, its body read. */
interface MemberPost {
  deps: PipelineDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  lang: Language;
  form: MultipartForm;
}

/** A members form's answer. */
type MemberFormHandler = (post: MemberPost) => Promise<FastifyReply>;

/** The members area's multipart forms: the page each posts to, what answers it, and the files it takes. */
const MEMBER_FORMS: readonly { page: string; handle: MemberFormHandler; files: FileRules | null }[] = [
  { page: 'login', handle: (post) => logIn(post, 'memberLogin'), files: null },
  { page: 'login-old', handle: (post) => logIn(post, 'memberLoginOld'), files: null },
  { page: 'register', handle: register, files: null },
  { page: 'verify', handle: verify, files: null },
  { page: 'forgot-password', handle: forgotPassword, files: null },
  { page: 'reset-password', handle: resetPassword, files: null },
  { page: 'change-password', handle: changePassword, files: null },
  { page: 'profile/edit', handle: editProfile, files: PICTURE_RULES },
  { page: 'e-news', handle: subscribeGuest, files: null },
  { page: 'e-news/edit', handle: chooseNewsletters, files: null },
];

/**
 * The members area's POSTs (decision 0181): each a multipart form posted to its own page, the same request
 * with or without JavaScript, read with the public forms' reader and limits, counted against the strict rate limit,
 * answered by a redirect (303, so a reload never posts again) or by its page again with what to put right.
 */
export async function registerMemberRoutes(app: FastifyInstance, deps: PipelineDeps): Promise<void> {
  // The profile form takes a picture: its own multipart limits.
  for (const files of [null, PICTURE_RULES]) {
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: multipartLimits(files), throwFileSizeLimit: false });
      for (const { page, handle } of MEMBER_FORMS.filter((form) => form.files === files)) {
        const rules: PostedFormRules = {
          path: (lang) => memberPath(lang, page),
          files,
          refusedWhileReading: 'members form refused while reading',
        };
        scope.post(`/:lang/members/${page}`, { config: { strictRateLimit: true } }, (request, reply) =>
          withPostedForm(request, reply, rules, (lang, form) => handle({ deps, request, reply, lang, form })),
        );
      }
    });
  }
  app.get('/:lang/members/profile/picture', (request, reply) => sendPicture(request, reply));
  // The mails' links: a plain form POST (and a mail client's one-click `List-Unsubscribe=One-Click`, RFC 8058),
  // the token in the link's query.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Log out: the header's plain form (urlencoded; its body is the member's form token).
    scope.post('/:lang/members/logout', { config: { strictRateLimit: true } }, (request, reply) => {
      const { lang } = request.params as { lang: string };
      if (!isLanguage(lang) || requestPath(request) !== memberPath(lang, 'logout')) {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such form' });
      }
      const session = memberTokenOf(request);
      const fields = (request.body ?? {}) as Record<string, unknown>;
      // A session is ended only by its own page's form (a guest's cookies are cleared by any).
      if (session && !carriesMemberFormToken(request, session, fields)) {
        return renderErrorPage(request, reply, 403);
      }
      return logOut(request, reply, lang);
    });
    // The link's token is their authority, not a cookie: a mail client may post them from anywhere.
    for (const kind of ['confirm', 'unsubscribe'] as const) {
      const config = { strictRateLimit: true, anyOrigin: true };
      scope.post(`/:lang/members/e-news/${kind}`, { config }, (request, reply) =>
        followEnewsLink(deps, request, reply, kind),
      );
    }
  });
}

const text = (form: MultipartForm, name: string) =>
  typeof form.fields[name] === 'string' ? (form.fields[name] as string) : '';

/** A members form's page again, with its problems or what went wrong (and the status it is answered with). */
type ShowAgain = (
  problems: FieldMessage[],
  formError: FormMessage | null,
  status: number,
) => Promise<FastifyReply>;

/** A members form's page shown again: what was typed (never a password) kept, its problems and error summary. */
function formPageAgain(
  { deps, request, reply, lang }: MemberPost,
  route: RouteName,
  page: string,
  values: Record<string, string>,
  params: Record<string, string> = {},
): ShowAgain {
  return (problems, formError, status) =>
    respondWithPage(deps, request, reply, {
      route,
      lang,
      path: memberPath(lang, page),
      status,
      form: { values, problems, formError, idempotencyKey: '' },
      params,
    });
}

const UNAVAILABLE: FormMessage = { key: 'members.common.unavailable' };
/** A member's form without its session's form token (another site's, or opened before the last login). */
const TOKEN_REFUSED: FormMessage = { key: 'members.common.formTokenRefused' };

/** dept-api's limit was reached: the minutes to wait. */
function tooMany(answer: { retryAfterSeconds: number | null }): FormMessage {
  return { key: 'members.common.tooMany', values: { minutes: minutesToWait(answer.retryAfterSeconds) } };
}

/** The rules' problems, each with the limit its message names. */
function ruleProblems(problems: readonly { field: string; message: FormMessageKey }[]): FieldMessage[] {
  return problems.map(({ field, message }) => withValues(field, message));
}

/** Done: a 303 (so a reload never posts again) that no cache keeps. */
function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('cache-control', 'private, no-store').header('location', location).send();
}

const siteIdOf = async (request: FastifyRequest) => (await resolveSite(request)).id;

/** dept-api's answer to `call`, or null when dept-api could not be reached (logged as `{what}: …`). */
async function askDeptApi<Answer>(
  request: FastifyRequest,
  what: string,
  call: () => Promise<Answer>,
): Promise<Answer | null> {
  try {
    return await call();
  } catch (error) {
    request.log.warn({ err: error }, `${what}: dept-api could not be reached`);
    return null;
  }
}

type DeptApiAnswer = { status: number; data: unknown; retryAfterSeconds: number | null };

/**
 * A refused call's page again: 422 its problems on their fields (when it names any; unless `fieldProblems` is
 * false), 429 the minutes to wait (unless `waitTime` is false); anything else logged (`{what}: …`) and "cannot be
 * done just now".
 */
function refusal(
  answer: DeptApiAnswer,
  request: FastifyRequest,
  what: string,
  again: ShowAgain,
  { fieldProblems = true, waitTime = true } = {},
): Promise<FastifyReply> {
  if (fieldProblems && answer.status === 422) {
    const problems = upstreamProblems(answer.data);
    if (problems.length > 0) return again(problems, null, 422);
  }
  if (waitTime && answer.status === 429) return again([], tooMany(answer), 429);
  request.log.warn({ upstreamStatus: answer.status }, `${what}: dept-api refused it`);
  return again([], UNAVAILABLE, 503);
}

/**
 * Log in: the rules, the captcha, then dept-api's memberLogin. A wrong e-mail and a wrong password get the one
 * message; an address not yet verified is told so; too many tries get the minutes to wait. Logged in: both cookies
 * and a 303 to where the member was going (a checked same-site path), else the dashboard.
 */
async function logIn(post: MemberPost, route: RouteName): Promise<FastifyReply> {
  const { request, reply, lang, form } = post;
  const next = safeReturnPath(form.fields.next);
  const page = route === 'memberLoginOld' ? 'login-old' : 'login';
  const values = { email: text(form, 'email') };
  const again = formPageAgain(post, route, page, values, next ? { next } : {});

  const human = await passedPostedCaptcha(request, form.fields);
  const checked = checkForm(memberLoginSchema, { ...form.fields, captcha: human ? 'true' : '' });
  if (!checked.ok) return again(ruleProblems(checked.problems), null, 422);
  const { email, password } = checked.value;
  const answer = await askDeptApi(request, 'member login', async () =>
    request.server.deptApi.member(
      'memberLogin',
      { body: { email, password, sender_ip: request.ip } },
      { siteId: await siteIdOf(request) },
    ),
  );
  if (!answer) return again([], UNAVAILABLE, 503);
  if (answer.status === 200) {
    const session = answer.data as MemberSessionAnswer;
    setMemberCookies(reply, session.access_token, session.data.email);
    forgetMemberSession(request, null);
    return seeOther(reply, next ?? memberPath(lang, 'dashboard'));
  }
  const code = (answer.data as { code?: unknown } | null)?.code;
  if (answer.status === 403 && code === 'email_not_verified') {
    return again([], { key: 'members.login.notVerified' }, 403);
  }
  if (answer.status === 400 || answer.status === 422) {
    // The one message whether the address or the password was wrong (no one learns who is a member).
    return again([], { key: 'members.login.failed' }, 400);
  }
  return refusal(answer, request, 'member login', again);
}

/** The registration's fields shown again as typed (never the passwords). */
const REGISTER_KEPT = ['username', 'firstName', 'lastName', 'email', 'acceptAgreement'] as const;

/**
 * Register (requirements.md §9.1 call 2): the rules (requirements.md §7.3, "password does not match" included), the
 * captcha, then dept-api's memberSignup, which mails the verification link. Sent: a 303 to the page that says so (an
 * address that had an account gets the same answer: dept-api mails its owner instead). dept-api's 422 names fields (a
 * username taken).
 */
async function register(post: MemberPost): Promise<FastifyReply> {
  const { request, reply, lang, form } = post;
  const values = Object.fromEntries(REGISTER_KEPT.map((field) => [field, text(form, field)]));
  const again = formPageAgain(post, 'memberRegister', 'register', values);
  const human = await passedPostedCaptcha(request, form.fields);
  const checked = checkMemberForm(memberSignupSchema, { ...form.fields, captcha: human ? 'true' : '' });
  if (!checked.ok) return again(ruleProblems(checked.problems), null, 422);
  const input = checked.value;
  const answer = await askDeptApi(request, 'member registration', async () =>
    request.server.deptApi.member(
      'memberSignup',
      {
        body: {
          username: input.username,
          name: input.firstName,
          surname: input.lastName,
          email: input.email,
          password: input.password,
          confirm_password: input.confirmPassword,
          accept_agreement: true,
          captcha_verified: true,
          lang,
          sender_ip: request.ip,
        },
      },
      { siteId: await siteIdOf(request) },
    ),
  );
  if (!answer) return again([], UNAVAILABLE, 503);
  if (answer.status === 201 || answer.status === 200) {
    return seeOther(reply, `${memberPath(lang, 'register')}?sent=1`);
  }
  return refusal(answer, request, 'member registration', again);
}

/** dept-api's 422 problems (the contract's snake_case fields) as the form's fields; anything unknown is dropped. */
function upstreamProblems(data: unknown): FieldMessage[] {
  const problems = (data as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  const fieldOf = new Map(Object.entries(MEMBER_WIRE_FIELDS).map(([field, wire]) => [wire as string, field]));
  fieldOf.set('types', 'types');
  const known = new Set<string>(Object.values(FORM_MESSAGES));
  return problems.flatMap((problem: { field?: unknown; message?: unknown }) => {
    const field = fieldOf.get(String(problem.field));
    const message = String(problem.message);
    return field && known.has(message) ? [withValues(field, message as FormMessageKey)] : [];
  });
}

/**
 * The verify link's POST (requirements.md §7.2): dept-api's memberVerifyEmail with the token; the answer is the
 * verify screen with the result (success, or the link invalid or expired; dept-api unreachable: try again).
 */
async function verify(post: MemberPost): Promise<FastifyReply> {
  const { deps, request, reply, lang, form } = post;
  const token = text(form, 'token');
  if (token === '' && form.fields.email !== undefined) return resendVerification(post);
  let state: 'success' | 'failed' | 'unavailable' = 'failed';
  if (/^[A-Za-z0-9_-]{1,200}$/.test(token)) {
    try {
      const siteId = (await resolveSite(request)).id;
      const answer = await request.server.deptApi.member(
        'memberVerifyEmail',
        { body: { token } },
        { siteId },
      );
      state = answer.status === 200 ? 'success' : answer.status === 400 ? 'failed' : 'unavailable';
      if (state === 'unavailable') {
        request.log.warn({ upstreamStatus: answer.status }, 'member verification: dept-api refused it');
      }
    } catch (error) {
      request.log.warn({ err: error }, 'member verification: dept-api could not be reached');
      state = 'unavailable';
    }
  }
  return respondWithPage(deps, request, reply, {
    route: 'memberVerify',
    lang,
    path: memberPath(lang, 'verify'),
    status: state === 'success' ? 200 : state === 'failed' ? 400 : 503,
    answer: { state, token: null },
    params: {},
  });
}

/**
 * Forgot password: dept-api's memberForgotPassword answers 202 whoever asks; so does this page (303 to the one
 * answer). Only its own limit (429) and being unreachable are told.
 */
async function forgotPassword(post: MemberPost): Promise<FastifyReply> {
  const { request, reply, lang, form } = post;
  const values = { email: text(form, 'email') };
  const again = formPageAgain(post, 'memberForgotPassword', 'forgot-password', values);
  const checked = checkForm(newsletterGuestSchema, form.fields);
  if (!checked.ok) return again(ruleProblems(checked.problems), null, 422);
  const { email } = checked.value;
  const answer = await askDeptApi(request, 'forgot password', async () =>
    request.server.deptApi.member(
      'memberForgotPassword',
      { body: { email, lang, sender_ip: request.ip } },
      { siteId: await siteIdOf(request) },
    ),
  );
  if (!answer) return again([], UNAVAILABLE, 503);
  if (answer.status === 202 || answer.status === 200) {
    return seeOther(reply, `${memberPath(lang, 'forgot-password')}?sent=1`);
  }
  return refusal(answer, request, 'forgot password', again, { fieldProblems: false });
}

/**
 * Reset password: the new password twice (requirements.md §7.3), the token from the form, dept-api's
 * memberResetPassword.
 * Done: 303 to the login, which says the password is changed (dept-api ended every session of the member). A token
 * dept-api refuses (unknown, used, expired): the page says the link is invalid and offers a new one.
 */
async function resetPassword(post: MemberPost): Promise<FastifyReply> {
  const { deps, request, reply, lang, form } = post;
  const token = text(form, 'token');
  const show = (answer: { form: SubmittedForm; token: string | null }, status: number) =>
    respondWithPage(deps, request, reply, {
      route: 'memberResetPassword',
      lang,
      path: memberPath(lang, 'reset-password'),
      status,
      answer,
      params: {},
    });
  const invalid = () =>
    show({ form: { values: {}, problems: [], formError: null, idempotencyKey: '' }, token: null }, 400);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return invalid();
  const again: ShowAgain = (problems, formError, status) =>
    show({ form: { values: {}, problems, formError, idempotencyKey: '' }, token }, status);
  const checked = checkMemberForm(memberPasswordResetSchema, form.fields);
  if (!checked.ok) return again(ruleProblems(checked.problems), null, 422);
  const { password, confirmPassword } = checked.value;
  const answer = await askDeptApi(request, 'reset password', async () =>
    request.server.deptApi.member(
      'memberResetPassword',
      { body: { token, password, confirm_password: confirmPassword } },
      { siteId: await siteIdOf(request) },
    ),
  );
  if (!answer) return again([], UNAVAILABLE, 503);
  if (answer.status === 200) {
    // Every session of the member ended at dept-api: this browser's cookies go too.
    clearMemberCookies(reply);
    return seeOther(reply, `${memberPath(lang, 'login')}?reset=1`);
  }
  if (answer.status === 400) return invalid();
  return refusal(answer, request, 'reset password', again, { waitTime: false });
}

/** A member's POST without a session (expired, logged out elsewhere): to the login, and back to the page after it. */
function toLogin(reply: FastifyReply, lang: Language, page: string): FastifyReply {
  clearMemberCookies(reply);
  return seeOther(reply, memberPath(lang, 'login', memberPath(lang, page)));
}

/** The picture's problem, in the picture's own words (requirements.md §7.1: JPG, PNG or GIF, up to 2 MB). */
function pictureProblem(form: MultipartForm): FieldMessage | null {
  const tooLarge = {
    field: 'picture',
    message: FORM_MESSAGES.pictureTooLarge,
    values: { megabytes: MEMBER_PICTURE_MAX_MEGABYTES },
  };
  if (form.fileProblem) {
    const { message } = form.fileProblem;
    return message === FORM_MESSAGES.fileTooLarge || message === FORM_MESSAGES.filesTooLarge
      ? tooLarge
      : { field: 'picture', message: FORM_MESSAGES.pictureFormat };
  }
  if (form.file && !(MEMBER_PICTURE_TYPES as readonly string[]).includes(form.file.type)) {
    return { field: 'picture', message: FORM_MESSAGES.pictureFormat };
  }
  return null;
}

/**
 * Edit the profile (requirements.md §9.1 call 4, then the picture): the rules of `memberProfileSchema`, the picture's
 * type by its first bytes and its size, then dept-api with the member's token. Saved: 303 to the profile, which says
 * so.
 */
async function editProfile(post: MemberPost): Promise<FastifyReply> {
  const { request, reply, lang, form } = post;
  const session = await memberSessionOf(request, reply);
  if (!session) return toLogin(reply, lang, 'profile/edit');
  const values = Object.fromEntries(
    ['firstName', 'lastName', 'phone', 'birthday', 'gender'].map((field) => [field, text(form, field)]),
  );
  const again = formPageAgain(post, 'memberProfileEdit', 'profile/edit', values);
  if (!carriesMemberFormToken(request, session.token, form.fields)) return again([], TOKEN_REFUSED, 403);
  const checked = checkForm(memberProfileSchema, form.fields);
  const problems = checked.ok ? [] : ruleProblems(checked.problems);
  const picture = pictureProblem(form);
  if (picture) problems.push(picture);
  if (!checked.ok || picture) return again(problems, null, 422);

  const { id } = session.profile;
  const input = checked.value;
  const auth = { siteId: session.siteId, memberToken: session.token };
  try {
    const answer = await request.server.deptApi.member(
      'memberUpdateProfile',
      {
        path: { id },
        body: {
          id,
          first_name: input.firstName,
          last_name: input.lastName,
          phone: input.phone,
          birthday: input.birthday,
          gender: input.gender,
          lang,
        },
      },
      auth,
    );
    const refused = await refusedMemberCall(answer, post, 'profile/edit', again);
    if (refused) return refused;
    if (form.file) {
      const upload = new FormData();
      upload.append('picture', await openAsBlob(form.file.path, { type: form.file.mime }), form.file.name);
      const uploaded = await request.server.deptApi.member(
        'memberUploadPicture',
        { path: { id }, form: upload },
        auth,
      );
      const pictureRefused = await refusedMemberCall(uploaded, post, 'profile/edit', again);
      if (pictureRefused) return pictureRefused;
    }
  } catch (error) {
    request.log.warn({ err: error }, 'member profile: dept-api could not be reached');
    return again([], UNAVAILABLE, 503);
  }
  return seeOther(reply, `${memberPath(lang, 'profile')}?saved=1`);
}

/**
 * What a refused call of a member's own comes to, or null when it was done (2xx): 401 (the session ended) to the
 * login; 422 its problems on their fields; 429 the minutes to wait; anything else "cannot be done just now".
 */
async function refusedMemberCall(
  answer: DeptApiAnswer,
  { request, reply, lang }: MemberPost,
  page: string,
  again: ShowAgain,
): Promise<FastifyReply | null> {
  if (answer.status >= 200 && answer.status < 300) return null;
  if (answer.status === 401) return toLogin(reply, lang, page);
  return refusal(answer, request, `member ${page}`, again);
}

/**
 * Change the password (requirements.md §9.1 call 5): the current one (wrong: said, and counted by dept-api as a
 * failed login), the new one twice (requirements.md §7.3). Changed: dept-api ends the member's other sessions; this
 * one goes on.
 */
async function changePassword(post: MemberPost): Promise<FastifyReply> {
  const { request, reply, lang, form } = post;
  const session = await memberSessionOf(request, reply);
  if (!session) return toLogin(reply, lang, 'change-password');
  const again = formPageAgain(post, 'memberChangePassword', 'change-password', {});
  if (!carriesMemberFormToken(request, session.token, form.fields)) return again([], TOKEN_REFUSED, 403);
  const checked = checkMemberForm(memberPasswordChangeSchema, form.fields);
  if (!checked.ok) return again(ruleProblems(checked.problems), null, 422);
  const { id } = session.profile;
  const { currentPassword, password, confirmPassword } = checked.value;
  const answer = await askDeptApi(request, 'member change password', () =>
    request.server.deptApi.member(
      'memberChangePassword',
      {
        path: { id },
        body: {
          id,
          current_password: currentPassword,
          password,
          confirm_password: confirmPassword,
          sender_ip: request.ip,
        },
      },
      { siteId: session.siteId, memberToken: session.token },
    ),
  );
  if (!answer) return again([], UNAVAILABLE, 503);
  if (answer.status === 400) return again([], { key: 'members.changePassword.wrongCurrent' }, 400);
  const refused = await refusedMemberCall(answer, post, 'change-password', again);
  return refused ?? seeOther(reply, `${memberPath(lang, 'change-password')}?changed=1`);
}

/** The member's own picture, from dept-api with their token; nobody else's, and never kept by any cache. */
async function sendPicture(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { lang } = request.params as { lang: string };
  const session: MemberSession | null = isLanguage(lang) ? await memberSessionOf(request, reply) : null;
  const notFound = () =>
    reply
      .code(404)
      .header('cache-control', 'private, no-store')
      .send({ statusCode: 404, error: 'Not Found', message: 'No picture' });
  if (!session?.profile.profile_image) return notFound();
  try {
    const picture = await request.server.deptApi.memberFile(
      'memberPicture',
      { path: { id: session.profile.id } },
      { siteId: session.siteId, memberToken: session.token },
    );
    if (!picture) return notFound();
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .type(picture.contentType === 'image/png' ? 'image/png' : 'image/jpeg')
      .send(picture.body);
  } catch (error) {
    request.log.warn({ err: error }, 'member picture: dept-api could not be reached');
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .send({ statusCode: 503, error: 'Service Unavailable', message: 'Try again later' });
  }
}

/** The newsletter choice of a form: `all` (select all), or the chosen type ids (a repeated field). */
function chosenTypes(form: MultipartForm): { all: boolean; types: string[] } {
  const raw = form.fields.types;
  const types = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
    (type) => typeof type === 'string' && /^[a-z0-9-]{1,64}$/.test(type),
  );
  return { all: text(form, 'all') === 'true', types: [...new Set(types)].slice(0, 50) };
}

const choiceValues = (choice: { all: boolean; types: string[] }) => ({
  types: choice.types.join(' '),
  all: choice.all ? 'true' : '',
});

/**
 * A guest subscribes (double opt-in): the address, the types or all; dept-api's newsletterSubscribe answers 202
 * whoever asks and mails a confirmation link; so does this page (303 to the one answer).
 */
async function subscribeGuest(post: MemberPost): Promise<FastifyReply> {
  const { request, reply, lang, form } = post;
  const choice = chosenTypes(form);
  const values = { email: text(form, 'email'), ...choiceValues(choice) };
  const again = formPageAgain(post, 'memberEnews', 'e-news', values);
  const checked = checkForm(newsletterGuestSchema, form.fields);
  const problems = checked.ok ? [] : ruleProblems(checked.problems);
  if (!choice.all && choice.types.length === 0) {
    problems.push({ field: 'types', message: FORM_MESSAGES.chooseNewsletterType });
  }
  if (!checked.ok || problems.length > 0) return again(problems, null, 422);
  const { email } = checked.value;
  const answer = await askDeptApi(request, 'newsletter subscription', async () =>
    request.server.deptApi.member(
      'newsletterSubscribe',
      {
        body: {
          email,
          types: choice.types,
          ...(choice.all ? { all: true } : {}),
          lang,
          sender_ip: request.ip,
        },
      },
      { siteId: await siteIdOf(request) },
    ),
  );
  if (!answer) return again([], UNAVAILABLE, 503);
  if (answer.status === 202 || answer.status === 200)
    return seeOther(reply, `${memberPath(lang, 'e-news')}?sent=1`);
  const refused = await refusedMemberCall(answer, post, 'e-news', again);
  return refused ?? again([], UNAVAILABLE, 503);
}

/** A member chooses newsletters (dept-api's memberUpdateSubscriptions: at once, the address is verified). */
async function chooseNewsletters(post: MemberPost): Promise<FastifyReply> {
  const { request, reply, lang, form } = post;
  const session = await memberSessionOf(request, reply);
  if (!session) return toLogin(reply, lang, 'e-news/edit');
  const choice = chosenTypes(form);
  const values = choiceValues(choice);
  const again = formPageAgain(post, 'memberEnewsEdit', 'e-news/edit', values);
  if (!carriesMemberFormToken(request, session.token, form.fields)) return again([], TOKEN_REFUSED, 403);
  try {
    const answer = await request.server.deptApi.member(
      'memberUpdateSubscriptions',
      { body: { types: choice.types, ...(choice.all ? { all: true } : {}) } },
      { siteId: session.siteId, memberToken: session.token },
    );
    const refused = await refusedMemberCall(answer, post, 'e-news/edit', again);
    if (refused) return refused;
  } catch (error) {
    request.log.warn({ err: error }, 'newsletter choice: dept-api could not be reached');
    return again([], UNAVAILABLE, 503);
  }
  return seeOther(reply, `${memberPath(lang, 'e-news')}?saved=1`);
}

/**
 * A newsletter mail's link, posted: confirm a guest's subscription (newsletterConfirm) or unsubscribe
 * (newsletterUnsubscribe, which keeps answering 200 for a token used before). The token is the link's own (its
 * query), or the form's.
 */
async function followEnewsLink(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'confirm' | 'unsubscribe',
): Promise<FastifyReply> {
  const { lang } = request.params as { lang: string };
  if (!isLanguage(lang) || requestPath(request) !== memberPath(lang, `e-news/${kind}`)) {
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such form' });
  }
  const query = request.query as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const token =
    typeof query.token === 'string' ? query.token : typeof body.token === 'string' ? body.token : '';
  let state: 'done' | 'failed' | 'unavailable' = 'failed';
  if (/^[A-Za-z0-9_-]{1,200}$/.test(token)) {
    try {
      const siteId = (await resolveSite(request)).id;
      const operation = kind === 'confirm' ? 'newsletterConfirm' : 'newsletterUnsubscribe';
      const answer = await request.server.deptApi.member(operation, { body: { token } }, { siteId });
      state = answer.status === 200 ? 'done' : answer.status === 400 ? 'failed' : 'unavailable';
    } catch (error) {
      request.log.warn({ err: error }, `newsletter ${kind}: dept-api could not be reached`);
      state = 'unavailable';
    }
  }
  return respondWithPage(deps, request, reply, {
    route: kind === 'confirm' ? 'memberEnewsConfirm' : 'memberEnewsUnsubscribe',
    lang,
    path: memberPath(lang, `e-news/${kind}`),
    status: state === 'done' ? 200 : state === 'failed' ? 400 : 503,
    answer: { state, token: null },
    params: {},
  });
}

/**
 * A new verification link (dept-api's memberResendVerification, 202 whoever asks): the same answer for every
 * address, so it tells no one who has an account.
 */
async function resendVerification(post: MemberPost): Promise<FastifyReply> {
  const { deps, request, reply, lang, form } = post;
  const values = { email: text(form, 'email') };
  const show = (
    state: 'resend' | 'resent',
    problems: FieldMessage[],
    formError: FormMessage | null,
    status: number,
  ) =>
    respondWithPage(deps, request, reply, {
      route: 'memberVerify',
      lang,
      path: memberPath(lang, 'verify'),
      status,
      answer: { state, token: null, form: { values, problems, formError, idempotencyKey: '' } },
      params: {},
    });
  const again: ShowAgain = (problems, formError, status) => show('resend', problems, formError, status);
  const checked = checkForm(newsletterGuestSchema, form.fields);
  if (!checked.ok) return again(ruleProblems(checked.problems), null, 422);
  const { email } = checked.value;
  const answer = await askDeptApi(request, 'resend verification', async () =>
    request.server.deptApi.member(
      'memberResendVerification',
      { body: { email, lang, sender_ip: request.ip } },
      { siteId: await siteIdOf(request) },
    ),
  );
  if (!answer) return again([], UNAVAILABLE, 503);
  if (answer.status === 202 || answer.status === 200) return show('resent', [], null, 200);
  return refusal(answer, request, 'resend verification', again, { fieldProblems: false });
}

/** Log out: dept-api revokes the token (if it still works), both cookies are cleared, the login page says so. */
async function logOut(request: FastifyRequest, reply: FastifyReply, lang: Language): Promise<FastifyReply> {
  const token = memberTokenOf(request);
  if (token) {
    try {
      const siteId = (await resolveSite(request)).id;
      const answer = await request.server.deptApi.member(
        'memberLogout',
        { body: {} },
        { siteId, memberToken: token },
      );
      if (answer.status !== 200 && answer.status !== 401) {
        request.log.warn({ upstreamStatus: answer.status }, 'member logout: dept-api refused it');
      }
    } catch (error) {
      // The cookies go anyway: the token ends by itself within 24 hours.
      request.log.warn({ err: error }, 'member logout: dept-api could not be reached');
    }
  }
  clearMemberCookies(reply);
  forgetMemberSession(request, null);
  return seeOther(reply, `${memberPath(lang, 'login')}?loggedOut=1`);
}
