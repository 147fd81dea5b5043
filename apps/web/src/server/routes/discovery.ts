import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@probation/i18n';
import { i18nFor } from '../../shared/texts/i18n.ts';
import { feedPath, moreNewsPath, itemPath } from '../../shared/routes.ts';
import { publicPages } from '../discovery/public-pages.ts';
import { robotsTxt } from '../discovery/robots-txt.ts';
import { rssXml } from '../discovery/rss-feed.ts';
import { sitemapXml } from '../discovery/sitemap-xml.ts';
import { AppError } from '../errors.ts';
import { SITE_MAINTENANCE_RETRY_AFTER_SECONDS } from '../errors.ts';
import { resolveSiteOrigin } from '../site/public-origin.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { isInMaintenance, type ResolvedSite } from '../site/site-service.ts';

/** Crawlers and feed readers may keep these for an hour; a CDN may serve them stale while the API fails. */
const DISCOVERY_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=600, stale-if-error=86400';
const FEED_ITEM_COUNT = 20;

/**
 * The site of the request, or an answer already sent: an unknown host is a 404 (from resolveSite), a site in
 * maintenance a 503 with Retry-After (its pages are not to be indexed meanwhile).
 */
async function publishedSite(request: FastifyRequest, reply: FastifyReply): Promise<ResolvedSite | null> {
  const site = await resolveSite(request);
  if (isInMaintenance(await request.server.sites.getDetails(site.id))) {
    reply.code(503).header('retry-after', String(SITE_MAINTENANCE_RETRY_AFTER_SECONDS)).type('text/plain');
    reply.send('Under maintenance');
    return null;
  }
  return site;
}

/**
 * Per site (chosen by host name like the pages): robots.txt, sitemap.xml and an RSS feed of news per language. Their
 * absolute URLs name the site's configured public origin, never the request's Host (docs/decisions/0225).
 */
export default async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    const origin = await resolveSiteOrigin(request); // an unknown host has no robots.txt either
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', DISCOVERY_CACHE_CONTROL)
      .send(robotsTxt(origin));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const site = await publishedSite(request, reply);
    if (!site) return reply;
    const entries = await publicPages(app, site.id);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', DISCOVERY_CACHE_CONTROL)
      .send(sitemapXml(await resolveSiteOrigin(request), entries));
  });

  app.get<{ Params: { lang: string } }>('/:lang/rss.xml', async (request, reply) => {
    const { lang } = request.params;
    if (!isLanguage(lang)) throw new AppError(`No feed ${request.url}`, 404, 'NOT_FOUND');
    const site = await publishedSite(request, reply);
    if (!site) return reply;
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', DISCOVERY_CACHE_CONTROL)
      .send(await newsFeed(request, site, lang));
  });
}

async function newsFeed(request: FastifyRequest, site: ResolvedSite, lang: Language): Promise<string> {
  const { sites, content } = request.server;
  const [layout, news] = await Promise.all([
    sites.getLayout(site.id, lang),
    content.newsPage(site.id, lang, { page: 1, page_size: FEED_ITEM_COUNT }),
  ]);
  const origin = await resolveSiteOrigin(request);
  const { t } = i18nFor(lang);
  return rssXml({
    lang,
    title: t('feed.title', { siteName: layout.site_name }),
    description: t('feed.description', { siteName: layout.site_name }),
    siteUrl: origin + moreNewsPath(lang),
    selfUrl: origin + feedPath(lang),
    items: news.items.map((item) => ({
      title: item.title,
      url: origin + itemPath(lang, item.section, item.id),
      summary: item.summary,
      publishedAt: item.published_at,
      category: item.category?.label ?? null,
    })),
  });
}
