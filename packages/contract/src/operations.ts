/**
 * Every operation of the contract by its operationId: method and path template (generated from openapi.yaml),
 * and the types of its path parameters, query, request body and JSON answer (from the openapi-typescript output).
 * A client names the operation and gets everything else checked by the compiler.
 */
import type { operations } from './generated/openapi.ts';

export { OPERATIONS } from './generated/operations.ts';

export type OperationId = keyof operations;

type ParametersOf<Id extends OperationId> = operations[Id]['parameters'];

/** The path parameters (`{siteId}` …) of an operation; `never` when its path has none. */
export type PathParameters<Id extends OperationId> =
  ParametersOf<Id> extends { path: infer Path } ? Path : never;

/** The query parameters of an operation (all optional where the contract says so). */
export type QueryParameters<Id extends OperationId> = NonNullable<ParametersOf<Id>['query']>;

type BodyOf<Id extends OperationId> = NonNullable<operations[Id]['requestBody']>;

/** The JSON request body of an operation; `never` when it takes none. */
export type RequestBody<Id extends OperationId> = [BodyOf<Id>] extends [never]
  ? never
  : BodyOf<Id> extends { content: { 'application/json': infer Body } }
    ? Body
    : never;

/** The multipart/form-data request body of an operation (its fields, files as binary strings); `never` without one. */
export type MultipartBody<Id extends OperationId> = [BodyOf<Id>] extends [never]
  ? never
  : BodyOf<Id> extends { content: { 'multipart/form-data': infer Body } }
    ? Body
    : never;

type SuccessStatus = 200 | 201 | 202;

/** The JSON answer of an operation's success status (200, 201 or 202). */
export type JsonAnswer<Id extends OperationId> = {
  [Status in SuccessStatus]: operations[Id]['responses'] extends Record<
    Status,
    { content: { 'application/json': infer Answer } }
  >
    ? Answer
    : never;
}[SuccessStatus];
