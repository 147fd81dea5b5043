/**
 * JSON Schema validation against the contract (OpenAPI 3.1 = JSON Schema 2020-12), shared by dept-api (which
 * validates its requests and responses) and by any client that wants to hold answers to the contract.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadOpenApiDocument } from './index.ts';
import type { components } from './generated/openapi.ts';

export type SchemaName = keyof components['schemas'];

/** `$id` under which the document's component schemas are registered (as `$defs`). */
export const CONTRACT_SCHEMA_ID = 'urn:probation:dept-api:contract';
const OPENAPI_REF_PREFIX = '#/components/schemas/';

/** A copy of an OpenAPI schema whose `#/components/schemas/X` references point into the registered contract. */
export function toContractSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => toContractSchema(item)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'discriminator') {
      copy[key] = withoutMapping(value);
      continue;
    }
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith(OPENAPI_REF_PREFIX)
        ? `${CONTRACT_SCHEMA_ID}#/$defs/${value.slice(OPENAPI_REF_PREFIX.length)}`
        : toContractSchema(value);
  }
  return copy as T;
}

/**
 * OpenAPI's `discriminator` without its `mapping`: Ajv refuses a mapping and finds each branch by its `const`
 * tag instead (the document keeps the mapping, which the generated TypeScript types need).
 */
function withoutMapping(discriminator: unknown): unknown {
  if (discriminator === null || typeof discriminator !== 'object') return discriminator;
  const { mapping: _mapping, ...rest } = discriminator as Record<string, unknown>;
  return rest;
}

/** A schema that points at one component schema of the contract. */
export function contractSchemaRef(name: SchemaName): { $ref: string } {
  return { $ref: `${CONTRACT_SCHEMA_ID}#/$defs/${name}` };
}

/**
 * An Ajv (JSON Schema 2020-12, formats on) that knows every component schema of the contract.
 * OpenAPI's own annotation keyword `example` is accepted; everything else stays strict.
 */
export function createContractAjv(options: Options = {}): Ajv2020 {
  // `discriminator` (OpenAPI's, on a oneOf told apart by a property): errors then name the chosen branch's
  // fields only (`/source/video_id must match pattern …`), not every branch's.
  const ajv = new Ajv2020({
    allErrors: false,
    strict: true,
    strictTypes: false,
    discriminator: true,
    ...options,
  });
  addFormats.default(ajv);
  ajv.addKeyword({
    keyword: 'example',
    schemaType: ['string', 'number', 'boolean', 'object', 'array', 'null'],
  });
  ajv.addSchema({
    $id: CONTRACT_SCHEMA_ID,
    $defs: toContractSchema(loadOpenApiDocument().components.schemas),
  });
  return ajv;
}

let sharedAjv: Ajv2020 | undefined;
const validators = new Map<SchemaName, ValidateFunction>();

/** Validates `value` against one component schema; returns the errors as readable lines (empty when valid). */
export function contractErrors(name: SchemaName, value: unknown): string[] {
  sharedAjv ??= createContractAjv({ allErrors: true });
  let validate = validators.get(name);
  if (!validate) {
    validate = sharedAjv.compile(contractSchemaRef(name));
    validators.set(name, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`,
  );
}
