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
import { safeReturnPath } from '../../shared/return-path.ts';

/**
 * The display cookie on the server (docs/decisions/0280): read for every page (the page cache keys by the validated
 * settings, never by the cookie's text), written by GET /{lang}/display, the controls' way without JavaScript.
 */
export function displayOf(request: FastifyRequest): DisplaySettings {
  return parseDisplayCookie(request.cookies[DISPLAY_COOKIE_NAME]);
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
 * Whether the browser says the request comes from a page of another site (Sec-Fetch-Site, sent with every
 * navigation by current browsers): the visitor's own controls are same-origin, a typed or bookmarked URL `none`.
 */
function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * GET /{lang}/display?text=large&contrast=high&back=/th/news: the display controls without JavaScript (a GET form
 * in the header). Sets the cookie and answers 303 to `back` when it is a path of this site (safeReturnPath), else to
 * the home page. Never stored by anyone (it sets a cookie).
 */
export function registerDisplayRoute(app: FastifyInstance): void {
  app.get('/:lang/display', (request, reply) => {
    const { lang } = request.params as { lang: string };
    if (!isLanguage(lang)) return reply.callNotFound();
    const query = request.query as Record<string, unknown>;
    const next = changedDisplay(displayOf(request), query);
    // Written when it changes, and rewritten over a value outside the closed set (cleared for the default); never
    // for a link on another site (decision 0601), which only gets the redirect.
    const held = request.cookies[DISPLAY_COOKIE_NAME];
    if (
      !fromAnotherSite(request) &&
      held !== (isDefaultDisplay(next) ? undefined : displayCookieValue(next))
    ) {
      setDisplayCookie(request, reply, next);
    }
    const back = safeReturnPath(query.back) ?? mainPath(lang as Language);
    return reply.code(303).header('cache-control', 'no-store').header('location', back).send();
  });
}
