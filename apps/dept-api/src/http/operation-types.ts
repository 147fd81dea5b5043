/** TypeScript shapes of each operation's inputs and 200 answer, taken from the generated contract types. */
import type { OperationId, operations } from '@probation/contract';

type Operation<K extends OperationId> = operations[K];

export type PathParams<K extends OperationId> = NonNullable<Operation<K>['parameters']['path']>;
export type QueryParams<K extends OperationId> = NonNullable<Operation<K>['parameters']['query']>;
export type JsonBody<K extends OperationId> =
  Operation<K> extends {
    requestBody: { content: { 'application/json': infer Body } };
  }
    ? Body
    : never;
export type JsonOk<K extends OperationId> =
  Operation<K> extends {
    responses: { 200: { content: { 'application/json': infer Answer } } };
  }
    ? Answer
    : never;
