import fp from 'fastify-plugin';
import { createEventService } from '../../content/event-service.ts';

/** Calendar events, decorated as app.events; cached like the other content. */
export default fp(
  async (app) => {
    app.decorate('events', createEventService(app.deptApi, app.upstreamCache));
  },
  { name: 'events', dependencies: ['upstream', 'cache'] },
);
