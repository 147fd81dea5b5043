import fp from 'fastify-plugin';
import { trackReplyForSiteLogging } from '../../site/resolve-site.ts';
import { createSiteService } from '../../site/site-service.ts';

/** Site resolution (decorated as app.sites; per request through resolveSite(request)). */
export default fp(
  async (app) => {
    app.decorate('sites', createSiteService(app.deptApi, app.upstreamCache));
    app.decorateRequest('siteResolution', null);
    app.addHook('onRequest', async (request, reply) => {
      trackReplyForSiteLogging(request, reply);
    });
  },
  { name: 'sites', dependencies: ['upstream', 'cache'] },
);
