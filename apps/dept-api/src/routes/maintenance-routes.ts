/** PUT /site/{siteId}/maintenance: switch a site's maintenance mode (site:admin scope only). */
import type { FastifyInstance } from 'fastify';
import { SCOPE_SITE_ADMIN } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import { notFound } from '../http/errors.ts';
import type { JsonBody, JsonOk, PathParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';
import { setSiteMaintenance } from '../sites/site-repository.ts';

export function registerMaintenanceRoutes(app: FastifyInstance, context: ApiContext): void {
  app.route<{
    Params: PathParams<'setSiteMaintenance'>;
    Body: JsonBody<'setSiteMaintenance'>;
    Reply: JsonOk<'setSiteMaintenance'>;
  }>({
    ...routeOptions(context, 'setSiteMaintenance', { scope: SCOPE_SITE_ADMIN }),
    handler: async (request) => {
      const { siteId } = request.params;
      const details = await setSiteMaintenance(context.db, siteId, request.body, context.clock());
      if (!details) throw notFound(`No site has the id "${siteId}"`);
      request.log.warn(
        { siteId, status: details.is_maintenance.status, clientId: request.tokenHolder?.clientId },
        'maintenance switched',
      );
      return details;
    },
  });
}
