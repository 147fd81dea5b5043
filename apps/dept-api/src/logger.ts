/** pino options: JSON logs with credentials and personal data redacted wherever they could appear. */
import type { LoggerOptions } from 'pino';

/**
 * The personal fields of the public forms (as sent and as stored). dept-api never logs them; should one reach a log
 * call inside an object, at the top or one level down, it is redacted.
 */
const PERSONAL_FIELDS = [
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'sender_ip',
  'senderIp',
  'to',
  'toAddress',
  'extra_phone',
  'extraPhone',
  // Complaints: the tracking password and its hash, the tracking code (decision 0147).
  'password',
  'passwordHash',
  'password_hash',
  'tracking_code',
  'trackingCode',
  // Members (decision 0176): passwords, link tokens, profile fields.
  'confirm_password',
  'current_password',
  'token',
  'username',
  'name',
  'surname',
  'birthday',
];

export const REDACTED_PATHS = [
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
  'body.message',
  'body.subject',
  'body.detail',
  'body.comment',
  // @fastify/multipart logs the options it gives busboy (the request's headers among them) at trace level.
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'client_secret',
  'access_token',
  '*.client_secret',
  '*.access_token',
  'body.client_secret',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
