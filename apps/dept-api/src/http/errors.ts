/** The one error type of the API and the handlers that turn every failure into the contract's ApiError shape. */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@probation/contract';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** More members of the answer beside the ApiError ones (a 422's `problems`). */
  readonly details: Record<string, unknown>;
  constructor(
    statusCode: number,
    message: string,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
    this.details = details;
  }
}

export const unauthorized = (message: string) =>
  new HttpError(401, message, { 'www-authenticate': 'Bearer realm="dept-api", error="invalid_token"' });
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** 429 with `Retry-After`: the whole seconds until `retryAt` (at least 1). */
export function tooManyRequests(message: string, retryAt: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return new HttpError(429, message, { 'retry-after': String(seconds) });
}

export function apiError(statusCode: number, message: string): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** The status a failure is answered with: its own, 400 for a schema's refusal, else a 4xx it names or 500. */
export function statusOf(error: FastifyError | HttpError): number {
  if (error instanceof HttpError) return error.statusCode;
  if ('validation' in error && error.validation) return 400;
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : 500;
}

/**
 * Fastify's own refusals before routing (a path that does not decode: 400; a path segment over maxParamLength:
 * 414) in the ApiError shape, without echoing the path.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode === 414 ? 414 : 400;
  request.log.info({ statusCode: status, code: error.code }, 'request refused');
  void reply
    .code(status)
    .send(
      apiError(
        status,
        status === 414 ? 'A part of the path is too long' : 'The path is not valid percent-encoded UTF-8',
      ),
    );
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    const status = statusOf(error);
    if (error instanceof HttpError) reply.headers(error.headers);
    if (status >= 500 && error instanceof HttpError) {
      request.log.warn({ statusCode: status, reason: error.message }, 'request not served');
      return reply.code(status).send(apiError(status, error.message));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(apiError(500, 'The server could not answer this request'));
    }
    request.log.info({ statusCode: status, reason: error.message }, 'request refused');
    const details = error instanceof HttpError ? error.details : {};
    return reply.code(status).send({ ...apiError(status, error.message), ...details });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        apiError(404, `Route ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)} not found`),
      ),
  );
}
