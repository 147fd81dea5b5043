import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InProcessGateway } from './in-process-gateway.ts';
import { languages, type Language } from '@probation/i18n';
import type { HomeContentData, PageState } from '../../shared/page-state.ts';
import { listFiltersQuery, parseListFilters, type ListFilters } from '../../shared/list-filters.ts';
import { calendarQuery, parseCalendarParams, type CalendarParams } from '../../shared/calendar-params.ts';
import { parseSearchParams, searchQueryString, type SearchParams } from '../../shared/search-params.ts';
import { loadPageContent, type ContentOutcome } from './page-content.ts';
import { isMembersRoute, mainPath, pathInLanguage, type RouteName } from '../../shared/routes.ts';
import { pageKind, pageKinds, type AnyPageKind, type PageName } from '../../pages/page-kinds.ts';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { ensureSiteCookie, heldSiteOrigin, resolveSite, resolveSiteOrigin } from '../site/index.ts';
import { loadPageShell, type PageShell } from './page-shell.ts';
import type { PageCache, PageCacheResult, RenderedPage } from './page-cache.ts';
import { hasLanguagePrefix, pageLanguage, rememberLanguage } from './locale-cookie.ts';
import { hasMemberCookie, memberSessionOf, type MemberSession } from '../members/member-session.ts';
import { renderDocument } from './renderer.ts';
import { utf8Bytes } from '../http/utf8-bytes.ts';
import { requestPath } from './request-path.ts';
import { displayOf } from './display-cookie.ts';
import { displayCookieValue, isDefaultDisplay, type DisplaySettings } from '../../shared/display-settings.ts';
import { chooseEncoding, identityOf } from '../http/encoded-body.ts';
import { SITE_MAINTENANCE_RETRY_AFTER_SECONDS } from '../errors.ts';

/** An answer meant for one visitor: it sets their cookies, or its language came from their cookie. */
const PER_VISITOR_CACHE_CONTROL = 'private, no-cache';
/** A member's page, or a page of the members area: this visitor's, and nobody keeps it. */
export const MEMBER_CACHE_CONTROL = 'private, no-store';

export interface PageRequest {
  /** What the path names: a fixed page, a section's page or item, or nothing (404). */
  route: RouteName;
  lang: Language;
  /** The path shown (for a 404: the path that was asked for). */
  path: string;
  /** Override of the status (404 for the not-found page). */
  status?: number;
  /** The section and the item of /{lang}/{urlname}/{id}. */
  urlname?: string;
  id?: string;
  /** The validated filters of a news list (from its query string). */
  filters?: ListFilters;
  /** The validated month, view and category of a calendar section (from its query string). */
  calendar?: CalendarParams;
  /** A public form the visitor sent, shown again with its problems. */
  form?: SubmittedForm;
  /** The reference of a sent form, validated (its confirmation page). */
  formReference?: string;
  /** The validated query, type, year and page of the search page (from its query string). */
  search?: SearchParams;
  /**
   * What a form's POST came to, for the page that shows it as the POST's own answer (a complaint's confirmation,
   * its status page): made for this visitor now, never kept.
   */
  answer?: unknown;
  /** The query values of a members page (its return path, a link's token): never kept, so never a cache key. */
  params?: Readonly<Record<string, string>>;
}

export interface PipelineDeps {
  gateway: InProcessGateway;
  pageCache: PageCache | null;
  /** The search pages' own page cache (PageKind.keptApart; decision 0134): null when off. */
  searchPageCache: PageCache | null;
  /** Cache-Control of a shareable page (computed once: every cached answer sends it). */
  publicCacheControl: string;
  firebase: PageState['runtime']['firebase'];
}

