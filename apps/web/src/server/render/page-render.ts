import type { FastifyReply, FastifyRequest } from 'fastify';
import { languages, type Language } from '@probation/i18n';
import type { PageState } from '../../shared/page-state.ts';
import { parseListFilters } from '../../shared/list-filters.ts';
import { parseCalendarParams } from '../../shared/calendar-params.ts';
import { parseSearchParams } from '../../shared/search-params.ts';
import { loadPageContent, shellPartOf, type ContentRequest } from './page-content.ts';
import { mainPath, pathInLanguage } from '../../shared/routes.ts';
import { pageKind } from '../../pages/page-kinds.ts';
import { loadPageShell } from './page-shell.ts';
import type { RenderedPage } from './page-cache.ts';
import { pageLanguage } from './locale-cookie.ts';
import type { MemberSession } from '../members/member-session.ts';
import { renderDocument, type PageToRender } from './renderer.ts';
import { i18nFor } from '../../shared/texts/i18n.ts';
import { errorHead, notFoundHead } from '../../pages/error/page.ts';
import { maintenanceHead } from '../../pages/maintenance/page.ts';
import { siteNotFoundHead } from '../../pages/site-not-found/page.ts';
import { utf8Bytes } from '../http/utf8-bytes.ts';
import { requestPath } from './request-path.ts';
import { displayOf } from './display-cookie.ts';
import { displayCookieValue } from '../../shared/display-settings.ts';
import { SITE_MAINTENANCE_RETRY_AFTER_SECONDS } from '../errors.ts';
import type { InProcessGateway } from './in-process-gateway.ts';
import { requestedQuery, type PageRequest } from './page-request.ts';

/** What rendering a page needs: the in-process GraphQL gateway, and the browser's Firebase settings. */
export interface RenderDeps {
  gateway: InProcessGateway;
  firebase: PageState['runtime']['firebase'];
}

/**
 * The page a request comes to, rendered: the site shell (site, maintenance, layout), then the page's own content, as
 * its page state through the server bundle; or the screen that says why there is none.
 */
export async function renderPage(
  deps: RenderDeps,
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
    shellPartOf(pageRequest),
  );
  const base = {
    ...baseState(request, pageRequest.lang, pageRequest.path, deps.firebase),
    member: memberOf(member),
  };

  const { t } = i18nFor(pageRequest.lang);
  if (shellOutcome.kind === 'siteNotFound') {
    const state = withoutSite(base, 'siteNotFound', 404, { host: shellOutcome.host });
    return render(reply, { state, head: siteNotFoundHead(t) }, origin, 'skip', null);
  }
  if (shellOutcome.kind === 'failed') {
    const state = withoutSite(base, 'error', shellOutcome.status, { errorCode: shellOutcome.code });
    return render(reply, { state, head: errorHead(t, state.status) }, origin, 'failed', null);
  }

  const { shell, homeContent, section } = shellOutcome;
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
    return render(reply, { state, head: maintenanceHead(t) }, origin, 'store', site.id, {
      'retry-after': String(SITE_MAINTENANCE_RETRY_AFTER_SECONDS),
    });
  }
  if (pageRequest.route === 'maintenance' || (pageRequest.route === 'intro' && !site.layout.intro?.enabled)) {
    return redirectTo(mainPath(pageRequest.lang), site.id);
  }

  const outcome = await loadPageContent(deps.gateway, request, reply, {
    ...contentRequestOf(pageRequest, member),
    site,
    origin,
    homeContent,
    section,
  });
  if (outcome.kind === 'failed') {
    const state = withoutSite(base, 'error', outcome.status, { errorCode: outcome.code });
    return render(reply, { state, head: errorHead(t, state.status) }, origin, 'failed', null);
  }
  if (outcome.kind === 'redirect') return redirectTo(outcome.location, site.id);
  const paging = outcome.kind === 'page' ? outcome.view.paging : undefined;
  // A page after a list's last (`?page=99` of 6) is a page no link leads to: the not-found page, never kept.
  const pastLastPage = paging !== undefined && paging.page > Math.max(paging.pageCount, 1);
  if (outcome.kind === 'notFound' || pastLastPage) {
    const state: PageState = {
      ...base,
      page: 'notFound',
      status: 404,
      alternates: alternatesFor(pageRequest.path, requestedQuery(pageRequest)),
      site,
      detail: { requestedPath: pageRequest.path },
    };
    return render(reply, { state, head: notFoundHead(t, pageRequest.path) }, origin, 'skip', site.id);
  }
  const { page, view } = outcome;
  const kind = pageKind(page);
  // A list's URLs carry the filters it applied (a category the site lacks, or any category on a videos list,
  // is dropped); a calendar's carry its month, view and category.
  const applied = view.appliedQuery ?? requestedQuery(pageRequest);
  const state: PageState = {
    ...base,
    page,
    status: pageRequest.status ?? 200,
    alternates: alternatesFor(pageRequest.path, applied),
    site,
    detail: {},
    content: view.content,
  };
  // Kept only when it is the page of a URL that has one, not a URL whose filters the page dropped (its own URL
  // differs), so made-up URLs cannot fill the cache.
  const ownUrl = applied === requestedQuery(pageRequest);
  const cache = ownUrl && !kind.neverKept ? 'store' : 'skip';
  return render(reply, { state, head: view, kind }, origin, cache, site.id);
}

/** What the page's loader is told of the request. */
function contentRequestOf(
  pageRequest: PageRequest,
  member: MemberSession | null,
): Omit<ContentRequest, 'site' | 'origin' | 'homeContent' | 'section'> {
  return {
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
  };
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
  page: PageToRender,
  origin: string,
  cache: RenderedPage['cache'],
  siteId: string | null,
  headers: Record<string, string> = {},
): RenderedPage & { body: Buffer } {
  const { state } = page;
  return {
    status: state.status,
    body: utf8Bytes(renderDocument(reply, page, origin)),
    headers: { 'content-language': state.lang, ...headers },
    siteId,
    cache,
  };
}

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
    body = render(reply, { state, head: errorHead(i18nFor(lang).t, status) }, '', 'failed', null).body;
    if (pathFree) pathFreeErrorPages.set(memoKey, body);
  }
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}
