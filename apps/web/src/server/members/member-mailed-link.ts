import type { FastifyReply } from 'fastify';
import { checkForm, newsletterGuestSchema } from '@probation/forms';
import { askDeptApi, refusal, siteIdOf, UNAVAILABLE } from './member-dept-api-answer.ts';
import { ruleProblems, type MemberPost, type ShowAgain } from './member-form-answer.ts';

/**
 * An address asking for a mailed link (a forgotten password, a new verification link): the address's rules, then
 * dept-api's call, which answers 202 whoever asks, so the answer tells no one who has an account. Null when it was
 * accepted (the caller says so); else the form again: its problems, dept-api's limit (429) or being unreachable.
 */
export async function askForMailedLink(
  { request, lang, form }: MemberPost,
  operation: 'memberForgotPassword' | 'memberResendVerification',
  what: string,
  again: ShowAgain,
): Promise<FastifyReply | null> {
  const checked = checkForm(newsletterGuestSchema, form.fields);
  if (!checked.ok) return again(ruleProblems(checked.problems), null, 422);
  const { email } = checked.value;
  const answer = await askDeptApi(request, what, async () =>
    request.server.deptApi.member(
      operation,
      { body: { email, lang, sender_ip: request.ip } },
      { siteId: await siteIdOf(request) },
    ),
  );
  if (!answer) return again([], UNAVAILABLE, 503);
  if (answer.status === 202 || answer.status === 200) return null;
  return refusal(answer, request, what, again, { fieldProblems: false });
}
