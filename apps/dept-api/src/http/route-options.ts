/**
 * Fastify route options for one contract operation: method, URL, schemas, the token guard when it is secured, and
 * for a path under /site/{siteId}/ the check that the site exists (404 before the handler runs).
 */
import { SCOPE_SITE_READ, type OperationId } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import type { Scope } from '../config.ts';
import { knownSiteHook } from '../routes/known-site.ts';
import { contractRoute } from './contract-schemas.ts';

const SITE_SCOPED_PREFIX = '/site/:siteId/';

export function routeOptions(
  context: ApiContext,
  operationId: OperationId,
  options: { scope?: Scope; wildcard?: string } = {},
) {
  const route = contractRoute(operationId, options.wildcard ? { wildcard: options.wildcard } : {});
  return {
    method: route.method,
    url: route.url,
    schema: route.schema,
    ...(route.requiresToken ? { onRequest: context.requireScope(options.scope ?? SCOPE_SITE_READ) } : {}),
    ...(route.url.startsWith(SITE_SCOPED_PREFIX) ? { preHandler: knownSiteHook(context.db) } : {}),
  };
}
