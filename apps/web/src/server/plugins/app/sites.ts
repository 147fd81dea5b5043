import fp from 'fastify-plugin';
import { answeredNonCanonicalTarget, useOriginFormTarget } from '../../site/request-target.ts';
import { trackReplyForSiteLogging } from '../../site/resolve-site.ts';
import { createSiteService } from '../../site/site-service.ts';

/**
 * Site resolution (decorated as app.sites; per request through resolveSite(request)). Site data lives in the
 * durable site cache, apart from caller-keyed content (docs/decisions/0228).
 */
export default fp(
  async (app) => {
    app.decorate('sites', createSiteService(app.deptApi, app.siteCache));
    app.decorateRequest('siteResolution', null);
    app.decorateRequest('site', null);
    app.decorateRequest('siteOriginResolution', null);
    app.decorateRequest('siteOrigin', null);
    app.decorateRequest('replyForSiteLogging', null);
    app.addHook('onRequest', (request, reply, done) => {
      useOriginFormTarget(request);
      trackReplyForSiteLogging(request, reply);
      if (answeredNonCanonicalTarget(request, reply)) return;
      done();
    });
  },
  { name: 'sites', dependencies: ['upstream', 'cache'] },
);
