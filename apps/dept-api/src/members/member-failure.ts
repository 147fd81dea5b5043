import type { FieldProblem } from '@probation/forms';
import { HttpError, tooManyRequests } from '../http/errors.ts';

/**
 * A failure of a member call: its status, the `code` the website acts on (contract `MemberFailure`), a message for
 * developers, and more members (a 422's `problems`). The member routes answer it with `success: false`.
 */
export function memberFailure(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, message, {}, { code, ...extra });
}

/** 422 naming each field by its wire name, in the form's order. */
export function memberFormRejected(
  problems: FieldProblem[],
  wire: Readonly<Record<string, string>>,
): HttpError {
  return memberFailure(422, 'invalid_input', 'The payload breaks a rule of the members forms', {
    problems: problems.map((problem) => ({
      field: wire[problem.field] ?? problem.field,
      message: problem.message,
    })),
  });
}

/** 429 `too_many_requests` with `Retry-After`: the whole seconds until `retryAt` (at least 1). */
export function memberTooManyRequests(message: string, retryAt: Date, now: Date): HttpError {
  const { headers } = tooManyRequests(message, retryAt, now);
  return new HttpError(429, message, headers, { code: 'too_many_requests' });
}
