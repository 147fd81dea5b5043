import { describe, expect, it } from 'vitest';
import {
  HTTP_METHODS,
  loadOpenApiDocument,
  OPERATIONS,
  refusedPathParameter,
  resolveRef,
  type OpenApiOperation,
  type OpenApiParameter,
  type OperationId,
} from '../src/index.ts';
import { createContractAjv, toContractSchema } from '../src/json-schema.ts';

/**
 * OPERATIONS (generated at codegen) and `refusedPathParameter` against openapi.yaml itself: the path parameters of
 * every operation, judged as dept-api judges them (the document's schemas in the contract's Ajv, reading numbers
 * from the text as it does for a URL).
 */

const document = loadOpenApiDocument();
const ajv = createContractAjv({ coerceTypes: true });

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const operation = item[method] as OpenApiOperation | undefined;
    if (!operation) return [];
    const parameters = (operation.parameters ?? [])
      .map((parameter) => resolveRef<OpenApiParameter>(parameter))
      .filter((parameter) => parameter.in === 'path');
    return [{ id: operation.operationId as OperationId, path, method, parameters }];
  }),
);

/** What dept-api does with one path parameter's text: true when its contract validation accepts it. */
function deptApiAccepts(parameter: OpenApiParameter, text: string): boolean {
  const validate = ajv.compile({
    type: 'object',
    properties: { [parameter.name]: toContractSchema(parameter.schema) },
    required: [parameter.name],
  });
  const data: Record<string, unknown> = { [parameter.name]: text };
  // As dept-api's finiteNumbersOnly: "1e400" becomes Infinity, which it refuses.
  return (
    validate(data) && !(typeof data[parameter.name] === 'number' && !Number.isFinite(data[parameter.name]))
  );
}

/** Texts on both sides of every keyword the contract's path parameters use. */
const SAMPLES = [
  '',
  ' ',
  'a',
  'dept-0001',
  'press-releases',
  'Press',
  '-a',
  'a-',
  'a--b',
  'a_b',
  'a.b',
  '..',
  '../x',
  'a/b',
  'ข่าว',
  'A'.repeat(64),
  'A'.repeat(65),
  'a'.repeat(64),
  '😀'.repeat(40),
  '😀'.repeat(65),
  'x'.repeat(512),
  'x'.repeat(513),
  'contact',
  'complaint',
  'tip-off',
  'forms',
  'CP-691125-7KQ2MX',
  'CP-691125-7KQ2MI',
  'TO-691125-7KQ2MX',
  '7f3a9c2e41d84c6b9a550c1e',
  '7F3A9C2E41D84C6B9A550C1E',
  '0',
  '1',
  '-1',
  '1.5',
  '1e3',
  '1e400',
  '2147483647',
  '2147483648',
  '64b000000000000000000001',
];

describe('OPERATIONS', () => {
  it('has every operation of openapi.yaml with its method, path and path parameters', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(operations.map(({ id }) => id).sort());
    for (const { id, path, method, parameters } of operations) {
      const entry = OPERATIONS[id];
      expect(entry, id).toMatchObject({ method: method.toUpperCase(), path });
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(Object.keys(entry.pathParameters).sort(), id).toEqual([...inTemplate].sort());
      expect(parameters.map((parameter) => parameter.name).sort(), id).toEqual([...inTemplate].sort());
    }
  });
});

describe('refusedPathParameter', () => {
  const withParameters = operations.filter(({ parameters }) => parameters.length > 0);

  it.each(withParameters.map((operation) => [operation.id, operation] as const))(
    'refuses exactly what dept-api refuses in the path of %s',
    (id, { parameters }) => {
      for (const parameter of parameters) {
        for (const text of SAMPLES) {
          const refused = refusedPathParameter(id, { [parameter.name]: text });
          expect(refused === undefined, `${id} {${parameter.name}} = ${JSON.stringify(text)}`).toBe(
            deptApiAccepts(parameter, text),
          );
        }
      }
    },
  );

  it('says which parameter and why; judges a number by its text', () => {
    expect(refusedPathParameter('getVideo', { siteId: 'dept', videoId: '' })).toBe(
      '{videoId} must have at least 1 characters',
    );
    expect(refusedPathParameter('getSection', { siteId: 'dept', urlname: 'Press' })).toBe(
      '{urlname} must match ^[a-z0-9]+(-[a-z0-9]+)*$',
    );
    expect(refusedPathParameter('listFormTopics', { siteId: 'dept', form: 'tip-off' })).toBeUndefined();
    expect(refusedPathParameter('listFormTopics', { siteId: 'dept', form: 'members' })).toMatch(/^\{form\}/);
    const reference = 'CP-691125-7KQ2MX';
    expect(
      refusedPathParameter('getComplaintAttachment', { siteId: 'dept', reference, attachmentId: 3 }),
    ).toBeUndefined();
    expect(
      refusedPathParameter('getComplaintAttachment', { siteId: 'dept', reference, attachmentId: 0 }),
    ).toBe('{attachmentId} must be >= 1');
    expect(refusedPathParameter('getHealth', undefined)).toBeUndefined();
  });

  it('leaves a parameter without a value to the path template', () => {
    expect(refusedPathParameter('getNews', { siteId: 'dept' })).toBeUndefined();
  });
});
