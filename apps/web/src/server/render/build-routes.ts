import type { FastifyInstance } from 'fastify';

/**
 * requirements.md §9.3 (other fetches): builds/latest.json (polled by long-open pages) and
 * builds/meta/{buildId}.json. A page compares the latest id with its own to learn that a new build replaced it.
 */
export function registerBuildRoutes(app: FastifyInstance): void {
  const startedAt = new Date().toISOString();
  const describe = () => ({ id: app.buildId, timestamp: startedAt });

  app.get('/builds/latest.json', (_request, reply) =>
    reply.header('cache-control', 'no-store').send(describe()),
  );

  app.get('/builds/meta/:file', (request, reply) => {
    const { file } = request.params as { file: string };
    if (file !== `${app.buildId}.json`) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown build' });
    }
    return reply.header('cache-control', 'public, max-age=31536000, immutable').send(describe());
  });
}
