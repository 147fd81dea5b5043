import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Client } from '@urql/core';
import { languages, type Language } from '@probation/i18n';
import type { PageContent, PageName, PageState } from '../../shared/page-state.ts';
import { newsFiltersQuery, type NewsFilters } from '../../shared/news-filters.ts';
import { calendarQuery, type CalendarParams } from '../../shared/calendar-params.ts';
import type { ContentOutcome } from './content/content-outcome.ts';
import { loadPageContent } from './content/page-content.ts';
import { mainPath, pathInLanguage } from '../../shared/routes.ts';
import { ensureSiteCookie, siteDomainOf } from '../site/index.ts';
import { loadPageShell, type PageShell } from './page-shell.ts';
import type { PageCache, RenderedPage } from './page-cache.ts';
import { pageLanguage, rememberLanguage } from './locale-cookie.ts';
import { renderDocument } from './renderer.ts';
import { requestPath } from './request-path.ts';

/** Seconds a visitor is asked to wait while a site is in maintenance (Retry-After). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 3600;
const MEMBER_TOKEN_COOKIE = 'members_access_token';

export interface PageRequest {
  page: PageName;
  lang: Language;
  /** The path shown (for a 404: the path that was asked for). */
  path: string;
  /** Override of the status (404 for the not-found page). */
  status?: number;
  /** The section and the item of /{lang}/{urlname}/{id}. */
  urlname?: string;
  id?: string;
  /** The validated filters of a news list (from its query string). */
  filters?: NewsFilters;
  /** The validated month, view and category of a calendar section (from its query string). */
  calendar?: CalendarParams;
}

export interface PipelineDeps {
  client: Client;
  pageCache: PageCache | null;
  /** Cache-Control of a shareable page (computed once: every cached answer sends it). */
  publicCacheControl: string;
  firebase: PageState['runtime']['firebase'];
}

/** What a CDN may do with a shareable page: the full-page cache's own policy (decision 0005). */
export function publicCacheControl(ttlSeconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds * 2}, stale-if-error=${staleSeconds}`;
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
  const anonymous = !request.cookies[MEMBER_TOKEN_COOKIE];
  const renderIt = () => renderOutcome(deps, request, reply, pageRequest);
  const { page, source } =
    deps.pageCache && anonymous
      ? await deps.pageCache.serve(pageCacheKey(request, pageRequest), renderIt)
      : { page: await renderIt(), source: 'bypass' as const };

  if (page.siteId) ensureSiteCookie(request, reply, page.siteId);
  rememberLanguage(request, reply, pageRequest.lang);
  reply.header('x-page-cache', source);
  reply.header('cache-control', cacheControl(deps, page, anonymous));
  for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
  if (page.status === 302) return reply.code(302).send();
  return reply.code(page.status).type('text/html; charset=utf-8').send(page.body);
}

/**
 * Origin + site + path + language + page + the validated list filters: any other query string is ignored, so
 * random query strings cannot flood it. The origin (scheme, host and port as the request gave them) is part of the
 * key because the page's absolute URLs (canonical, hreflang, OpenGraph) are written from it: without it, one
 * request naming another port could make every visitor's cached page point there.
 */
function pageCacheKey(request: FastifyRequest, pageRequest: PageRequest): string {
  const filters = pageRequest.filters ? newsFiltersQuery(pageRequest.filters) : '';
  const calendar = pageRequest.calendar ? calendarQuery(pageRequest.calendar) : '';
  const origin = `${request.protocol}://${request.host}`;
  return `${origin}|${siteDomainOf(request)}${pageRequest.path}${filters}${calendar}|${pageRequest.lang}|${pageRequest.page}`;
}

function cacheControl(deps: PipelineDeps, page: RenderedPage, anonymous: boolean): string {
  if (!anonymous) return 'private, no-store';
  if (!page.cacheable || page.status >= 500) return 'no-store';
  return deps.publicCacheControl;
}

