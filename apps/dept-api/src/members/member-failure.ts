import { HttpError } from '../http/errors.ts';

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
