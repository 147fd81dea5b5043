/**
 * Fastify validates requests and serializes responses with Ajv instances that know the contract (JSON Schema
 * 2020-12). A response that does not match the contract is not sent: it becomes a logged 500, so tests catch it.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { createContractAjv } from '@probation/contract/json-schema';

export class ContractViolationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractViolationError';
  }
}

export function useContractValidation(app: FastifyInstance): void {
  const requestAjv = createContractAjv({ coerceTypes: false, useDefaults: true, removeAdditional: false });
  const responseAjv = createContractAjv({ allErrors: true });

  // Query strings and path parameters arrive as text: numbers and booleans are read from it ("2", "true").
  const urlAjv = createContractAjv({ coerceTypes: true, useDefaults: true, removeAdditional: false });

  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'querystring' || httpPart === 'params'
      ? finiteNumbersOnly(urlAjv.compile(schema))
      : requestAjv.compile(schema),
  );

  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const validate = responseAjv.compile(schema);
    return (data: unknown) => {
      if (!validate(data)) {
        const problems = responseAjv.errorsText(validate.errors, { dataVar: 'response' });
        throw new ContractViolationError(
          `${method} ${url} answered ${httpStatus} outside the contract: ${problems}`,
        );
      }
      return JSON.stringify(data);
    };
  });
}

/**
 * Ajv coerces "1e400" to Infinity, which then passes its integer and range checks; a URL value that becomes a
 * number that is not finite is refused like any other bad value.
 */
function finiteNumbersOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    checked.errors = null;
    if (!validate(data)) {
      checked.errors = validate.errors ?? null;
      return false;
    }
    const infinite = Object.entries(data as Record<string, unknown>).find(
      ([, value]) => typeof value === 'number' && !Number.isFinite(value),
    );
    if (!infinite) return true;
    const error: ErrorObject = {
      keyword: 'type',
      instancePath: `/${infinite[0]}`,
      schemaPath: '#/type',
      params: {},
      message: 'must be a finite number',
    };
    checked.errors = [error];
    return false;
  }) as ValidateFunction;
  return checked;
}
