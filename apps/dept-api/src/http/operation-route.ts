/**
 * A route of one contract operation, its request typed by the contract: the path parameters, the query and the
 * 200 answer of the operation (operation-types.ts), with the route options it is served under (route-options.ts).
 */
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import type { OperationId } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import type { Scope } from '../config.ts';
import type { JsonOk, PathParams, QueryParams } from './operation-types.ts';
import { routeOptions } from './route-options.ts';

export interface OperationTypes<K extends OperationId> {
  Params: PathParams<K>;
  Querystring: QueryParams<K>;
  Reply: JsonOk<K>;
}

export function operationRoute<K extends OperationId>(
  app: FastifyInstance,
  context: ApiContext,
  operationId: K,
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    OperationTypes<K>
  >,
  options: { scope?: Scope } = {},
): void {
  app.route<OperationTypes<K>>({ ...routeOptions(context, operationId, options), handler });
}
