import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_ERROR_MESSAGES } from '../errors.ts';

export type ErrorPageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
) => FastifyReply;

/**
 * The 429 answer in the caller's own terms, always with Retry-After and never stored by a cache: the masked
 * GraphQL error (code RATE_LIMITED, extensions.retryAfter) on /graphql, the error page in the visitor's language
 * for a browser asking for HTML (when the pages are served), the JSON error of the other routes otherwise.
 */
export function tooManyRequests(
  request: FastifyRequest,
  reply: FastifyReply,
  retryAfterSeconds: number,
  renderErrorPage: ErrorPageRenderer | undefined,
): FastifyReply {
  reply.code(429).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  const message = PUBLIC_ERROR_MESSAGES.RATE_LIMITED;
  if (request.url === '/graphql' || request.url.startsWith('/graphql?')) {
    return reply.send({
      data: null,
      errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter: retryAfterSeconds } }],
    });
  }
  const wantsHtml =
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html');
  if (wantsHtml && renderErrorPage) return renderErrorPage(request, reply, 429);
  return reply.send({ statusCode: 429, code: 'RATE_LIMITED', message });
}
