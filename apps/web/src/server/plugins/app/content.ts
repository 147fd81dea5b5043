import fp from 'fastify-plugin';
import { createContentService } from '../../content/content-service.ts';

/** Sections and news, decorated as app.content; cached like the site data. */
export default fp(
  async (app) => {
    app.decorate('content', createContentService(app.deptApi, app.upstreamCache));
  },
  { name: 'content', dependencies: ['upstream', 'cache'] },
);
