/** requirements.md §9.1: how a failed member call is answered (the error handler of the members' routes). */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, HttpError, statusOf } from '../../http/errors.ts';

/** The `code` of a failure that did not name one (the framework's and the token guard's). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_input',
  429: 'too_many_requests',
};

/** requirements.md §9.1: a failed member call is `success: false`; here with the ApiError members and a `code`. */
export function answerMemberFailure(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = statusOf(error);
  if (error instanceof HttpError) reply.headers(error.headers);
  reply.header('cache-control', 'no-store');
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      ...apiError(500, 'The server could not answer this request'),
      success: false,
      code: 'server_error',
    });
  }
  request.log.info({ statusCode: status, reason: error.message }, 'request refused');
  const details = error instanceof HttpError ? error.details : {};
  return reply.code(status).send({
    ...apiError(status, error.message),
    success: false,
    code: CODE_BY_STATUS[status] ?? 'bad_request',
    ...details,
  });
}
