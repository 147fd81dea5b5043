/** The contract's OpenAPI document as data (it imports nothing generated, so the generators can use it). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The methods an OpenAPI path item can have operations under, in the order the generators visit them. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Absolute path of `openapi.yaml`. */
export const openApiDocumentPath = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

/** The parts of an OpenAPI 3.1 document this project reads; everything else passes through untouched. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components: {
    schemas: Record<string, Record<string, unknown>>;
    parameters?: Record<string, OpenApiParameter>;
    responses?: Record<string, OpenApiResponse>;
    securitySchemes?: Record<string, unknown>;
  };
  security?: Array<Record<string, string[]>>;
}
export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: Record<string, unknown>;
}
export interface OpenApiResponse {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
export interface OpenApiOperation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<OpenApiParameter | { $ref: string }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
}

let cachedDocument: OpenApiDocument | undefined;

/** The parsed OpenAPI document (read once, then shared; treat it as read-only). */
export function loadOpenApiDocument(): OpenApiDocument {
  cachedDocument ??= parse(readFileSync(openApiDocumentPath, 'utf8')) as OpenApiDocument;
  return cachedDocument;
}

/** A part of the document with its local `$ref` followed (again while the target is one); a dangling one throws. */
export function resolveRef<T>(value: T | { $ref: string }): T {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value as T;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      loadOpenApiDocument(),
    );
  if (target === undefined) throw new Error(`openapi.yaml has no ${value.$ref}`);
  return resolveRef(target as T | { $ref: string });
}