/** What a CDN may do with a shareable page: the full-page cache's own policy (decision 0005). */
export function publicCacheControl(ttlSeconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds * 2}, stale-if-error=${staleSeconds}`;
}

/**
 * A page the cache holds, for a guest whose site this process holds too (the usual request), answered without
 * waiting on anything; undefined when respondWithPage must find or render it.
 */
export function respondWithHeldPage(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  pageRequest: PageRequest,
): FastifyReply | undefined {
  if (hasMemberCookie(request)) return undefined;
  const site = heldSiteOfRequest(request);
  if (!site) return undefined;
  const display = displayOf(request);
  const page = pageCacheOf(deps, kindOf(pageRequest.route))?.held(pageCacheKey(site, pageRequest, display));
  return page && sendPage(deps, request, reply, pageRequest, { page, source: 'hit' }, null, display);
}

/**
 * One page request, start to finish: full-page cache → site shell (site, maintenance, layout) → page state →
 * React render → response with its cookies and caching headers.
 */
export async function respondWithPage(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  pageRequest: PageRequest,
): Promise<FastifyReply> {
  const site = heldSiteOfRequest(request) ?? (await siteOfRequest(request));
  const display = displayOf(request);
  // A verified member session gets pages of its own: never from or into the cache (decision 0180). The session is
  // verified once per request; the page then has the member it verified.
  const member = hasMemberCookie(request) ? await memberSessionOf(request, reply) : null;
  const renderIt = () => renderOutcome(deps, request, reply, pageRequest, site?.origin ?? '', member);
  const cache = site && !member ? pageCacheOf(deps, kindOf(pageRequest.route)) : null;
  const served =
    cache && site
      ? await cache.serve(pageCacheKey(site, pageRequest, display), renderIt)
      : { page: await renderIt(), source: 'bypass' as const };
  return sendPage(deps, request, reply, pageRequest, served, member, display);
}

/** The page with its cookies and caching headers. */
function sendPage(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  pageRequest: PageRequest,
  { page, source }: PageCacheResult | { page: RenderedPage; source: 'bypass' },
  member: MemberSession | null,
  display: DisplaySettings,
): FastifyReply {
  const siteCookieSet = page.siteId !== null && ensureSiteCookie(request, reply, page.siteId);
  const localeCookieSet = rememberLanguage(request, reply, pageRequest.lang);
  // A page drawn with the visitor's display settings depends on their cookie: theirs alone, like a page whose
  // language came from the locale cookie (decisions 0229, 0280).
  // A member cookie that was not a verified session was cleared on this answer (Set-Cookie): the visitor's own.
  const memberCookieCleared = !member && hasMemberCookie(request);
  const perVisitor =
    siteCookieSet ||
    localeCookieSet ||
    memberCookieCleared ||
    !hasLanguagePrefix(pageRequest.path) ||
    !isDefaultDisplay(display);
  reply.header('x-page-cache', source);
  // A member's page, and every page of the members area (its redirects too: a guard's answer depends on the
  // cookie), is for this visitor alone and kept by nobody (decision 0180). A search page is kept by no
  // browser or CDN (decision 0134).
  const membersOnly = member !== null || isMembersRoute(pageRequest.route);
  const kind = kindOf(pageRequest.route);
  reply.header(
    'cache-control',
    membersOnly ? MEMBER_CACHE_CONTROL : kind?.keptApart ? 'no-store' : cacheControl(deps, page, perVisitor),
  );
  // Their links carry tokens: no other site gets a Referer from them, while their own forms still send this site's
  // Origin (with no-referrer a browser posts them with `Origin: null`, which the same-origin check refuses: 0601).
  if (isMembersRoute(pageRequest.route)) reply.header('referrer-policy', 'same-origin');
  for (const name in page.headers) reply.header(name, page.headers[name]);
  if (page.status === 302) return reply.code(302).send();
  return sendBody(request, reply.code(page.status).type('text/html; charset=utf-8'), page.body);
}

/** The request's site and its public origin when this process holds both (the usual case): no promise. */
function heldSiteOfRequest(request: FastifyRequest): { id: string; origin: string } | undefined {
  const origin = heldSiteOrigin(request);
  return origin !== undefined && request.site ? { id: request.site.id, origin } : undefined;
}

function kindOf(route: RouteName): AnyPageKind | undefined {
  return route in pageKinds ? pageKind(route as PageName) : undefined;
}

/**
 * The cache that may keep a page of this kind: none for a form's (neverKept), the search pages' own, or the main one.
 */
function pageCacheOf(deps: PipelineDeps, kind: AnyPageKind | undefined): PageCache | null {
  if (kind?.neverKept) return null;
  return kind?.keptApart ? deps.searchPageCache : deps.pageCache;
}

/**
 * A cached page goes out as it is held, by the visitor's Accept-Encoding (brotli, gzip, else decompressed); a
 * fresh one as rendered, which the compress plugin compresses on the fly. Either way the answer varies by
 * Accept-Encoding, which a CDN or browser cache must know.
 */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: RenderedPage['body']): FastifyReply {
  reply.header('vary', 'accept-encoding');
  if (Buffer.isBuffer(body)) return reply.send(body);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(identityOf(body));
  return reply.header('content-encoding', encoding).send(body[encoding]);
}

/** The request's site and its public origin; null when there is none to key a page by (unknown host, outage). */
async function siteOfRequest(request: FastifyRequest): Promise<{ id: string; origin: string } | null> {
  try {
    const [site, origin] = await Promise.all([resolveSite(request), resolveSiteOrigin(request)]);
    return { id: site.id, origin };
  } catch {
    return null; // the render shows why (site not found, error screen) and nothing is kept
  }
}

/**
 * Site + its public origin + path + language + page + the validated list filters + the validated display settings
 * (one of six, decision 0280). Nothing the request names beyond a valid path reaches the key: not its Host port or
 * spelling (the origin is the site's configured one), not a query string the page does not read (so random query
 * strings cannot flood it), not the display cookie's text.
 */
function pageCacheKey(
  site: { id: string; origin: string },
  pageRequest: PageRequest,
  display: DisplaySettings,
): string {
  return `${site.id}|${site.origin}${pageRequest.path}${requestedQuery(pageRequest)}|${pageRequest.lang}|${pageRequest.route}|${displayCookieValue(display)}`;
}

/** The list filters and calendar parameters the request asked for, written back in their one order. */
function requestedQuery(pageRequest: PageRequest): string {
  const filters = pageRequest.filters ? listFiltersQuery(pageRequest.filters) : '';
  const calendar = pageRequest.calendar ? calendarQuery(pageRequest.calendar) : '';
  const search = pageRequest.search ? searchQueryString(pageRequest.search) : '';
  return filters + calendar + search;
}

/**
 * What a browser or CDN may keep (docs/decisions/0229): a shareable answer carries no Set-Cookie and does not
 * depend on a cookie; an answer that sets a cookie or took its language from one is the visitor's own; what the
 * server does not keep, nobody keeps.
 */
function cacheControl(deps: PipelineDeps, page: RenderedPage, perVisitor: boolean): string {
  if (page.cache !== 'store' || page.status >= 500) return 'no-store';
  return perVisitor ? PER_VISITOR_CACHE_CONTROL : deps.publicCacheControl;
}

async function renderOutcome(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  pageRequest: PageRequest,
  origin: string,
  member: MemberSession | null,
): Promise<RenderedPage> {
  const shellOutcome = await loadPageShell(
    deps.gateway,
    request,
    reply,
    pageRequest.lang,
    pageRequest.route === 'home',
  );
  const base = {
    ...baseState(request, pageRequest.lang, pageRequest.path, deps.firebase),
    member: memberOf(member),
  };

  if (shellOutcome.kind === 'siteNotFound') {
    const state = withoutSite(base, 'siteNotFound', 404, { host: shellOutcome.host });
    return render(reply, state, origin, 'skip', null);
  }
  if (shellOutcome.kind === 'failed') {
    const state = withoutSite(base, 'error', shellOutcome.status, { errorCode: shellOutcome.code });
    return render(reply, state, origin, 'failed', null);
  }

  const { shell, homeContent } = shellOutcome;
  const site = { id: shell.currentSite.id, layout: shell.currentSite.layout };
  const { maintenance } = shell.currentSite;

  if (maintenance.enabled) {
    const state: PageState = {
      ...base,
      page: 'maintenance',
      status: 503,
      alternates: alternatesFor(pageRequest.path),
      site,
      detail: {
        maintenanceMessages: { th: maintenance.th, en: maintenance.en },
        retryAfterMinutes: SITE_MAINTENANCE_RETRY_AFTER_SECONDS / 60,
      },
    };
    return render(reply, state, origin, 'store', site.id, {
      'retry-after': String(SITE_MAINTENANCE_RETRY_AFTER_SECONDS),
    });
  }
  if (pageRequest.route === 'maintenance' || (pageRequest.route === 'intro' && !site.layout.intro?.enabled)) {
    return redirectTo(mainPath(pageRequest.lang), site.id);
  }

  const outcome = await pageContentOf(deps, request, reply, pageRequest, homeContent, member);
  if (outcome.kind === 'failed') {
    const state = withoutSite(base, 'error', outcome.status, { errorCode: outcome.code });
    return render(reply, state, origin, 'failed', null);
  }
  if (outcome.kind === 'redirect') return redirectTo(outcome.location, site.id);
  const kind = outcome.kind === 'page' ? pageKind(outcome.page) : null;
  const paging = outcome.kind === 'page' ? kind?.paging?.(outcome.content) : undefined;
  // A page after a list's last (`?page=99` of 6) is a page no link leads to: the not-found page, never kept.
  const pastLastPage = paging !== undefined && paging.page > Math.max(paging.pageCount, 1);
  if (outcome.kind === 'notFound' || pastLastPage || !kind) {
    const state: PageState = {
      ...base,
      page: 'notFound',
      status: 404,
      alternates: alternatesFor(pageRequest.path, requestedQuery(pageRequest)),
      site,
      detail: { requestedPath: pageRequest.path },
    };
    return render(reply, state, origin, 'skip', site.id);
  }
  const { page, content } = outcome;
  // A list's URLs carry the filters it applied (a category the site lacks, or any category on a videos list,
  // is dropped); a calendar's carry its month, view and category.
  const applied = kind.appliedQuery?.(content) ?? requestedQuery(pageRequest);
  const state: PageState = {
    ...base,
    page,
    status: pageRequest.status ?? 200,
    alternates: alternatesFor(pageRequest.path, applied),
    site,
    detail: {},
    content,
  };
  // Kept only when it is the page of a URL that has one, not a URL whose filters the page dropped (its own URL
  // differs), so made-up URLs cannot fill the cache.
  const ownUrl = applied === requestedQuery(pageRequest);
  return render(reply, state, origin, ownUrl && !kind.neverKept ? 'store' : 'skip', site.id);
}

/** The page's kind and content: the home page's came with its shell; every other page loads its own. */
function pageContentOf(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  pageRequest: PageRequest,
  homeContent: HomeContentData | undefined,
  member: MemberSession | null,
): Promise<ContentOutcome> | ContentOutcome {
  if (pageRequest.route === 'home') return { kind: 'page', page: 'home', content: homeContent ?? null };
  if (pageRequest.route === 'notFound') return { kind: 'notFound' };
  return loadPageContent(deps.gateway, request, reply, {
    route: pageRequest.route,
    lang: pageRequest.lang,
    urlname: pageRequest.urlname,
    id: pageRequest.id,
    filters: pageRequest.filters ?? parseListFilters({}),
    calendar: pageRequest.calendar ?? parseCalendarParams({}),
    form: pageRequest.form,
    formReference: pageRequest.formReference,
    search: pageRequest.search ?? parseSearchParams({}),
    answer: pageRequest.answer,
    member,
    params: pageRequest.params ?? {},
  });
}

/**
 * What every page shows of a logged-in member (the header's name, logout and form token): nothing more reaches the
 * state.
 */
function memberOf(member: MemberSession | null): PageState['member'] {
  return member
    ? { name: `${member.profile.first_name} ${member.profile.last_name}`.trim(), formToken: member.formToken }
    : null;
}

type BaseState = Pick<PageState, 'lang' | 'path' | 'buildId' | 'runtime' | 'display'> &
  Partial<Pick<PageState, 'member'>>;

function baseState(
  request: FastifyRequest,
  lang: Language,
  path: string,
  firebase: PageState['runtime']['firebase'],
): BaseState {
  return { lang, path, buildId: request.server.buildId, runtime: { firebase }, display: displayOf(request) };
}

/** A page with no site behind it: an unknown host, or a failure before the site could be loaded. */
function withoutSite(
  base: BaseState,
  page: 'siteNotFound' | 'error',
  status: number,
  detail: PageState['detail'],
): PageState {
  return { ...base, page, status, alternates: null, site: null, detail };
}

function redirectTo(location: string, siteId: string): RenderedPage {
  return { status: 302, body: Buffer.alloc(0), headers: { location }, siteId, cache: 'store' };
}

function alternatesFor(path: string, query = ''): Record<Language, string> {
  return Object.fromEntries(languages.map((lang) => [lang, pathInLanguage(path, lang) + query])) as Record<
    Language,
    string
  >;
}

/** `origin`: the site's public origin for absolute URLs ('' for pages without a site, which print none). */
function render(
  reply: FastifyReply,
  state: PageState,
  origin: string,
  cache: RenderedPage['cache'],
  siteId: string | null,
  headers: Record<string, string> = {},
): RenderedPage & { body: Buffer } {
  return {
    status: state.status,
    body: utf8Bytes(renderDocument(reply, state, origin)),
    headers: { 'content-language': state.lang, ...headers },
    siteId,
    cache,
  };
}

export type { PageShell };

/**
 * Error screens that say the same to every visitor of a language, whatever the path: the 429 page. They are
 * rendered once per language, so refusing a flood costs no render per request.
 */
const PATH_FREE_STATUSES = new Set([429]);
const pathFreeErrorPages = new Map<string, Buffer>();

/** The error screen for an error raised while handling a page (no site data: the failure may be there). */
export function renderErrorPage(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply {
  const requested = requestPath(request);
  const lang = pageLanguage(request, requested);
  const pathFree = PATH_FREE_STATUSES.has(status);
  // The display settings draw the page too: one copy per settings, never one visitor's for another.
  const memoKey = `${lang}:${status}:${displayCookieValue(displayOf(request))}`;
  let body = pathFree ? pathFreeErrorPages.get(memoKey) : undefined;
  if (!body) {
    const path = pathFree ? `/${lang}` : requested;
    const errorCode = status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    const state = withoutSite(baseState(request, lang, path, null), 'error', status, { errorCode });
    body = render(reply, state, '', 'failed', null).body;
    if (pathFree) pathFreeErrorPages.set(memoKey, body);
  }
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}
