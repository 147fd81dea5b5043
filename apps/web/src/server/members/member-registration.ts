import type { FastifyReply } from 'fastify';
import { checkMemberForm, memberSignupSchema } from '@probation/forms';
import { memberPath } from '../../shared/routes.ts';
import type { FieldMessage, FormMessage } from '../../shared/submitted-form.ts';
import { passedPostedCaptcha } from '../captcha/posted-captcha.ts';
import { respondWithPage } from '../render/page-pipeline.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { askDeptApi, refusal, siteIdOf, UNAVAILABLE } from './member-dept-api-answer.ts';
import {
  formPageAgain,
  LINK_TOKEN_PATTERN,
  ruleProblems,
  seeOther,
  text,
  type MemberPost,
  type ShowAgain,
} from './member-form-answer.ts';
import { askForMailedLink } from './member-mailed-link.ts';

/** The registration's fields shown again as typed (never the passwords). */
const REGISTER_KEPT = ['username', 'firstName', 'lastName', 'email', 'acceptAgreement'] as const;

/**
 * Register (requirements.md §9.1 call 2): the rules (requirements.md §7.3, "password does not match" included), the
 * captcha, then dept-api's memberSignup, which mails the verification link. Sent: a 303 to the page that says so (an
 * address that had an account gets the same answer: dept-api mails its owner instead). dept-api's 422 names fields (a
 * username taken).
 */
export async function register(post: MemberPost): Promise<FastifyReply> {
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

/**
 * The verify link's POST (requirements.md §7.2): dept-api's memberVerifyEmail with the token; the answer is the
 * verify screen with the result (success, or the link invalid or expired; dept-api unreachable: try again). The
 * same page without a token but with an address asks for a new link.
 */
export async function verify(post: MemberPost): Promise<FastifyReply> {
  const { deps, request, reply, lang, form } = post;
  const token = text(form, 'token');
  if (token === '' && form.fields.email !== undefined) return resendVerification(post);
  let state: 'success' | 'failed' | 'unavailable' = 'failed';
  if (LINK_TOKEN_PATTERN.test(token)) {
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

/** A new verification link (dept-api's memberResendVerification): the same answer for every address. */
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
  const refused = await askForMailedLink(post, 'memberResendVerification', 'resend verification', again);
  return refused ?? show('resent', [], null, 200);
}
