import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_MESSAGES, MEMBER_WIRE_FIELDS, type FormMessageKey } from '@probation/forms';
import type { FieldMessage, FormMessage } from '../../shared/submitted-form.ts';
import { minutesToWait, withValues } from '../forms/form-route.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { toLogin, type MemberPost, type ShowAgain } from './member-form-answer.ts';

/** dept-api could not be reached, or refused for a reason the member cannot put right. */
export const UNAVAILABLE: FormMessage = { key: 'members.common.unavailable' };

type DeptApiAnswer = { status: number; data: unknown; retryAfterSeconds: number | null };

export const siteIdOf = async (request: FastifyRequest) => (await resolveSite(request)).id;

/** dept-api's answer to `call`, or null when dept-api could not be reached (logged as `{what}: …`). */
export async function askDeptApi<Answer>(
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

/** dept-api's limit was reached: the minutes to wait. */
function tooMany(answer: { retryAfterSeconds: number | null }): FormMessage {
  return { key: 'members.common.tooMany', values: { minutes: minutesToWait(answer.retryAfterSeconds) } };
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
 * A refused call's page again: 422 its problems on their fields (when it names any; unless `fieldProblems` is
 * false), 429 the minutes to wait (unless `waitTime` is false); anything else logged (`{what}: …`) and "cannot be
 * done just now".
 */
export function refusal(
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
 * What a refused call of a member's own comes to, or null when it was done (2xx): 401 (the session ended) to the
 * login; 422 its problems on their fields; 429 the minutes to wait; anything else "cannot be done just now".
 */
export async function refusedMemberCall(
  answer: DeptApiAnswer,
  { request, reply, lang }: MemberPost,
  page: string,
  again: ShowAgain,
): Promise<FastifyReply | null> {
  if (answer.status >= 200 && answer.status < 300) return null;
  if (answer.status === 401) return toLogin(reply, lang, page);
  return refusal(answer, request, `member ${page}`, again);
}
