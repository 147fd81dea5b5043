/** Fastify route options for one contract operation: method, URL, schemas, and the token guard when it is secured. */
import { SCOPE_SITE_READ, type OperationId } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import type { Scope } from '../config.ts';
import { contractRoute } from './contract-schemas.ts';

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
  };
}
