import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, type Language } from '@probation/i18n';

/**
 * The visitor's language (SPEC §3 locale cookie: 365 days, path /, SameSite Lax). The name is the one the
 * original product's i18n module used. The path prefix decides a page's language; the cookie only remembers
 * the last choice, for `/`.
 */
export const LOCALE_COOKIE_NAME = 'i18n_redirected';
const maxAgeSeconds = 365 * 24 * 60 * 60;

function languageFromCookie(request: FastifyRequest): Language {
  const value = request.cookies[LOCALE_COOKIE_NAME];
  return isLanguage(value) ? value : defaultLanguage;
}

/** A page's language: the path's own prefix when it has one, else the visitor's remembered choice. */
export function pageLanguage(request: FastifyRequest, path: string): Language {
  const segment = path.split('/')[1];
  return isLanguage(segment) ? segment : languageFromCookie(request);
}

/** Only when it changes, so cached pages stay free of per-visitor Set-Cookie headers. */
export function rememberLanguage(request: FastifyRequest, reply: FastifyReply, lang: Language): void {
  if (request.cookies[LOCALE_COOKIE_NAME] === lang) return;
  reply.setCookie(LOCALE_COOKIE_NAME, lang, {
    maxAge: maxAgeSeconds,
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