async function renderOutcome(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  pageRequest: PageRequest,
): Promise<RenderedPage> {
  const shellOutcome = await loadPageShell(
    deps.client,
    request,
    reply,
    pageRequest.lang,
    pageRequest.page === 'home',
  );
  const base = baseState(request, pageRequest.lang, pageRequest.path, deps.firebase);

  if (shellOutcome.kind === 'siteNotFound') {
    const state = withoutSite(base, 'siteNotFound', 404, { host: shellOutcome.host });
    return render(request, reply, state, true, null);
  }
  if (shellOutcome.kind === 'failed') {
    const state = withoutSite(base, 'error', shellOutcome.status, { errorCode: shellOutcome.code });
    return render(request, reply, state, false, null);
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
        maintenanceMessage: maintenance.message,
        retryAfterMinutes: MAINTENANCE_RETRY_AFTER_SECONDS / 60,
      },
    };
    return render(request, reply, state, true, site.id, {
      'retry-after': String(MAINTENANCE_RETRY_AFTER_SECONDS),
    });
  }
  if (pageRequest.page === 'maintenance' || (pageRequest.page === 'intro' && !site.layout.intro?.enabled)) {
    return redirectTo(mainPath(pageRequest.lang), site.id);
  }

  const outcome: ContentOutcome = homeContent
    ? { kind: 'content', content: { kind: 'home', home: homeContent } }
    : await loadPageContent(deps.client, request, reply, pageRequest);
  if (outcome.kind === 'failed') {
    const state = withoutSite(base, 'error', outcome.status, { errorCode: outcome.code });
    return render(request, reply, state, false, null);
  }
  if (outcome.kind === 'redirect') return redirectTo(outcome.location, site.id);
  const content = outcome.kind === 'content' ? outcome.content : undefined;
  const notFound = pageRequest.page === 'notFound' || outcome.kind === 'notFound';
  // A list's URLs carry the filters it applied: a category the site lacks, or any category on a videos list,
  // is dropped; a calendar's carry its month, view and category.
  const listFilters = content && 'filters' in content ? content.filters : pageRequest.filters;
  const filters =
    content?.kind === 'calendar'
      ? calendarQuery(content.params)
      : listFilters
        ? newsFiltersQuery(listFilters)
        : '';
  const state: PageState = {
    ...base,
    // A section's path shows what its type calls for: /{lang}/{urlname} of a page section is a static page.
    page: notFound ? 'notFound' : ((content && PAGE_OF_CONTENT[content.kind]) ?? pageRequest.page),
    status: notFound ? 404 : (pageRequest.status ?? 200),
    alternates: alternatesFor(pageRequest.path, filters),
    site,
    detail: notFound ? { requestedPath: pageRequest.path } : {},
    ...(content ? { content } : {}),
  };
  return render(request, reply, state, true, site.id);
}

/** Content that a section's route shows as a page of its own (the route's page name is the news one). */
const PAGE_OF_CONTENT: Partial<Record<PageContent['kind'], PageName>> = {
  page: 'staticPage',
  documentList: 'documentList',
  documentDetail: 'documentDetail',
  albumList: 'albumList',
  albumDetail: 'albumDetail',
  videoList: 'videoList',
  videoDetail: 'videoDetail',
  calendar: 'calendar',
  eventDetail: 'eventDetail',
};

type BaseState = Pick<PageState, 'lang' | 'path' | 'buildId' | 'runtime'>;

function baseState(
  request: FastifyRequest,
  lang: Language,
  path: string,
  firebase: PageState['runtime']['firebase'],
): BaseState {
  return { lang, path, buildId: request.server.buildId, runtime: { firebase } };
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
  return { status: 302, body: Buffer.alloc(0), headers: { location }, siteId, cacheable: true };
}

function alternatesFor(path: string, query = ''): Record<Language, string> {
  return Object.fromEntries(languages.map((lang) => [lang, pathInLanguage(path, lang) + query])) as Record<
    Language,
    string
  >;
}

function render(
  request: FastifyRequest,
  reply: FastifyReply,
  state: PageState,
  cacheable: boolean,
  siteId: string | null,
  headers: Record<string, string> = {},
): RenderedPage {
  return {
    status: state.status,
    body: Buffer.from(renderDocument(reply, state, `${request.protocol}://${request.host}`)),
    headers: { 'content-language': state.lang, ...headers },
    siteId,
    cacheable,
  };
}

export type { PageShell };

/** The error screen for an error raised while handling a page (no site data: the failure may be there). */
export function renderErrorPage(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply {
  const path = requestPath(request);
  const lang = pageLanguage(request, path);
  const errorCode = status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
  const state = withoutSite(baseState(request, lang, path, null), 'error', status, { errorCode });
  const page = render(request, reply, state, false, null);
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.body);
}
