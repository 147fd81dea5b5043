import type { FastifyReply } from 'fastify';
import { checkMemberForm, memberPasswordResetSchema } from '@probation/forms';
import { memberPath } from '../../shared/routes.ts';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { respondWithPage } from '../render/page-pipeline.ts';
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
import { clearMemberCookies } from './member-session.ts';

/**
 * Forgot password: dept-api's memberForgotPassword answers 202 whoever asks; so does this page (303 to the one
 * answer). Only its own limit (429) and being unreachable are told.
 */
export async function forgotPassword(post: MemberPost): Promise<FastifyReply> {
  const { reply, lang, form } = post;
  const values = { email: text(form, 'email') };
  const again = formPageAgain(post, 'memberForgotPassword', 'forgot-password', values);
  const refused = await askForMailedLink(post, 'memberForgotPassword', 'forgot password', again);
  return refused ?? seeOther(reply, `${memberPath(lang, 'forgot-password')}?sent=1`);
}

/**
 * Reset password: the new password twice (requirements.md §7.3), the token from the form, dept-api's
 * memberResetPassword.
 * Done: 303 to the login, which says the password is changed (dept-api ended every session of the member). A token
 * dept-api refuses (unknown, used, expired): the page says the link is invalid and offers a new one.
 */
export async function resetPassword(post: MemberPost): Promise<FastifyReply> {
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
  if (!LINK_TOKEN_PATTERN.test(token)) return invalid();
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
