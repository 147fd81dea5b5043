/** Probes: /healthz (liveness, no dependency) and /readyz (the database answers). */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { HttpError } from '../http/errors.ts';
import type { JsonOk } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

export function registerHealthRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{ Reply: JsonOk<'getHealth'> }>({
    ...routeOptions(context, 'getHealth'),
    handler: async () => ({ status: 'ok' }),
  });

  app.route<{ Reply: JsonOk<'getReadiness'> }>({
    ...routeOptions(context, 'getReadiness'),
    handler: async (request) => {
      try {
        await context.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database does not answer');
        throw new HttpError(503, 'The database does not answer');
      }
      return { status: 'ok' };
    },
  });
}
