/** A member call that does one thing and answers `{ success: true, message }` with its status (decision 0175). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperationId } from '@probation/contract';
import type { JsonBody, PathParams } from '../../http/operation-types.ts';
import type { MemberScope } from './member-guards.ts';

export interface MemberAction<K extends OperationId> {
  operationId: K;
  guard: 'client' | 'member';
  /** The answer's status (200 unless given) and message. */
  status?: 201 | 202;
  message: string;
  act(request: FastifyRequest<{ Params: PathParams<K>; Body: JsonBody<K> }>): Promise<unknown>;
}

export function memberActionRoute<K extends OperationId>(
  scope: FastifyInstance,
  { memberRoute }: MemberScope,
  action: MemberAction<K>,
): void {
  scope.route<{ Params: PathParams<K>; Body: JsonBody<K> }>({
    ...memberRoute(action.operationId, action.guard),
    handler: async (request, reply) => {
      await action.act(request);
      return reply.code(action.status ?? 200).send({ success: true, message: action.message });
    },
  });
}
