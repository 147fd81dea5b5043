import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@probation/i18n';
import {
  DISPLAY_COOKIE_MAX_AGE_SECONDS,
  DISPLAY_COOKIE_NAME,
  displayCookieValue,
  isContrast,
  isDefaultDisplay,
  isTextSize,
  parseDisplayCookie,
  type DisplaySettings,
} from '../../shared/display-settings.ts';
import { mainPath } from '../../shared/routes.ts';

/**
 * The display cookie on the server (docs/decisions/0280): read for every page (the page cache keys by the validated
 * settings, never by the cookie's text), written by GET /{lang}/display, the controls' way without JavaScript.
 */
export function displayOf(request: FastifyRequest): DisplaySettings {
  return parseDisplayCookie(request.cookies[DISPLAY_COOKIE_NAME]);
}

/** Longest `back` path kept; a longer one goes home (no page of the site has a path that long). */
const MAX_BACK_LENGTH = 1024;
const probeOrigin = 'http://display.invalid';

/**
 * Where to send the visitor back to: a path of this site, or null. Refused: anything not starting with exactly one
 * `/` (`//evil`, schemes, relative paths), backslashes (`/\evil` is `//evil` to a browser), control characters
 * (CR/LF would split the header; tabs and newlines are dropped by URL parsers, so `/\t/evil` is `//evil`), and
 * whatever a URL parser would take off this origin.
 */
export function safeBackPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_BACK_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  return url.pathname + url.search;
}

/** The settings after a request to /{lang}/display: each valid value replaces the current one, others are ignored. */
export function changedDisplay(current: DisplaySettings, query: Record<string, unknown>): DisplaySettings {
  return {
    text: isTextSize(query.text) ? query.text : current.text,
    contrast: isContrast(query.contrast) ? query.contrast : current.contrast,
  };
}

/**
 * Functional, 365 days, path /, SameSite Lax, Secure under https (as the locale cookie). Not httpOnly: the page's
 * script writes the same cookie when a control is pressed. The default settings clear it.
 */
export function setDisplayCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: DisplaySettings,
): void {
  const options = {
    path: '/',
    sameSite: 'lax' as const,
    secure: request.server.config.publicOrigin.scheme === 'https',
  };
  if (isDefaultDisplay(settings)) {
    reply.clearCookie(DISPLAY_COOKIE_NAME, options);
  } else {
    reply.setCookie(DISPLAY_COOKIE_NAME, displayCookieValue(settings), {
      ...options,
      maxAge: DISPLAY_COOKIE_MAX_AGE_SECONDS,
    });
  }
}

/**
 * GET /{lang}/display?text=large&contrast=high&back=/th/news: the display controls without JavaScript (a GET form
 * in the header). Sets the cookie and answers 303 to `back` when it is a path of this site, else to the home
 * page. Never stored by anyone (it sets a cookie).
 */
export function registerDisplayRoute(app: FastifyInstance): void {
  app.get('/:lang/display', (request, reply) => {
    const { lang } = request.params as { lang: string };
    if (!isLanguage(lang)) return reply.callNotFound();
    const query = request.query as Record<string, unknown>;
    const next = changedDisplay(displayOf(request), query);
    // Written when it changes, and rewritten over a value outside the closed set (cleared for the default).
    const held = request.cookies[DISPLAY_COOKIE_NAME];
    if (held !== (isDefaultDisplay(next) ? undefined : displayCookieValue(next))) {
      setDisplayCookie(request, reply, next);
    }
    const back = safeBackPath(query.back) ?? mainPath(lang as Language);
    return reply.code(303).header('cache-control', 'no-store').header('location', back).send();
  });
}
