/**
 * Every operation of the contract by its operationId: method, path template and path parameters' schemas
 * (generated from openapi.yaml), and the types of its path parameters, query, request body and JSON answer (from
 * the openapi-typescript output). A client names the operation and gets everything else checked by the compiler,
 * and the path parameters' values by `refusedPathParameter` before it sends anything.
 */
import type { operations } from './generated/openapi.ts';
import { OPERATIONS } from './generated/operations.ts';

export { OPERATIONS };

export type OperationId = keyof operations;

/**
 * The schema of a path parameter, as openapi.yaml gives it (its `$ref`s resolved): only the keywords the contract's
 * path parameters use, which `refusedPathParameter` checks; the generator stops on any other.
 */
export interface PathParameterSchema {
  type: 'string' | 'integer';
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
}

/** One operation of OPERATIONS: its method, path template and the schema of each path parameter. */
export interface OperationEntry {
  method: string;
  path: string;
  pathParameters: Readonly<Record<string, PathParameterSchema>>;
}

const compiledPatterns = new Map<string, RegExp>();

/** A pattern of the contract as JSON Schema reads it (ECMA-262, Unicode, unanchored unless it says so). */
function patternOf(source: string): RegExp {
  let pattern = compiledPatterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source, 'u');
    compiledPatterns.set(source, pattern);
  }
  return pattern;
}

/** Length as JSON Schema counts it: in Unicode code points, not UTF-16 units. */
function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Why `text` (a path segment, decoded, as dept-api reads it) breaks `schema`; undefined when it does not. */
function breaks(schema: PathParameterSchema, text: string): string | undefined {
  if (schema.type === 'integer') {
    // dept-api reads a number from the text (Ajv's coercion) and refuses one that is not a finite integer.
    const number = Number(text);
    if (text.trim() === '' || !Number.isInteger(number)) return 'must be an integer';
    if (schema.minimum !== undefined && number < schema.minimum) return `must be >= ${schema.minimum}`;
    if (schema.maximum !== undefined && number > schema.maximum) return `must be <= ${schema.maximum}`;
    return undefined;
  }
  const length = codePoints(text);
  if (schema.minLength !== undefined && length < schema.minLength) {
    return `must have at least ${schema.minLength} characters`;
  }
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    return `must have at most ${schema.maxLength} characters`;
  }
  if (schema.pattern !== undefined && !patternOf(schema.pattern).test(text)) {
    return `must match ${schema.pattern}`;
  }
  if (schema.enum !== undefined && !schema.enum.includes(text)) {
    return `must be one of ${schema.enum.join(', ')}`;
  }
  return undefined;
}

/**
 * The first path parameter of a call that dept-api would refuse (400) by the contract, as `{name} must …`;
 * undefined when the contract accepts them all. Each value is judged as the text that goes into the path. A
 * parameter without a value is not judged here (filling the path template refuses it).
 */
export function refusedPathParameter(
  operationId: OperationId,
  values: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  const schemas: Readonly<Record<string, PathParameterSchema>> = OPERATIONS[operationId].pathParameters;
  for (const [name, schema] of Object.entries(schemas)) {
    const value = values?.[name];
    if (value === undefined) continue;
    const reason = breaks(schema, String(value));
    if (reason) return `{${name}} ${reason}`;
  }
  return undefined;
}

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
