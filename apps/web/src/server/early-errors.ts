import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import { baseSecurityHeaders } from './plugins/app/security-headers.ts';

/**
 * The answers Fastify and Node's HTTP parser give before any route or hook runs (docs/decisions/0233): a URL that
 * does not decode (`/%zz`), a path parameter over maxParamLength (414), headers over Node's limit (431), a request
 * the parser cannot read (400). By default they carry none of the security headers and the first two echo the raw
 * URL back. Here they carry the same headers as every answer and a fixed message.
 */

// Not `import … from 'node:http'`: that module's ES namespace reads its lazy WebSocket exports, which loads Node's
// own copy of undici, kept for the whole life of the process (docs/decisions/0426).
const { STATUS_CODES } = process.getBuiltinModule('node:http');

const MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request.',
  408: 'Request timeout.',
  414: 'Request URI too long.',
  431: 'Request headers too large.',
};

function bodyFor(status: number): string {
  return JSON.stringify({
    statusCode: status,
    code: 'BAD_REQUEST',
    message: MESSAGES[status] ?? MESSAGES[400],
  });
}

/** The status Node's parser error deserves: 431 for oversized headers (the request line counts), else 400. */
function clientErrorStatus(error: Error & { code?: string }): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

export function earlyErrorOptions(
  config: AppConfig,
  viteDev: boolean,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  const headers = baseSecurityHeaders(config, viteDev);
  return {
    frameworkErrors(
      error: Error & { statusCode?: number; code?: string },
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      // The error's message holds the raw URL: log its code only.
      request.log.info({ code: error.code, statusCode: status }, 'request refused before routing');
      void reply
        .code(status)
        .headers(headers)
        .header('cache-control', 'no-store')
        .type('application/json')
        .send(bodyFor(status));
    },
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      // A reset connection has nobody left to answer (Node's own rule).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable) {
        const status = clientErrorStatus(error);
        const body = bodyFor(status);
        const lines = [
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
          'content-type: application/json; charset=utf-8',
          `content-length: ${Buffer.byteLength(body)}`,
          'cache-control: no-store',
          'connection: close',
          ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        ];
        socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}
