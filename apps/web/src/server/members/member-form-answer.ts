import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormMessageKey } from '@probation/forms';
import { isLanguage, type Language } from '@probation/i18n';
import { memberPath, type RouteName } from '../../shared/routes.ts';
import type { FieldMessage, FormMessage } from '../../shared/submitted-form.ts';
import { withValues } from '../forms/form-route.ts';
import type { MultipartForm } from '../forms/multipart-form.ts';
import { respondWithPage, type PipelineDeps } from '../render/page-pipeline.ts';
import { requestPath } from '../render/request-path.ts';
import { clearMemberCookies } from './member-session.ts';

/** A members form's POST, its body read. */
export interface MemberPost {
  deps: PipelineDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  lang: Language;
  form: MultipartForm;
}

/** A members form's answer. */
export type MemberFormHandler = (post: MemberPost) => Promise<FastifyReply>;

/** A members form's page again, with its problems or what went wrong (and the status it is answered with). */
export type ShowAgain = (
  problems: FieldMessage[],
  formError: FormMessage | null,
  status: number,
) => Promise<FastifyReply>;

/** A member's form without its session's form token (another site's, or opened before the last login). */
export const TOKEN_REFUSED: FormMessage = { key: 'members.common.formTokenRefused' };

/** The token of a mail's link (verify, reset password, newsletter): the only shape sent on to dept-api. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** A form's text field as posted, or '' (absent, or a file or repeated field). */
export const text = (form: MultipartForm, name: string) =>
  typeof form.fields[name] === 'string' ? (form.fields[name] as string) : '';

/** A members form's page shown again: what was typed (never a password) kept, its problems and error summary. */
export function formPageAgain(
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

/** The rules' problems, each with the limit its message names. */
export function ruleProblems(
  problems: readonly { field: string; message: FormMessageKey }[],
): FieldMessage[] {
  return problems.map(({ field, message }) => withValues(field, message));
}

/** Done: a 303 (so a reload never posts again) that no cache keeps. */
export function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('cache-control', 'private, no-store').header('location', location).send();
}

/** A member's POST without a session (expired, logged out elsewhere): to the login, and back to the page after it. */
export function toLogin(reply: FastifyReply, lang: Language, page: string): FastifyReply {
  clearMemberCookies(reply);
  return seeOther(reply, memberPath(lang, 'login', memberPath(lang, page)));
}

/**
 * The language of a urlencoded members POST (the logout, a mail's link) when it was posted to its page's own
 * address, else null: the caller answers `noSuchForm`.
 */
export function ownPageLanguage(request: FastifyRequest, page: string): Language | null {
  const { lang } = request.params as { lang: string };
  return isLanguage(lang) && requestPath(request) === memberPath(lang, page) ? lang : null;
}

/** A POST to an address that is not a members form's own. */
export function noSuchForm(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such form' });
}
