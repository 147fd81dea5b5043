import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countRequests, serveMetricsBeside, whenSiteKnown } from '@probation/metrics';
import { httpMetrics, metricsRegistry, pageCacheAnswers } from '../../metrics/metrics.ts';

const PAGE_CACHE_OUTCOMES: ReadonlySet<string> = new Set(['hit', 'miss', 'stale', 'bypass']);

/**
 * The site id of a request whose site was resolved; a fixed word otherwise (never the host name). Known at once
 * when its resolution has settled (the usual case by the time the answer is sent), else when it settles.
 */
function siteLabel(request: FastifyRequest): string | Promise<string> {
  if (request.site) return request.site.id;
  if (!request.siteResolution) return 'none';
  return request.siteResolution.then(
    (site) => site.id,
    () => 'unknown',
  );
}

/**
 * Prometheus metrics (docs/decisions/0500): every answer counted by route pattern, status and site; page cache
 * outcomes read from the `x-page-cache` header the page pipeline sets; `/metrics` served on METRICS_PORT only.
 */
export default fp(
  async (app) => {
    countRequests(app, httpMetrics, siteLabel);
    app.addHook('onResponse', (request, reply, done) => {
      const outcome = reply.getHeader('x-page-cache');
      if (typeof outcome !== 'string' || !PAGE_CACHE_OUTCOMES.has(outcome)) return done();
      whenSiteKnown(siteLabel(request), (site) => {
        pageCacheAnswers.add({ outcome, site });
        done();
      });
    });
    const metricsServer = serveMetricsBeside(app, metricsRegistry, {
      port: app.config.metrics.port,
      host: app.config.metrics.host,
    });
    app.decorate('metricsServer', metricsServer);
  },
  { name: 'metrics' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The address of the metrics port once the app listens (null before, or when it could not open). */
    metricsServer: ReturnType<typeof serveMetricsBeside>;
  }
}
