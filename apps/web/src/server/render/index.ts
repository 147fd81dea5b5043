import { webRoot } from '../web-root.ts';
import fp from 'fastify-plugin';
import FastifyVite from '@fastify/vite';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '@probation/i18n';
import { pageRoutes, type PageRoute } from '../../shared/routes.ts';
import { parseListFilters } from '../../shared/list-filters.ts';
import { parseCalendarParams } from '../../shared/calendar-params.ts';
import { parseSearchParams } from '../../shared/search-params.ts';
import { renderer } from './renderer.ts';
import { isMembersRoute } from '../../shared/routes.ts';
import { createInProcessGateway } from './in-process-gateway.ts';
import { PageCache } from './page-cache.ts';
import { observePageCaches } from '../metrics/metrics.ts';
import { respondWithHeldPage, respondWithPage, type PipelineDeps } from './page-pipeline.ts';
import { publicCacheControl } from './page-answer.ts';
import { renderErrorPage } from './page-render.ts';
import type { PageRequest } from './page-request.ts';
import { pageLanguage } from './locale-cookie.ts';
import { registerBuildRoutes } from './build-routes.ts';
import { registerEventIcsRoute } from '../calendar/event-ics-route.ts';
import { registerPublicForms } from '../forms/public-forms.ts';
import { registerTrackingRoutes } from '../forms/tracking-route.ts';
import { registerMemberRoutes } from '../members/member-routes.ts';
import { requestPath } from './request-path.ts';
import { registerDisplayRoute } from './display-cookie.ts';
import { FORM_REFERENCE_PATTERN } from '../../shared/form-reference.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The full-page cache (null when PAGE_CACHE is off); read by operators' metrics and the tests. */
    pageCache: PageCache | null;
  }
}

export interface PagesOptions {
  /** Run Vite in middleware mode (development, HMR) instead of serving the production build. */
  dev?: boolean;
}

/** The search pages' own page cache: about 250 result pages held compressed both ways (decision 0134). */
const SEARCH_PAGE_CACHE_MAX_BYTES = 4 * 1024 * 1024;
/** Paths that are never pages: a miss there is a plain 404, not a rendered page. */
const nonPagePrefixes = ['/assets/', '/media/', '/graphql', '/builds/', '/@', '/node_modules/', '/src/'];

/**
 * The website's pages (decisions 0003, 0004): @fastify/vite with our renderer, each page a Fastify route
 * under /th and /en, page data from GraphQL executed in process, a full-page cache for anonymous visitors,
 * the 404 page for unknown paths and the error screen for any raised error.
 */
async function pages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { config } = app;
  await app.register(FastifyVite, {
    root: webRoot,
    dev: options.dev ?? false,
    renderer,
    // Hashed build files are precompressed at build (brotli, gzip: vite.config.ts) and sent by Accept-Encoding.
    fastifyStaticOptions: { immutable: true, maxAge: '365d', preCompressed: true },
  });
  await app.vite.ready();

  const deps: PipelineDeps = {
    gateway: createInProcessGateway(app),
    pageCache: config.pageCache.enabled
      ? new PageCache({
          ttlMs: config.pageCache.ttlSeconds * 1000,
          staleMs: config.cache.staleSeconds * 1000,
          maxBytes: config.pageCache.maxBytes,
        })
      : null,
    // Search pages (decision 0134): as fresh as their answers, a small budget of their own, kept when asked again.
    searchPageCache:
      config.pageCache.enabled && config.cache.searchTtlSeconds > 0
        ? new PageCache({
            ttlMs: config.cache.searchTtlSeconds * 1000,
            staleMs: config.cache.staleSeconds * 1000,
            maxBytes: SEARCH_PAGE_CACHE_MAX_BYTES,
            admission: 'repeat',
          })
        : null,
    publicCacheControl: publicCacheControl(config.pageCache.ttlSeconds, config.cache.staleSeconds),
    firebase: config.publicRuntimeSettings.firebase,
  };
  app.decorate('pageCache', deps.pageCache);
  observePageCaches({ pages: deps.pageCache, search: deps.searchPageCache });

  const errorHandler = (
    error: Error & { statusCode?: number },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    request.log.error({ err: error }, 'page failed');
    return renderErrorPage(
      request,
      reply,
      error.statusCode && error.statusCode >= 400 ? error.statusCode : 500,
    );
  };

  for (const route of pageRoutes) {
    app.get(route.path, { errorHandler }, (request, reply) => handlePage(deps, route, request, reply));
  }

  app.setNotFoundHandler((request, reply) => respondNotFound(deps, request, reply));
  await registerPublicForms(app, deps);
  await registerTrackingRoutes(app, deps);
  await registerMemberRoutes(app, deps);

  registerBuildRoutes(app);
  registerEventIcsRoute(app);
  registerDisplayRoute(app);
}

/** The 404 page in the path's language (or the remembered one); a plain JSON 404 for callers that want no page. */
function respondNotFound(deps: PipelineDeps, request: FastifyRequest, reply: FastifyReply) {
  const path = requestPath(request);
  if (!wantsPage(request, path)) {
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Page not found: ${path}` });
  }
  return respondWithPage(deps, request, reply, {
    route: 'notFound',
    lang: pageLanguage(request, path),
    path,
    status: 404,
  });
}

/** Routes whose path has parts of its own (a section, an item) and that a non-page caller gets no HTML of. */
const sectionRoutes = new Set<PageRoute['route']>(['section', 'sectionItem']);

function handlePage(deps: PipelineDeps, route: PageRoute, request: FastifyRequest, reply: FastifyReply) {
  const path = requestPath(request);
  const { lang, urlname, id } = request.params as { lang?: string; urlname?: string; id?: string };
  const invalidLanguage = lang !== undefined && !isLanguage(lang);
  if (invalidLanguage || (sectionRoutes.has(route.route) && !wantsPage(request, path))) {
    return respondNotFound(deps, request, reply);
  }
  const query = request.query as Record<string, unknown>;
  // A list's filters (a section's, or all news) and, for a section that is a calendar, its month, view and
  // category: validated here, and only what the page reads reaches its cache key.
  const lists = route.route === 'section' || route.route === 'moreNews';
  const pageRequest: PageRequest = {
    route: route.route,
    lang: pageLanguage(request, path),
    path,
    urlname,
    id,
    filters: lists ? parseListFilters(query) : undefined,
    calendar: route.route === 'section' ? parseCalendarParams(query) : undefined,
    formReference:
      route.route === 'contactSent' &&
      typeof query.reference === 'string' &&
      FORM_REFERENCE_PATTERN.test(query.reference)
        ? query.reference
        : undefined,
    search: route.route === 'search' ? parseSearchParams(query) : undefined,
    // A members page's return path or token; the new tracking password page's `sent` (decision 0612).
    params:
      isMembersRoute(route.route) || route.route === 'trackNewPassword' ? stringValues(query) : undefined,
  };
  return (
    respondWithHeldPage(deps, request, reply, pageRequest) ??
    respondWithPage(deps, request, reply, pageRequest)
  );
}

/** A query's single string values (a repeated name counts as absent). */
function stringValues(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function wantsPage(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (nonPagePrefixes.some((prefix) => path.startsWith(prefix))) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

export default fp(pages, { name: 'pages', fastify: '5.x' });
