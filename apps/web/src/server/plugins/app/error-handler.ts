import fp from 'fastify-plugin';
import { AppError, PUBLIC_ERROR_MESSAGES, RateLimitedError } from '../../errors.ts';

/**
 * The JSON error answer of non-GraphQL routes (media, probes): status and code from the error class, a
 * generic message, nothing internal. The pages register their own handler for HTML error screens.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error, request, reply) => {
      if (error instanceof AppError) {
        request.log[error.statusCode >= 500 ? 'error' : 'info']({ err: error }, error.message);
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(error.statusCode).send({
          statusCode: error.statusCode,
          code: error.code,
          message: PUBLIC_ERROR_MESSAGES[error.code],
        });
      }
      const status =
        typeof (error as { statusCode?: unknown }).statusCode === 'number'
          ? (error as { statusCode: number }).statusCode
          : 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'request refused');
        // Fastify's messages quote the request (a content type, a body fragment): the log keeps them, not the answer.
        return reply
          .code(status)
          .send({ statusCode: status, code: 'BAD_REQUEST', message: PUBLIC_ERROR_MESSAGES.BAD_REQUEST });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error.' });
    });
  },
  { name: 'error-handler' },
);
