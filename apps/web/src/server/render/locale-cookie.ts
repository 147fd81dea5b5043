import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, languages, type Language } from '@probation/i18n';
import { RememberedCookie } from '../http/remembered-cookie.ts';

/**
 * The visitor's language (requirements.md §5, locale cookie: 365 days, path /, SameSite Lax). The name is the one the
 * original product's i18n module used. The path prefix decides a page's language; the cookie only remembers
 * the last choice, for `/` (and other paths without a language prefix).
 */
export const LOCALE_COOKIE_NAME = 'i18n_redirected';
const maxAgeSeconds = 365 * 24 * 60 * 60;
const localeCookie = (secure: boolean) =>
  new RememberedCookie(LOCALE_COOKIE_NAME, { maxAge: maxAgeSeconds, path: '/', sameSite: 'lax', secure });
/** Secure when the site is served over https. */
const localeCookies = { secure: localeCookie(true), plain: localeCookie(false) };

function languageFromCookie(request: FastifyRequest): Language {
  const value = request.cookies[LOCALE_COOKIE_NAME];
  return isLanguage(value) ? value : defaultLanguage;
}

/** Whether the path names its language (`/th/...`, `/en`); when not, the page's language is the cookie's. */
export function hasLanguagePrefix(path: string): boolean {
  return languagePrefixOf(path) !== undefined;
}

/** A page's language: the path's own prefix when it has one, else the visitor's remembered choice. */
export function pageLanguage(request: FastifyRequest, path: string): Language {
  return languagePrefixOf(path) ?? languageFromCookie(request);
}

/** The language a request path (`/…`) starts with as its whole first segment, read in place (every page asks). */
function languagePrefixOf(path: string): Language | undefined {
  for (const lang of languages) {
    const end = 1 + lang.length;
    if (path.startsWith(lang, 1) && (path.length === end || path.charCodeAt(end) === SLASH)) return lang;
  }
  return undefined;
}

const SLASH = 0x2f;

/**
 * Sets the cookie only when it changes, so most answers carry no Set-Cookie and stay shareable; says whether it
 * did (that answer is then the visitor's own: docs/decisions/0229).
 */
export function rememberLanguage(request: FastifyRequest, reply: FastifyReply, lang: Language): boolean {
  if (request.cookies[LOCALE_COOKIE_NAME] === lang) return false;
  const https = request.server.config.publicOrigin.scheme === 'https';
  (https ? localeCookies.secure : localeCookies.plain).set(reply, lang);
  return true;
}
