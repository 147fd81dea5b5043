import fp from 'fastify-plugin';
import { createVideoService } from '../../content/video-service.ts';

/** Videos, decorated as app.videos; cached like the other content. */
export default fp(
  async (app) => {
    app.decorate('videos', createVideoService(app.deptApi, app.upstreamCache));
  },
  { name: 'videos', dependencies: ['upstream', 'cache'] },
);
