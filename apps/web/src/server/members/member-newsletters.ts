import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkForm, FORM_MESSAGES, newsletterGuestSchema } from '@probation/forms';
import { memberPath } from '../../shared/routes.ts';
import type { MultipartForm } from '../forms/multipart-form.ts';
import { respondWithPage, type PipelineDeps } from '../render/page-pipeline.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { askDeptApi, refusedMemberCall, siteIdOf, UNAVAILABLE } from './member-dept-api-answer.ts';
import { carriesMemberFormToken } from './member-form-token.ts';
import {
  formPageAgain,
  LINK_TOKEN_PATTERN,
  noSuchForm,
  ownPageLanguage,
  ruleProblems,
  seeOther,
  text,
  toLogin,
  TOKEN_REFUSED,
  type MemberPost,
} from './member-form-answer.ts';
import { memberSessionOf } from './member-session.ts';

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
export async function subscribeGuest(post: MemberPost): Promise<FastifyReply> {
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
export async function chooseNewsletters(post: MemberPost): Promise<FastifyReply> {
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
export async function followEnewsLink(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'confirm' | 'unsubscribe',
): Promise<FastifyReply> {
  const lang = ownPageLanguage(request, `e-news/${kind}`);
  if (!lang) return noSuchForm(reply);
  const query = request.query as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const token =
    typeof query.token === 'string' ? query.token : typeof body.token === 'string' ? body.token : '';
  let state: 'done' | 'failed' | 'unavailable' = 'failed';
  if (LINK_TOKEN_PATTERN.test(token)) {
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
