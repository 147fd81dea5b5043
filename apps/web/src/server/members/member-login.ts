import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkForm, memberLoginSchema } from '@probation/forms';
import type { components } from '@probation/contract';
import { memberPath, type RouteName } from '../../shared/routes.ts';
import { safeReturnPath } from '../../shared/return-path.ts';
import { passedPostedCaptcha } from '../captcha/posted-captcha.ts';
import { renderErrorPage } from '../render/page-render.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { askDeptApi, refusal, siteIdOf, UNAVAILABLE } from './member-dept-api-answer.ts';
import { carriesMemberFormToken } from './member-form-token.ts';
import {
  formPageAgain,
  noSuchForm,
  ownPageLanguage,
  ruleProblems,
  seeOther,
  text,
  type MemberPost,
} from './member-form-answer.ts';
import {
  clearMemberCookies,
  forgetMemberSession,
  memberTokenOf,
  setMemberCookies,
} from './member-session.ts';

type MemberSessionAnswer = components['schemas']['MemberSession'];

/**
 * Log in: the rules, the captcha, then dept-api's memberLogin. A wrong e-mail and a wrong password get the one
 * message; an address not yet verified is told so; too many tries get the minutes to wait. Logged in: both cookies
 * and a 303 to where the member was going (a checked same-site path), else the dashboard.
 */
export async function logIn(post: MemberPost, route: RouteName): Promise<FastifyReply> {
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

/**
 * Log out, the header's plain form (its body is the member's form token): dept-api revokes the token (if it still
 * works), both cookies are cleared, the login page says so. A session is ended only by its own page's form (a
 * guest's cookies are cleared by any).
 */
export async function logOut(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const lang = ownPageLanguage(request, 'logout');
  if (!lang) return noSuchForm(reply);
  const token = memberTokenOf(request);
  const fields = (request.body ?? {}) as Record<string, unknown>;
  if (token && !carriesMemberFormToken(request, token, fields)) return renderErrorPage(request, reply, 403);
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
