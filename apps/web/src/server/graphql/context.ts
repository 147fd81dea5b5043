import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentService } from '../content/content-service.ts';
import type { EventService } from '../content/event-service.ts';
import { createNewsReader, type NewsReader } from '../content/news-reader.ts';
import type { SearchService } from '../content/search-service.ts';
import type { VideoService } from '../content/video-service.ts';
import { resolveSite } from '../site/resolve-site.ts';
import type { ResolvedSite, SiteService } from '../site/site-service.ts';

/**
 * What every resolver gets. Built by Mercurius for /graphql and by the pages for in-process execution:
 *   app.graphql(source, createGraphqlContext(request, reply), variables)
 * (`app.graphql` does not call Mercurius' context function, so the pages pass this themselves.)
 */
export interface GraphqlContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The request's logger: carries the request id (and the site id once resolved). */
  readonly log: FastifyBaseLogger;
  /** The request's site, resolved once per request from its host name. */
  site(): Promise<ResolvedSite>;
  sites: SiteService;
  content: ContentService;
  /** Calendar events. */
  events: EventService;
  /**
   * News by id, batched over everything this context resolves (one `ids=` call for what the cache does not hold):
   * a /graphql request, or one of a page's queries (each has a context of its own: Mercurius writes to it).
   */
  news: NewsReader;
  videos: VideoService;
  /** Search, cached briefly by site + language + normalised arguments. */
  search: SearchService;
  buildId: string;
}

export function createGraphqlContext(request: FastifyRequest, reply: FastifyReply): GraphqlContext {
  return {
    request,
    reply,
    get log() {
      return request.log;
    },
    site: () => resolveSite(request),
    sites: request.server.sites,
    content: request.server.content,
    events: request.server.events,
    news: createNewsReader(request.server.content),
    videos: request.server.videos,
    search: request.server.siteSearch,
    buildId: request.server.buildId,
  };
}
