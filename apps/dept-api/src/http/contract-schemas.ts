/**
 * Route schemas taken from the OpenAPI document: each route names its operationId and gets the document's
 * parameters, request body and JSON responses as Fastify schemas (refs pointing into the contract's Ajv).
 */
import type { FastifySchema } from 'fastify';
import {
  loadOpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
  type OperationId,
} from '@probation/contract';
import { toContractSchema } from '@probation/contract/json-schema';

export interface ContractRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The Fastify URL (`/site/view/:siteId`); a path parameter named in `wildcard` becomes the trailing `*`. */
  url: string;
  schema: FastifySchema;
  /** False for operations the document marks `security: []`. */
  requiresToken: boolean;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function resolveRef<T>(value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value) {
    const path = value.$ref.replace(/^#\//, '').split('/');
    return path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      loadOpenApiDocument(),
    ) as T;
  }
  return value as T;
}

function findOperation(operationId: OperationId): {
  path: string;
  method: string;
  operation: OpenApiOperation;
} {
  for (const [path, item] of Object.entries(loadOpenApiDocument().paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (operation?.operationId === operationId) return { path, method, operation };
    }
  }
  throw new Error(`The contract has no operation ${operationId}`);
}

function parametersSchema(parameters: OpenApiParameter[], rename: Record<string, string>) {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((p) => [rename[p.name] ?? p.name, toContractSchema(p.schema)]),
    ),
    required: parameters.filter((p) => p.required).map((p) => rename[p.name] ?? p.name),
  };
}

export function contractRoute(operationId: OperationId, options: { wildcard?: string } = {}): ContractRoute {
  const { path, method, operation } = findOperation(operationId);
  const rename: Record<string, string> = options.wildcard ? { [options.wildcard]: '*' } : {};
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === options.wildcard ? '*' : `:${name}`));
  const parameters = (operation.parameters ?? []).map((parameter) => resolveRef(parameter));
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const response: Record<string, unknown> = {};
  for (const [status, entry] of Object.entries(operation.responses)) {
    const jsonSchema = resolveRef<OpenApiResponse>(entry).content?.['application/json']?.schema;
    if (jsonSchema) response[status] = toContractSchema(jsonSchema);
  }
  const schema: FastifySchema = { response };
  const params = parametersSchema(
    parameters.filter((p) => p.in === 'path'),
    rename,
  );
  const querystring = parametersSchema(
    parameters.filter((p) => p.in === 'query'),
    rename,
  );
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  if (bodySchema) schema.body = toContractSchema(bodySchema);
  const security = operation.security ?? loadOpenApiDocument().security ?? [];
  return {
    method: method.toUpperCase() as ContractRoute['method'],
    url,
    schema,
    requiresToken: security.length > 0,
  };
}
