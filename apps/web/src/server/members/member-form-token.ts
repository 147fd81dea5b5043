import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { MEMBER_FORM_TOKEN_FIELD } from '../../shared/member-form-token.ts';

/**
 * The members form token (docs/decisions/0601): the hidden field of every form drawn for a logged-in member (and
 * of the logout), an HMAC of the session's own token with a key derived from the server's form secret (as the
 * tracking seal's). Another site can read neither the session cookie nor the page, so it cannot make the token;
 * every pod makes the same one, and it ends with the session. No cookie or server state of its own.
 */

const keys = new WeakMap<AppConfig, Buffer>();

function keyOf(config: AppConfig): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', config.captcha.secret, '', 'probation-web member form token', 32));
    keys.set(config, key);
  }
  return key;
}

/** The form token of a member session (its token as dept-api issued it). */
export function memberFormToken(request: FastifyRequest, sessionToken: string): string {
  return createHmac('sha256', keyOf(request.server.config)).update(sessionToken).digest('base64url');
}

/** Whether a posted form carries the form token of the session (the token of the request's member cookie). */
export function carriesMemberFormToken(
  request: FastifyRequest,
  sessionToken: string,
  fields: Record<string, unknown>,
): boolean {
  const sent = fields[MEMBER_FORM_TOKEN_FIELD];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(memberFormToken(request, sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
