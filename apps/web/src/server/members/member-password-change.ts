import type { FastifyReply } from 'fastify';
import { checkMemberForm, memberPasswordChangeSchema } from '@probation/forms';
import { memberPath } from '../../shared/routes.ts';
import { askDeptApi, refusedMemberCall, UNAVAILABLE } from './member-dept-api-answer.ts';
import { carriesMemberFormToken } from './member-form-token.ts';
import {
  formPageAgain,
  ruleProblems,
  seeOther,
  toLogin,
  TOKEN_REFUSED,
  type MemberPost,
} from './member-form-answer.ts';
import { memberSessionOf } from './member-session.ts';

/**
 * Change the password (requirements.md §9.1 call 5): the current one (wrong: said, and counted by dept-api as a
 * failed login), the new one twice (requirements.md §7.3). Changed: dept-api ends the member's other sessions; this
 * one goes on.
 */
export async function changePassword(post: MemberPost): Promise<FastifyReply> {
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
