import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.ts';

/**
 * pino options: JSON lines with the request id (reqId) and, once resolved, the site id (siteId).
 * Credentials and personal data are redacted wherever they may appear.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'body.password',
  'body.confirm_password',
  'body.client_secret',
  'body.access_token',
  '*.password',
  '*.client_secret',
  '*.access_token',
  '*.token',
];

/**
 * A request's URL with the value of every `token` parameter redacted: the members' mail links carry single-use
 * tokens in their query (verify, reset password, newsletter confirm and unsubscribe; dept-api decision 0175).
 * Parameters are matched by their decoded name, as the query parser reads them (`%74oken=` is `token=`).
 */
export function withoutTokens(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      const name = equals === -1 ? parameter : parameter.slice(0, equals);
      return decodedName(name).toLowerCase() === 'token' ? `${name}=[redacted]` : parameter;
    });
  return `${url.slice(0, queryStart)}?${parameters.join('&')}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name; // not valid percent-encoding: the query parser keeps it as it is too
  }
}

export function loggerOptions(config: AppConfig, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutTokens(request.url),
        host: request.host,
        remoteAddress: request.ip,
        // A members page's Referer is its own URL (Referrer-Policy: same-origin), which may carry a link token.
        headers: request.headers.referer
          ? { ...request.headers, referer: withoutTokens(request.headers.referer) }
          : request.headers,
      }),
      res: (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode }),
    },
    ...(stream ? { stream } : {}),
  };
}
