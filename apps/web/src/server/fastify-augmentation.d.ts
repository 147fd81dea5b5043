import type { SwrCache } from './cache/swr-cache.ts';
import type { AppConfig } from './config.ts';
import type { ContentService } from './content/content-service.ts';
import type { EventService } from './content/event-service.ts';
import type { VideoService } from './content/video-service.ts';
import type { Lifecycle } from './plugins/app/lifecycle.ts';
import type { ResolvedSite, SiteService } from './site/site-service.ts';
import type { DeptApiClient } from './upstream/dept-api-client.ts';

/** What the server core decorates Fastify with (registered in app.ts). */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    buildId: string;
    deptApi: DeptApiClient;
    upstreamCache: SwrCache;
    sites: SiteService;
    content: ContentService;
    events: EventService;
    videos: VideoService;
    lifecycle: Lifecycle;
  }
  interface FastifyRequest {
    /** Memo of resolveSite(request); use resolveSite, not this. */
    siteResolution: Promise<ResolvedSite> | null;
    /** The request's site once resolveSite or heldSite has found it (for labels that must not wait on a promise). */
    site: ResolvedSite | null;
    /** Memo of resolveSiteOrigin(request); use resolveSiteOrigin, not this. */
    siteOriginResolution: Promise<string> | null;
    /** The request's public origin once heldSiteOrigin or resolveSiteOrigin has found it; use those, not this. */
    siteOrigin: string | null;
    /** The reply whose logger gets the site id too once resolveSite has found it (trackReplyForSiteLogging). */
    replyForSiteLogging: FastifyReply | null;
  }
}
