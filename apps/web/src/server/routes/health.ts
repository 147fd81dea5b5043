import type { FastifyInstance } from 'fastify';

/**
 * Probes, exempt from rate limits (route config rateLimit: false) and from the shutdown refusal.
 * /healthz: the process answers (never calls the upstream). /readyz: a department API token is held and the
 * server is not shutting down; when no token is held it starts obtaining one, so a pod that started while the
 * upstream was down becomes ready on its own.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  const probe = { config: { rateLimit: false }, logLevel: 'warn' as const };

  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', probe, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.lifecycle.shuttingDown) return reply.code(503).send({ status: 'shutting-down' });
    if (!app.deptApi.hasToken()) {
      app.deptApi.ensureToken().catch((error: unknown) => {
        request.log.warn({ err: error }, 'readiness: could not obtain a department API token');
      });
      return reply.code(503).send({ status: 'no-upstream-token' });
    }
    return { status: 'ready' };
  });
}
